/**
 * The listing page cache (ADR 0202) never serves a page older than the last listing write: every test first
 * lists (so the page is cached), then writes, then lists again and expects the change at once. The last test
 * writes on one instance and lists on another (with REDIS_URL and PostgreSQL: a second server with its own
 * database pool sharing Redis, as two processes would; otherwise a second server in this process).
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  subscribe,
  type TestApp,
  testDatabaseUrl,
  testRedisUrl,
  withSecondInstance,
} from "./helpers.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let tenant: Awaited<ReturnType<typeof createUser>>;
let tenant2: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  tenant = await createUser(t.app, { role: "tenant" });
  tenant2 = await createUser(t.app, { role: "tenant" });
});
afterAll(() => t.close());

const listing = {
  title: "2 bedroom flat in Surulere",
  price: 2_000_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Surulere",
  state: "Lagos",
  bedrooms: 2,
  bathrooms: 2,
  toilets: 3,
  parking_spaces: 1,
  furnished: false,
  serviced: false,
  amenities: [],
};

interface Card {
  slug: string;
  title: string;
  price: number;
  status: string;
  cover: string | null;
  images: { id: number; is_cover: boolean }[];
  stats: { views: number; favourites: number };
  is_favourite?: boolean;
}
interface ListReply {
  data: Card[];
  meta: { total: number };
}

async function create(app = t.app, body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: { ...listing, ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Card;
}

/** An anonymous list (the cached path), twice: the second answer comes from the cache when it is on. */
async function list(query: string, app = t.app, headers: Record<string, string> = {}): Promise<ListReply> {
  const url = `/api/properties?${query}`;
  const first = await app.inject({ method: "GET", url, headers });
  expect(first.statusCode).toBe(200);
  const second = await app.inject({ method: "GET", url, headers });
  expect(second.json()).toEqual(first.json());
  return second.json();
}
const slugs = (r: ListReply) => r.data.map((p) => p.slug);
const card = (r: ListReply, slug: string) => r.data.find((p) => p.slug === slug);

async function multipart(files: [Buffer, string][]) {
  const form = new FormData();
  for (const [buf, name] of files) form.append("images[]", new Blob([new Uint8Array(buf)]), name);
  const req = new Request("http://local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type") as string },
  };
}

