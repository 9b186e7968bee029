/**
 * The plan's listing quota under parallel creates (issue 34): the count and the insert run in one transaction
 * under a transaction-scoped advisory lock on the owner (ADR 0201 addendum), so 10 creates at once by a fresh
 * Free landlord make exactly 3 live listings, while other owners' creates do not wait for that lock.
 */
import { setTimeout } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listing = {
  title: "2 bedroom flat in Surulere",
  price: 1_800_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Surulere",
  state: "Lagos",
  bedrooms: 2,
  bathrooms: 2,
  toilets: 3,
};
const QUOTA_MESSAGE =
  "Your Free plan allows 3 live listings. Upgrade your plan on /subscription, or mark a listing sold, rented or unavailable, to add another.";

const create = (auth: Record<string, string>, title = listing.title) =>
  t.app.inject({ method: "POST", url: "/api/properties", headers: auth, payload: { ...listing, title } });
const liveListings = async (ownerId: number) =>
  Number(
    (
      await t.database.query<{ n: number }>(
        "select count(*)::int as n from properties where owner_id = $1 and deleted_at is null and status in ('available', 'pending')",
        [ownerId],
      )
    )[0]!.n,
  );

describe("the Free plan's listing quota under parallel creates", () => {
  it("10 creates at once by each of three fresh Free landlords make exactly 3 live listings each", async () => {
    const landlords = await Promise.all([1, 2, 3].map(() => createUser(t.app, { role: "landlord" })));
    const replies = await Promise.all(
      landlords.flatMap((l) =>
        Array.from({ length: 10 }, (_, i) => create(l.auth, `Flat ${i + 1} of ${l.user.id}`)),
      ),
    );
    for (const [n, l] of landlords.entries()) {
      const mine = replies.slice(n * 10, n * 10 + 10);
      expect(mine.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, ...Array(7).fill(403)]);
      for (const r of mine.filter((r) => r.statusCode === 403))
        expect(r.json()).toMatchObject({ code: "LISTING_QUOTA_REACHED", message: QUOTA_MESSAGE });
      expect(await liveListings(l.user.id)).toBe(3);
    }
  });

  it("an owner's create does not wait for another owner's quota lock", async () => {
    const a = await createUser(t.app, { role: "landlord" });
    const b = await createUser(t.app, { role: "landlord" });
    if (!t.databaseUrl) {
      // PGlite has one connection: nothing else can hold a lock while a request runs.
      expect((await Promise.all([create(a.auth), create(b.auth)])).map((r) => r.statusCode)).toEqual([
        201, 201,
      ]);
      return;
    }
    // Another session holds A's quota lock, as A's own create would while it counts and inserts.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    let aDone = false;
    let aCreate: ReturnType<typeof create> | null = null;
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
        `listing-quota:${a.user.id}`,
      ]);
      aCreate = create(a.auth).finally(() => {
        aDone = true;
      });
      const bCreate = await Promise.race([create(b.auth), setTimeout(5_000, null)]);
      expect(bCreate?.statusCode).toBe(201);
      expect(aDone).toBe(false);
    } finally {
      await other.query("commit");
      await other.end();
    }
    expect((await aCreate!).statusCode).toBe(201);
    expect(await liveListings(a.user.id)).toBe(1);
    expect(await liveListings(b.user.id)).toBe(1);
  });
});

describe("a listing brought back to the market counts against the quota like a new one", () => {
  const setStatus = (auth: Record<string, string>, slug: string, status: string) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/properties/${slug}/status`,
      headers: auth,
      payload: { status },
    });
  const statusOf = async (slug: string) =>
    (await t.database.query<{ status: string }>("select status from properties where slug = $1", [slug]))[0]!
      .status;

  it("parked, replaced and brought back: refused with the quota message, by status or by edit, and nothing changes", async () => {
    const l = await createUser(t.app, { role: "landlord" });
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await create(l.auth, `Flat ${i} of ${l.user.id}`)).json().data.slug);
    const parked = slugs[0]!;
    expect((await setStatus(l.auth, parked, "rented")).statusCode).toBe(200);
    expect((await create(l.auth, `Flat 3 of ${l.user.id}`)).statusCode).toBe(201);

    const back = await setStatus(l.auth, parked, "available");
    expect(back.statusCode).toBe(403);
    expect(back.json()).toMatchObject({ code: "LISTING_QUOTA_REACHED", message: QUOTA_MESSAGE });
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${parked}`,
      headers: l.auth,
      payload: { status: "pending" },
    });
    expect(edit.statusCode).toBe(403);
    expect(await statusOf(parked)).toBe("rented");
    expect(await liveListings(l.user.id)).toBe(3);
    // Between statuses that are both live, or both off the market, nothing is counted.
    expect((await setStatus(l.auth, slugs[1]!, "pending")).statusCode).toBe(200);
    expect((await setStatus(l.auth, parked, "sold")).statusCode).toBe(200);
    // A free place: it comes back.
    expect((await setStatus(l.auth, slugs[2]!, "unavailable")).statusCode).toBe(200);
    expect((await setStatus(l.auth, parked, "available")).statusCode).toBe(200);
    expect(await liveListings(l.user.id)).toBe(3);
  });

  it("two parked listings brought back at once into one free place: exactly one comes back", async () => {
    const l = await createUser(t.app, { role: "landlord" });
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await create(l.auth, `Flat ${i} of ${l.user.id}`)).json().data.slug);
    await setStatus(l.auth, slugs[0]!, "rented");
    await setStatus(l.auth, slugs[1]!, "sold");
    expect((await create(l.auth, `Flat 3 of ${l.user.id}`)).statusCode).toBe(201); // two live: one place left
    const replies = await Promise.all([
      setStatus(l.auth, slugs[0]!, "available"),
      setStatus(l.auth, slugs[1]!, "available"),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await liveListings(l.user.id)).toBe(3);
  });
});
