/**
 * GET /api/search on seeded real data (issue 5): the real sale listings (SOURCES.md), the real LGAs, and the demo
 * people seeder (search-world.ts). Known queries are checked against a reference computation done in plain code
 * over the same rows, so counts and order must match exactly. What every engine of the search port must answer
 * alike is search-contract.test.ts; this file holds the HTTP replies and how the in-process index follows writes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeClock, FollowedIndex } from "../src/modules/search/followed-index.ts";
import { type IndexSource, listingSource } from "../src/modules/search/index.repo.ts";
import { findListings, type PropertySearch } from "../src/modules/search/repo.ts";
import { buildServices } from "../src/modules/services.ts";
import { words } from "../src/platform/language/text.ts";
import { MARKET, pageCacheOf } from "../src/platform/page-cache.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { listingIndexOf, peopleIndexOf } from "./search-engines.ts";
import {
  type Listing,
  type Person,
  personWords,
  phraseIn,
  prefixOf,
  referenceListings as reference,
  seedSearchWorld,
} from "./search-world.ts";

let t: TestApp;
let listings: Listing[] = [];
let people: Person[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ listings, people } = await seedSearchWorld(t));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const referenceListings = (opts: Parameters<typeof reference>[1]) => reference(listings, opts);

const search = async (params: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/search?${new URLSearchParams(params)}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const data = (body: { data: { data: unknown } }) =>
  body.data.data as {
    users: {
      data: { id: number; name: string; profile: Record<string, unknown> }[];
      pagination: Record<string, number>;
    };
    properties: { data: { id: number; title: string }[]; pagination: Record<string, number> };
    total: number;
    query: {
      highlight: string[];
      terms: string[];
      filters: Record<string, unknown>;
      sort: string;
      relaxed: boolean;
      corrected: { from: string; to: string } | null;
    };
    suggestions: { word: string; suggestion: string; query: string; total: number }[];
  };

describe("GET /api/search: listings on real data", () => {
  it.each([
    ["duplex lekki", ["duplex"], "Lekki"],
    ["detached duplex in ikoyi", ["detached", "duplex"], "Ikoyi"],
    ["terraced", ["terraced"], undefined],
    ["bungalow abuja", ["bungalow"], "Abuja"],
    ["semi detached duplexes", ["semi", "detached", "duplexes"], undefined],
    ["block of flats ajah", ["block", "flats"], "Ajah"],
  ])(
    "%s: every word matches as a prefix; the same rows and total as the reference",
    async (query, terms, city) => {
      const expected = referenceListings({ terms, city });
      expect(expected.length).toBeGreaterThan(0);
      const { status, body } = await search({ query, type: "properties", limit: "20" });
      expect(status).toBe(200);
      const d = data(body);
      expect(d.properties.pagination.total).toBe(expected.length);
      expect(d.properties.data.map((p) => p.id)).toEqual(expected.slice(0, 20).map((l) => l.id));
      expect(d.users.pagination.total).toBe(0);
    },
  );

  it("is accent- and case-insensitive and strips markup", async () => {
    const plain = data((await search({ query: "duplex lekki", type: "properties" })).body);
    const accented = data((await search({ query: "DÚPLEX Lékki", type: "properties" })).body);
    const marked = data(
      (await search({ query: "<b>duplex</b> <script>alert(1)</script>lekki", type: "properties" })).body,
    );
    expect(plain.properties.pagination.total).toBeGreaterThan(0);
    expect(accented.properties.pagination.total).toBe(plain.properties.pagination.total);
    expect(marked.properties.pagination.total).toBe(plain.properties.pagination.total);
    expect(marked.query.terms).toEqual(["duplex"]);
  });

  it("applies price (decimal naira), state, bedroomCount and listing type filters", async () => {
    const expected = referenceListings({
      terms: ["duplex"],
      where: (l) =>
        l.state === "Lagos" &&
        l.price >= 50_000_000_00 &&
        l.price <= 150_000_000_50 &&
        l.bedrooms === 4 &&
        l.listing_type === "sale",
    });
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await search({
      query: "duplex for sale",
      state: "lagos",
      minPrice: "50,000,000",
      maxPrice: "150000000.50",
      bedroomCount: "4",
      limit: "50",
    });
    const d = data(body);
    expect(d.properties.pagination.total).toBe(expected.length);
    expect(d.properties.data.map((p) => p.id)).toEqual(expected.slice(0, 50).map((l) => l.id));
    // Property-only filters leave the people group empty.
    expect(d.users.pagination.total).toBe(0);
    expect(d.query.filters).toMatchObject({ bedroomCount: 4, minPrice: 50_000_000, listingType: "sale" });
  });

  it("reads '4 bedroom' in the text as the bedroom filter", async () => {
    const expected = referenceListings({ terms: ["duplex"], city: "Lekki", where: (l) => l.bedrooms === 4 });
    const d = data((await search({ query: "4 bedroom duplex lekki", type: "properties" })).body);
    expect(d.properties.pagination.total).toBe(expected.length);
  });

  it("pages through results in a stable order", async () => {
    const expected = referenceListings({ terms: ["duplex"], city: "Lekki" });
    const p1 = data((await search({ query: "duplex lekki", type: "properties", limit: "7" })).body);
    const p3 = data(
      (await search({ query: "duplex lekki", type: "properties", limit: "7", page: "3" })).body,
    );
    expect(p1.properties.data.map((p) => p.id)).toEqual(expected.slice(0, 7).map((l) => l.id));
    expect(p3.properties.data.map((p) => p.id)).toEqual(expected.slice(14, 21).map((l) => l.id));
    expect(p3.properties.pagination).toEqual({
      current_page: 3,
      last_page: Math.ceil(expected.length / 7),
      per_page: 7,
      total: expected.length,
    });
  });

  it("sorts by relevance (default), newest, price up or down, ties by id, and says which (issue 47)", async () => {
    const base = { query: "duplex lekki", type: "properties", limit: "9" };
    for (const sort of ["relevance", "newest", "price_asc", "price_desc"] as const) {
      const expected = referenceListings({ terms: ["duplex"], city: "Lekki", sort }).map((l) => l.id);
      expect(expected.length).toBeGreaterThan(18);
      const page2 = data((await search({ ...base, sort, page: "2" })).body);
      expect(page2.properties.data.map((p) => p.id)).toEqual(expected.slice(9, 18));
      expect(page2.properties.pagination.total).toBe(expected.length);
      expect(page2.query.sort).toBe(sort);
    }
    const prices = data((await search({ ...base, sort: "price_desc" })).body).properties.data.map(
      (p) => listings.find((l) => l.id === p.id)!.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(data((await search(base)).body).query.sort).toBe("relevance");
  });

  it("defaults to page 1 and 10 results per group (SPEC §9)", async () => {
    const d = data((await search({ query: "duplex" })).body);
    expect(d.properties.data).toHaveLength(10);
    expect(d.properties.pagination.current_page).toBe(1);
    expect(d.properties.pagination.per_page).toBe(10);
  });

  it("searches the correction of a typo and says so (ADR 0405)", async () => {
    const d = data((await search({ query: "duplx lekki" })).body);
    const fixed = data((await search({ query: "duplex lekki" })).body);
    expect(d.query.corrected).toEqual({ from: "duplx lekki", to: "duplex lekki" });
    expect(d.query.terms).toEqual(["duplex"]);
    expect(d.total).toBe(fixed.total);
    expect(d.properties.data.map((p) => p.id)).toEqual(fixed.properties.data.map((p) => p.id));
    expect(d.suggestions).toEqual([]);
    expect(data((await search({ query: "dupelx" })).body).query.corrected).toEqual({
      from: "dupelx",
      to: "duplex",
    });
    expect(data((await search({ query: "qqqqzzzz" })).body).query.corrected).toBeNull();
  });

  it("offers 'Did you mean' for a typo searched as typed (asTyped=1), only when it finds something", async () => {
    const asTyped = (query: string) => search({ query, asTyped: "1" });
    const d = data((await asTyped("duplx lekki")).body);
    expect(d.total).toBe(0);
    expect(d.query.corrected).toBeNull();
    expect(d.suggestions[0]).toMatchObject({ word: "duplx", suggestion: "duplex", query: "duplex lekki" });
    const fixed = data((await search({ query: "duplex lekki" })).body);
    expect(d.suggestions[0]!.total).toBe(fixed.total);

    const place = data((await asTyped("duplex lekkki")).body);
    expect(place.suggestions[0]?.query.toLowerCase()).toBe("duplex lekki");

    // One wrong or swapped letter is below the trigram similarity cut, and still found by edit distance.
    const short = data((await asTyped("lekii")).body);
    expect(short.total).toBe(0);
    expect(short.suggestions[0]).toMatchObject({ word: "lekii", query: "Lekki" });
    expect(short.suggestions[0]!.total).toBe(data((await search({ query: "lekki" })).body).total);
    const swapped = data((await asTyped("dupelx")).body);
    expect(swapped.suggestions[0]).toMatchObject({ word: "dupelx", suggestion: "duplex", query: "duplex" });

    const nothing = data((await asTyped("qqqqzzzz")).body);
    expect(nothing.suggestions).toEqual([]);
  });
});

describe("the listing index in this process follows the database (ADR 0405, 0407)", () => {
  const none = { terms: [], cities: [], propertyType: [], states: null };
  const filters = { minKobo: null, maxKobo: null, bedrooms: null, listingType: null, ownerRoles: null };
  const city = (name: string) => ({ name, words: words(name), fromText: false });
  it("follows writes made outside the app within a second (a price, a deletion, an owner's verification)", async () => {
    const index = listingIndexOf(t.app);
    await index.warm();
    const q: PropertySearch = { ...none, ...filters, terms: ["duplex"], cities: [city("Lekki")] };
    const before = (await index.find(q, 0, 5))!;
    const [first, second] = before.ids as [number, number];
    // The database's clock is read at most once a second (ChangeClock): a write that no version bump announces is
    // found by the searches of the next second, not later.
    const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 });
    const [{ price }] = (await t.database.query<{ price: string }>(
      "select price from properties where id = $1",
      [first],
    )) as [{ price: string }];
    await t.database.query("update properties set price = 1 where id = $1", [first]);
    await soon(() => index.find({ ...q, maxKobo: 1 }, 0, 5)).toEqual({ ids: [first], total: 1 });

    await t.database.query("update properties set deleted_at = now() where id = $1", [first]);
    await soon(async () => (await index.find(q, 0, 5))!.total).toBe(before.total - 1);
    expect((await index.find(q, 0, 5))!.ids).not.toContain(first);

    // An owner verified: their listings move up (verified owners first).
    const last = (await index.find(q, before.total - 2, 1))!.ids[0]!;
    const owner = Number(
      (
        await t.database.query<{ owner_id: number }>("select owner_id from properties where id = $1", [last])
      )[0]!.owner_id,
    );
    await t.database.query("update profiles set verified_at = now() where user_id = $1", [owner]);
    await soon(async () => (await index.find(q, 0, before.total))!.ids.indexOf(last)).toBeLessThan(
      before.total - 2,
    );
    expect(await index.find(q, 0, before.total)).toEqual(await findListings(t.app.db, q, 1, before.total));
    await t.database.query("update profiles set verified_at = null where user_id = $1", [owner]);
    await t.database.query("update properties set deleted_at = null, price = $2 where id = $1", [
      first,
      price,
    ]);
    expect(second).toBeGreaterThan(0);
  });

  it("reads the database's clock once for the searches of the next second, then again", async () => {
    const clock = new ChangeClock(t.app.db, 300);
    const first = await clock.read();
    const stamped = (await t.database.query<{ id: number }>("select id from properties limit 1"))[0]!.id;
    await t.database.query("update properties set title = title || ' (new)' where id = $1", [stamped]);
    expect(await clock.read()).toBe(first); // the same read: the stamp just written is not seen yet
    await new Promise((r) => setTimeout(r, 350));
    const next = await clock.read();
    expect(next.listings).toBeGreaterThan(first.listings);
    expect(next.now).toBeGreaterThan(first.now);
    await t.database.query("update properties set title = left(title, -6) where id = $1", [stamped]);
  });

  it("finds a write made through the app at the very next search, without waiting for the clock", async () => {
    const index = listingIndexOf(t.app);
    await index.warm();
    const q: PropertySearch = { ...none, ...filters, terms: ["duplex"], cities: [city("Lekki")] };
    const before = (await index.find(q, 0, 5))!;
    const first = before.ids[0] as number;
    const [{ price }] = (await t.database.query<{ price: string }>(
      "select price from properties where id = $1",
      [first],
    )) as [{ price: string }];
    await index.find(q, 0, 5); // the clock was read just now: the next read is a second away
    await t.database.query("update properties set price = 2 where id = $1", [first]);
    await pageCacheOf(t.app).bump(["market"]); // what every listing write does after committing
    expect(await index.find({ ...q, maxKobo: 2 }, 0, 5)).toEqual({ ids: [first], total: 1 });
    await t.database.query("update properties set price = $2 where id = $1", [first, price]);
    await pageCacheOf(t.app).bump(["market"]);
    expect(await index.find({ ...q, maxKobo: 2 }, 0, 5)).toEqual({ ids: [], total: 0 });
  });

  it("reads each changed record's words once, not again at every follow within the margin", async () => {
    const read: number[][] = [];
    const source: IndexSource = {
      ...listingSource,
      byIds: (db, ids) => {
        read.push(ids);
        return listingSource.byIds(db, ids);
      },
    };
    const pages = pageCacheOf(t.app);
    const index = new FollowedIndex(
      source,
      t.app.db,
      new ChangeClock(t.app.db, 0),
      () => pages.version(MARKET),
      t.app.log,
    );
    await index.warm();
    const bulk = (
      await t.database.query<{ id: number; bedrooms: number }>(
        "select id, bedrooms from properties where deleted_at is null and bedrooms <> 77 order by id limit 40",
      )
    ).map((r) => ({ id: Number(r.id), bedrooms: Number(r.bedrooms) }));
    const ids = bulk.map((r) => r.id);
    await t.database.query("update properties set bedrooms = 77 where id = any($1::bigint[])", [ids]);
    const q: PropertySearch = { ...none, ...filters, bedrooms: 77 };
    await pages.bump(MARKET);
    expect((await index.find(q, 0, 100))!.ids.sort((a, b) => a - b)).toEqual(ids);
    expect(read.flat()).toEqual(expect.arrayContaining(ids));
    read.length = 0;
    await pages.bump(MARKET); // another write's follow, within the margin: the 40 are current already
    expect((await index.find(q, 0, 100))!.total).toBe(ids.length);
    expect(read.flat().filter((id) => ids.includes(id))).toEqual([]);
    await t.database.query(
      "update properties p set bedrooms = b.n from unnest($1::bigint[], $2::int[]) as b(id, n) where p.id = b.id",
      [ids, bulk.map((r) => r.bedrooms)],
    );
    await pages.bump(MARKET);
    expect((await index.find(q, 0, 100))!.total).toBe(0);
    index.close();
  });
});

describe("suggestion terms", () => {
  const lastRebuilt = async () =>
    (await t.database.query<{ at: string }>("select max(updated_at)::text as at from search_terms"))[0]!.at;

  it("a new process reuses terms rebuilt in the last 10 minutes, and rebuilds older ones in the background", async () => {
    await search({ query: "duplx" }); // makes sure the terms exist
    await t.database.query("update search_terms set updated_at = now() - interval '2 minutes'");
    const recent = await lastRebuilt();
    const corrected = await buildServices(t.app).search.search({ query: "duplx" }, null);
    expect(corrected.query.corrected).toEqual({ from: "duplx", to: "duplex" });
    await new Promise((r) => setTimeout(r, 300));
    expect(await lastRebuilt()).toBe(recent);

    await t.database.query("update search_terms set updated_at = now() - interval '20 minutes'");
    const old = await lastRebuilt();
    await buildServices(t.app).search.search({ query: "duplx" }, null);
    await expect.poll(lastRebuilt, { timeout: 10_000 }).not.toBe(old);
  });
});

describe("GET /api/search: people", () => {
  it("takes role words and city words out of the text as filters", async () => {
    const expected = people.filter(
      (p) => p.role === "agent" && phraseIn(["lekki"], words(`${p.city ?? ""} ${p.state ?? ""}`)),
    );
    expect(expected.length).toBeGreaterThan(0);
    const d = data((await search({ query: "agents in Lekki", type: "users", limit: "50" })).body);
    expect(d.query.filters).toMatchObject({ roles: ["agent"], cities: ["Lekki"] });
    expect(d.query.terms).toEqual([]);
    expect(d.users.pagination.total).toBe(expected.length);
    expect(new Set(d.users.data.map((u) => u.id))).toEqual(new Set(expected.map((p) => p.id)));
    for (const u of d.users.data) expect(u.profile).toMatchObject({ role: "agent", role_title: "Agent" });
  });

  it("lists people found by place words only verified first, then newest (no text to rank by)", async () => {
    const verified = new Set(
      (
        await t.database.query<{ id: number }>(
          "select user_id as id from profiles where verified_at is not null",
        )
      ).map((r) => Number(r.id)),
    );
    const expected = people
      .filter((p) => p.role !== "admin" && phraseIn(["lagos"], words(`${p.city ?? ""} ${p.state ?? ""}`)))
      .sort((a, b) => Number(verified.has(b.id)) - Number(verified.has(a.id)) || b.id - a.id);
    expect(expected.some((p) => verified.has(p.id))).toBe(true);
    expect(expected.some((p) => !verified.has(p.id))).toBe(true);
    const d = data((await search({ query: "lagos", type: "users", limit: "50" })).body);
    expect(d.query.terms).toEqual([]);
    expect(d.users.pagination.total).toBe(expected.length);
    expect(d.users.data.map((u) => u.id)).toEqual(expected.slice(0, 50).map((p) => p.id));
  });

  it("'user' means tenants; role words also filter listings by who listed them", async () => {
    const tenants = people.filter((p) => p.role === "tenant");
    const d = data((await search({ query: "user", limit: "50" })).body);
    expect(d.users.pagination.total).toBe(tenants.length);
    expect(d.properties.pagination.total).toBe(0);
    const landlords = data((await search({ query: "landlord duplex", type: "properties" })).body);
    const expected = referenceListings({ terms: ["duplex"], where: (l) => l.owner_role === "landlord" });
    expect(landlords.properties.pagination.total).toBe(expected.length);
  });

  it("a profession word finds people by occupation and skills, and no listings", async () => {
    const expected = people.filter((p) =>
      ["lawyer", "solicitor", "barrister", "attorney", "legal"].some((stem) =>
        words(`${p.occupation_job_title ?? ""} ${p.industry_field ?? ""} ${p.skills.join(" ")}`).some((w) =>
          w.startsWith(stem),
        ),
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    const d = data((await search({ query: "lawyers", limit: "50" })).body);
    expect(d.query.filters.professions).toEqual(["lawyer"]);
    expect(d.users.pagination.total).toBe(expected.length);
    expect(d.properties.pagination.total).toBe(0);
  });

  it("matches names by every word, as prefixes", async () => {
    const sample = people.find((p) => p.role === "agent")!;
    const q = `${sample.first_name.slice(0, 4)} ${sample.last_name.slice(0, 3)}`;
    const expected = people.filter((p) => prefixOf(words(q), personWords(p)));
    const d = data((await search({ query: q, type: "users", limit: "50" })).body);
    expect(d.users.pagination.total).toBe(expected.length);
    expect(d.users.data.map((u) => u.id)).toContain(sample.id);
  });

  it("reads a city word as text when the place finds nothing (a person named after a town)", async () => {
    const u = await createUser(t.app, { role: "agent", firstName: "Zebulon", lastName: "Ikeja" });
    // A sign-up moves no content version: the index finds it through the database's clock, within a second.
    await expect.poll(() => peopleIndexOf(t.app).knows("zebulon"), { timeout: 2_500 }).toBe(true);
    const d = data((await search({ query: "zebulon ikeja" })).body);
    expect(d.query.relaxed).toBe(true);
    expect(d.users.data.map((x) => x.id)).toEqual([u.user.id]);
  });
});

describe("GET /api/search: errors (SPEC §8)", () => {
  it.each([
    [{ limit: "0" }, "limit"],
    [{ limit: "51" }, "limit"],
    [{ page: "-1" }, "page"],
    [{ page: "two" }, "page"],
    [{ bedroomCount: "three" }, "bedroomCount"],
    [{ minPrice: "cheap" }, "minPrice"],
    [{ minPrice: "500", maxPrice: "100" }, "maxPrice"],
    [{ type: "cars" }, "type"],
    [{ role: "wizard" }, "role"],
    [{ profession: "baker" }, "profession"],
    [{ bbox: "3.4,6.4,3.6" }, "bbox"],
    [{ bbox: "3.6,6.4,3.4,6.5" }, "bbox"],
    [{ sort: "cheapest" }, "sort"],
  ])("%j → 422 with the problem under errors.query", async (params, field) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(422);
    expect(body.status).toBe("error");
    expect(body.errors[field]).toHaveLength(1);
    expect(body.errors.query[0]).toBe(body.errors[field][0]);
    expect(body.message).toBe(body.errors.query[0]);
  });

  it("accepts a repeated parameter (the last one wins)", async () => {
    const res = await t.app.inject({ url: "/api/search?limit=99&limit=5&query=duplex" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.properties.pagination.per_page).toBe(5);
  });
});