describe("a listing write is visible to the next list request at once", () => {
  it("create, update, status and delete", async () => {
    // Every status (lists show available listings by default, ADR 0213), so a status change stays in the list.
    const owned = `owner_id=${agent.user.id}&city=Surulere`;
    const mine = `${owned}&status=any`;
    const before = await list(mine);
    const created = await create();
    let after = await list(mine);
    expect(slugs(after)).toContain(created.slug);
    expect(after.meta.total).toBe(before.meta.total + 1);

    const patched = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${created.slug}`,
      headers: agent.auth,
      payload: { title: "2 bedroom flat in Surulere, newly painted", price: 2_400_000 },
    });
    expect(patched.statusCode).toBe(200);
    after = await list(mine);
    expect(card(after, created.slug)).toMatchObject({
      title: "2 bedroom flat in Surulere, newly painted",
      price: 2_400_000,
    });
    // A price filter page cached before the update follows it too.
    expect(slugs(await list(`${mine}&min_price=2300000`))).toContain(created.slug);

    const available = owned;
    expect(slugs(await list(available))).toContain(created.slug);
    const status = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${created.slug}/status`,
      headers: agent.auth,
      payload: { status: "rented" },
    });
    expect(status.statusCode).toBe(200);
    expect(slugs(await list(available))).not.toContain(created.slug);
    expect(card(await list(mine), created.slug)?.status).toBe("rented");

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/properties/${created.slug}`,
      headers: agent.auth,
    });
    expect(del.statusCode).toBe(200);
    after = await list(mine);
    expect(slugs(after)).not.toContain(created.slug);
    expect(after.meta.total).toBe(before.meta.total);
  });

  it("the home page lists (latest, featured) follow a new listing", async () => {
    const latest = async () =>
      (await t.app.inject({ method: "GET", url: "/api/properties/latest?limit=3" })).json() as ListReply;
    await latest();
    const created = await create(t.app, { title: "Newest flat in Surulere" });
    expect(slugs(await latest())[0]).toBe(created.slug);
  });

  it("image upload, order, cover and removal", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    const created = await create(t.app, { title: "Flat with photos" });
    const query = `owner_id=${agent.user.id}&city=Surulere&limit=50`;
    expect(card(await list(query), created.slug)).toMatchObject({ images: [], cover: null });

    const form = await multipart([
      [png, "a.png"],
      [png, "b.png"],
    ]);
    const up = await t.app.inject({
      method: "POST",
      url: `/api/properties/${created.slug}/images`,
      headers: { ...agent.auth, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const [a, b] = up.json().data.images as { id: number; is_cover: boolean }[];
    let shown = card(await list(query), created.slug);
    expect(shown?.images.map((i) => i.id)).toEqual([a?.id, b?.id]);
    expect(shown?.cover).toMatch(/-640\.webp$/);

    const order = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${created.slug}/images/order`,
      headers: agent.auth,
      payload: { order: [b?.id, a?.id], cover_id: b?.id },
    });
    expect(order.statusCode).toBe(200);
    shown = card(await list(query), created.slug);
    expect(shown?.images.map((i) => [i.id, i.is_cover])).toEqual([
      [b?.id, true],
      [a?.id, false],
    ]);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/properties/${created.slug}/images/${b?.id}`,
      headers: agent.auth,
    });
    expect(removed.statusCode).toBe(200);
    shown = card(await list(query), created.slug);
    expect(shown?.images.map((i) => [i.id, i.is_cover])).toEqual([[a?.id, true]]);
  });

  it("favourites: counts follow at once; is_favourite is per user and never in an anonymous page", async () => {
    const created = await create(t.app, { title: "Flat people save" });
    const query = `owner_id=${agent.user.id}&city=Surulere&limit=50`;
    expect(card(await list(query), created.slug)?.stats.favourites).toBe(0);

    const fav = `/api/properties/${created.slug}/favourite`;
    expect((await t.app.inject({ method: "PUT", url: fav, headers: tenant.auth })).statusCode).toBe(200);
    const anonymous = card(await list(query), created.slug);
    expect(anonymous?.stats.favourites).toBe(1);
    expect(anonymous).not.toHaveProperty("is_favourite");

    // Signed-in callers get their own flag, never another user's (and never a cached anonymous page).
    expect(card(await list(query, t.app, tenant.auth), created.slug)?.is_favourite).toBe(true);
    expect(card(await list(query, t.app, tenant2.auth), created.slug)?.is_favourite).toBe(false);
    expect(card(await list(query), created.slug)).not.toHaveProperty("is_favourite");

    await t.app.inject({ method: "DELETE", url: fav, headers: tenant.auth });
    expect(card(await list(query), created.slug)?.stats.favourites).toBe(0);
    expect(card(await list(query, t.app, tenant.auth), created.slug)?.is_favourite).toBe(false);
  });

  it("an anonymous (cached) page is the same listing data a signed-in caller gets, without is_favourite", async () => {
    const query = `owner_id=${agent.user.id}&sort=price_desc&limit=5`;
    const anonymous = await list(query);
    const signedIn = await list(query, t.app, tenant2.auth);
    expect(anonymous.meta).toEqual(signedIn.meta);
    expect(anonymous.data).toEqual(signedIn.data.map(({ is_favourite: _f, ...p }) => p));
  });
});

describe("two instances", () => {
  it(`a write on one instance is seen by a list on the other (${testRedisUrl && testDatabaseUrl ? "own pools, version in Redis" : "one process, one cache"})`, async () => {
    // With Redis and PostgreSQL, B has its own pool and its own process-local cache state, like another
    // process: only the version in Redis tells it about A's writes.
    await withSecondInstance(
      t,
      async (b) => {
        const query = `owner_id=${agent.user.id}&city=Surulere&status=any&sort=newest&limit=50`;
        const onB = await list(query, b);
        await list(query, t.app);
        const created = await create(t.app, { title: "Flat listed on instance A" });
        const seen = await list(query, b);
        expect(slugs(seen)[0]).toBe(created.slug);
        expect(seen.meta.total).toBe(onB.meta.total + 1);

        await t.app.inject({
          method: "PATCH",
          url: `/api/properties/${created.slug}/status`,
          headers: agent.auth,
          payload: { status: "sold" },
        });
        expect(card(await list(query, b), created.slug)?.status).toBe("sold");

        // And the other way round: a write on B, seen on A.
        await b.inject({ method: "DELETE", url: `/api/properties/${created.slug}`, headers: agent.auth });
        const onA = await list(query, t.app);
        expect(slugs(onA)).not.toContain(created.slug);
        expect(onA.meta.total).toBe(onB.meta.total);
      },
      { ownPool: Boolean(testRedisUrl) },
    );
  });
});
