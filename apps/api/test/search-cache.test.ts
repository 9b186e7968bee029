/**
 * Anonymous search pages come from the page cache shared with listing lists (ADR 0403), and no write is ever hidden
 * by it: each test searches first (so the page is cached and served twice), then writes through the API, then
 * searches again and expects the change at once. Signed-in searches are never served from an anonymous page. The
 * last test writes on one instance and searches on another (with REDIS_URL and PostgreSQL: its own pool and its
 * own copies of pages, sharing the version in Redis).
 */
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

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent", firstName: "Quintessa", lastName: "Okafor" });
  await subscribe(t.app, agent.user.id, "business");
  tenant = await createUser(t.app, { role: "tenant" });
});
afterAll(() => t.close());

interface Card {
  id: number;
  name: string;
  email: string | null;
  average_rating: number;
}
interface Found {
  total: number;
  users: { data: Card[]; pagination: { total: number } };
  properties: { data: { slug: string; title: string; status: string }[]; pagination: { total: number } };
}

/** A search, asked twice: the second answer comes from the cache when the first was anonymous. */
async function search(params: Record<string, string>, app = t.app, headers: Record<string, string> = {}) {
  const url = `/api/search?${new URLSearchParams(params)}`;
  const first = await app.inject({ url, headers });
  expect(first.statusCode).toBe(200);
  expect(first.headers["content-type"]).toContain("application/json");
  const second = await app.inject({ url, headers });
  expect(second.json()).toEqual(first.json());
  return second.json().data.data as Found;
}

async function createListing(title: string, app = t.app) {
  const res = await app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: {
      title,
      price: 3_500_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 3,
      bathrooms: 3,
      amenities: [],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { slug: string };
}

describe("anonymous search pages never hide a write", () => {
  it("a new listing is found by the next search; a status change shows at once", async () => {
    expect((await search({ query: "marmalade" })).properties.pagination.total).toBe(0);
    const created = await createListing("Marmalade terrace flat");
    const found = await search({ query: "marmalade" });
    expect(found.properties.data.map((p) => p.slug)).toEqual([created.slug]);

    const status = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${created.slug}/status`,
      headers: agent.auth,
      payload: { status: "rented" },
    });
    expect(status.statusCode).toBe(200);
    expect((await search({ query: "marmalade" })).properties.data[0]?.status).toBe("rented");
  });

  it("a changed name is found at once, and the old name no longer finds the person", async () => {
    const before = await search({ query: "quintessa", type: "users" });
    expect(before.users.data.map((c) => c.id)).toEqual([agent.user.id]);
    expect((await search({ query: "zephyrine", type: "users" })).users.pagination.total).toBe(0);

    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: agent.auth,
      payload: { first_name: "Zephyrine" },
    });
    expect(res.statusCode).toBe(200);
    expect((await search({ query: "zephyrine", type: "users" })).users.data.map((c) => c.id)).toEqual([
      agent.user.id,
    ]);
    expect((await search({ query: "quintessa", type: "users" })).users.pagination.total).toBe(0);
  });

  it("a new review changes the card's average rating at once", async () => {
    const card = async () =>
      (await search({ query: "okafor", type: "users" })).users.data.find((c) => c.id === agent.user.id);
    expect((await card())?.average_rating).toBe(0);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/people/${agent.user.id}/reviews`,
      headers: tenant.auth,
      payload: { rating: 4, comment: "Showed us the flat on time and the papers were in order." },
    });
    expect(res.statusCode).toBe(201);
    expect((await card())?.average_rating).toBe(4);
  });

  it("a refused write changes nothing and the cached page stays", async () => {
    const before = await search({ query: "okafor", type: "users" });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: agent.auth,
      payload: { first_name: "" },
    });
    expect(bad.statusCode).toBe(422);
    expect(await search({ query: "okafor", type: "users" })).toEqual(before);
  });
});

describe("who sees which page", () => {
  it("a signed-in search is computed for its viewer, never taken from (or left in) the anonymous page", async () => {
    const params = { query: "okafor", type: "users" };
    const anonymous = await search(params);
    expect(anonymous.users.data.find((c) => c.id === agent.user.id)?.email).toBeNull();
    // The owner sees their own email on their card (cards.ts); nobody else does.
    const own = await search(params, t.app, agent.auth);
    expect(own.users.data.find((c) => c.id === agent.user.id)?.email).toBe(agent.user.email);
    expect((await search(params)).users.data.find((c) => c.id === agent.user.id)?.email).toBeNull();
    const other = await search(params, t.app, tenant.auth);
    expect(other.users.data.find((c) => c.id === agent.user.id)?.email).toBeNull();
  });

  it("bad parameters still answer 422 with errors.query, anonymous or not", async () => {
    for (const headers of [{}, tenant.auth]) {
      const res = await t.app.inject({ url: "/api/search?query=flat&limit=500", headers });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.query.length).toBeGreaterThan(0);
    }
  });

  it("spellings that parse alike share one answer", async () => {
    const a = await search({ query: "Marmalade", page: "1" });
    const b = await search({ query: "  marmalade " });
    expect(b.properties).toEqual(a.properties);
  });
});

describe("two instances", () => {
  it(`a write on one instance is seen by a search on the other (${testRedisUrl && testDatabaseUrl ? "own pools, version in Redis" : "one process, one cache"})`, async () => {
    // Without Redis the cache lives in the process: two instances there share it through the same database.
    await withSecondInstance(
      t,
      async (b) => {
        const params = { query: "tangerine" };
        expect((await search(params, b)).properties.pagination.total).toBe(0);
        await search(params, t.app);
        const created = await createListing("Tangerine court duplex", t.app);
        expect((await search(params, b)).properties.data.map((p) => p.slug)).toEqual([created.slug]);

        // And the other way round: a profile write on B, seen on A.
        const users = { query: "tangerine", type: "users" };
        expect((await search(users, t.app)).users.pagination.total).toBe(0);
        const res = await b.inject({
          method: "PUT",
          url: "/api/update/profile",
          headers: tenant.auth,
          payload: { last_name: "Tangerine" },
        });
        expect(res.statusCode).toBe(200);
        expect((await search(users, t.app)).users.data.map((c) => c.id)).toEqual([tenant.user.id]);
      },
      { ownPool: Boolean(testRedisUrl) },
    );
  });
});
