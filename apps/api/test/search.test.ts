/**
 * GET /api/search on seeded real data (issue 5): the real sale listings (SOURCES.md), the real LGAs, and the demo
 * people seeder. Known queries are checked against a reference computation done here in plain code over the same
 * rows (every word a prefix of some word of the listing; a city word a phrase of its place), so counts and order
 * must match exactly.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPeople } from "../src/modules/people/repo.ts";
import { ChangeClock, FollowedIndex } from "../src/modules/search/followed-index.ts";
import { type IndexSource, listingSource } from "../src/modules/search/index.repo.ts";
import { findListings, type PropertySearch } from "../src/modules/search/repo.ts";
import { buildServices } from "../src/modules/services.ts";
import { singular, words } from "../src/platform/language/text.ts";
import { buildTsQuery } from "../src/platform/language/tsquery.ts";
import { PROFESSION_STEMS } from "../src/platform/language/vocabulary.ts";
import { MARKET, pageCacheOf } from "../src/platform/page-cache.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { saleListings } from "../src/seed/listings.ts";
import { insertPeople } from "../src/seed/people.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { insertListings } from "../src/seed/properties.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;

interface Listing {
  id: number;
  title: string;
  city: string;
  state: string;
  address: string;
  property_type: string;
  category: string;
  description: string;
  price: number;
  bedrooms: number;
  listing_type: string;
  created_at: string;
  owner_role: string;
  verified: boolean;
}
interface Person {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  city: string | null;
  state: string | null;
  occupation_job_title: string | null;
  industry_field: string | null;
  skills: string[];
  bio: string | null;
  role: string;
}
let listings: Listing[] = [];
let people: Person[] = [];

const LISTINGS = 2500;
const PEOPLE = 120;

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  await insertPeople(t.db, 0, PEOPLE, "not-a-usable-hash");
  const owners = (
    await t.database.query<{ id: number }>(
      "select id from users where role in ('agent','landlord','developer') order by id",
    )
  ).map((r) => Number(r.id));
  const sale = saleListings(readFileSync(join(datasetsDir, "nigeria_houses_sale.csv"), "utf8"));
  await insertListings(t.db, sale.slice(0, LISTINGS), owners, { generated: false, imagesPerListing: 1 });
  listings = (
    await t.database.query<Listing>(
      `select p.id, p.title, p.city, p.state, p.address, p.property_type, p.category, p.description, p.price,
              p.bedrooms, p.listing_type, p.created_at, u.role as owner_role,
              (pr.verified_at is not null) as verified
         from properties p join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id`,
    )
  ).map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    created_at: String(new Date(r.created_at).getTime()),
  }));
  people = (
    await t.database.query<Person>(
      `select p.user_id as id, p.first_name, p.last_name, p.company_name, p.city, p.state, p.occupation_job_title,
              p.industry_field, p.skills, p.bio, u.role
         from profiles p join users u on u.id = p.user_id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
}, 180_000);
afterAll(async () => {
  await t.close();
});

// ---- reference computation (independent of the SQL) -----------------------------------------------------
const prefixOf = (terms: string[], docWords: string[]) =>
  terms.every((term) => docWords.some((w) => w.startsWith(term)));
const phraseIn = (phrase: string[], seq: string[]) =>
  seq.some((_, i) => phrase.every((w, k) => seq[i + k] === w));
const listingWords = (l: Listing) =>
  words(
    `${l.title} ${l.city} ${l.state} ${l.address} ${l.property_type} ${l.category.replaceAll("-", " ")} ${l.description}`,
  );
const headWords = (l: Listing) =>
  words(`${l.title} ${l.city} ${l.state} ${l.address} ${l.property_type} ${l.category.replaceAll("-", " ")}`);
/**
 * The search's order (ADR 0405): listings with every text word in their title, place or type first, then verified
 * owners, then newest.
 */
const rankedBy = (terms: string[]) => {
  const tier = (l: Listing) => (prefixOf(terms, headWords(l)) ? 0 : 2) + (l.verified ? 0 : 1);
  return (a: Listing, b: Listing) =>
    tier(a) - tier(b) || Number(b.created_at) - Number(a.created_at) || b.id - a.id;
};

function referenceListings(opts: {
  terms: string[];
  city?: string;
  where?: (l: Listing) => boolean;
}): Listing[] {
  const terms = opts.terms.map(singular);
  const city = opts.city ? words(opts.city) : null;
  return listings
    .filter((l) => prefixOf(terms, listingWords(l)))
    .filter((l) => !city || phraseIn(city, words(`${l.city} ${l.state} ${l.address}`)))
    .filter((l) => !opts.where || opts.where(l))
    .sort(rankedBy(terms));
}

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

  it("reads few matches whole and walks many in index order, with the same pages either way", async () => {
    const db = t.app.db;
    const whole = {
      properties: (q: PropertySearch, page: number, limit: number) =>
        findListings(db, q, page, limit, undefined, 1_000_000),
      people: (q: Parameters<typeof findPeople>[1], page: number, limit: number) =>
        findPeople(db, q, page, limit, undefined, 1_000_000),
    };
    const walked = {
      properties: (q: PropertySearch, page: number, limit: number) =>
        findListings(db, q, page, limit, undefined, 0),
      people: (q: Parameters<typeof findPeople>[1], page: number, limit: number) =>
        findPeople(db, q, page, limit, undefined, 0),
    };
    const lekki = { name: "Lekki", words: ["lekki"], fromText: true };
    const none = { terms: [], cities: [], propertyType: [], states: null };
    const queries = [
      { ...none, terms: ["duplex"] },
      { ...none, terms: ["duplex", "lekki"], states: ["lagos"] },
      { ...none, terms: ["lekki"], states: ["abuja"] },
      { ...none, states: ["lagos"] },
      { ...none, terms: ["duplex"], cities: [lekki] },
    ];
    const filters = { minKobo: null, maxKobo: null, bedrooms: null, listingType: null, ownerRoles: null };
    for (const q of queries) {
      const search = { ...q, ...filters };
      for (const page of [1, 2, 5]) {
        const a = await whole.properties(search, page, 7);
        expect(await walked.properties(search, page, 7)).toEqual(a);
      }
    }
    const few = await whole.properties({ ...queries[2]!, ...filters }, 1, 10);
    expect(few).toEqual({ ids: [], total: 0 });
    for (const ranked of [true, false]) {
      const people = { tsquery: "lekki:*", states: null, roles: null, ranked };
      for (const page of [1, 3])
        expect(await walked.people(people, page, 5)).toEqual(await whole.people(people, page, 5));
    }
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

describe("the listing index in this process (ADR 0405)", () => {
  const none = { terms: [], cities: [], propertyType: [], states: null };
  const filters = { minKobo: null, maxKobo: null, bedrooms: null, listingType: null, ownerRoles: null };
  const city = (name: string) => ({ name, words: words(name), fromText: false });
  const ETI_OSA = { west: 3.4, south: 6.4, east: 3.6, north: 6.5 };
  const ABUJA = { west: 7.3, south: 8.9, east: 7.55, north: 9.1 };
  const queries: PropertySearch[] = [
    { ...none, ...filters, terms: ["duplex"] },
    { ...none, ...filters, terms: ["du"] },
    { ...none, ...filters, terms: ["duplex", "lekki"], states: ["lagos"] },
    { ...none, ...filters, terms: ["lekki"], states: ["abuja"] },
    { ...none, ...filters, states: ["lagos"] },
    { ...none, ...filters },
    { ...none, ...filters, terms: ["duplex"], cities: [city("Lekki")] },
    { ...none, ...filters, cities: [city("Victoria Island")] },
    { ...none, ...filters, cities: [city("Lekki"), city("Ajah")], terms: ["detached"] },
    { ...none, ...filters, propertyType: ["bungalow"] },
    { ...none, ...filters, terms: ["pool"], minKobo: 50_000_000_00, maxKobo: 300_000_000_00 },
    { ...none, ...filters, terms: ["duplex"], bedrooms: 4, listingType: "sale" },
    { ...none, ...filters, terms: ["duplex"], listingType: "rent" },
    { ...none, ...filters, terms: ["duplex"], ownerRoles: ["landlord"] },
    { ...none, ...filters, terms: ["zzzzqqq"] },
    // A kind of home by any of its ways; a neighbourhood's words in the place part with the town.
    { ...none, ...filters, types: [{ name: "house", ways: [["detached", "duplex"], ["bungalow"]] }] },
    { ...none, ...filters, terms: ["lekki"], types: [{ name: "terrace", ways: [["terrace"]] }] },
    {
      ...none,
      ...filters,
      cities: [{ ...city("Lekki"), area: { name: "Lekki Phase 1", words: ["phase", "1"] } }],
    },
    // The map's area (ADR 0408): Eti-Osa alone, with words, and Abuja's centre with a price.
    { ...none, ...filters, bbox: ETI_OSA },
    { ...none, ...filters, terms: ["duplex"], bbox: ETI_OSA },
    { ...none, ...filters, cities: [city("Lekki")], bbox: ETI_OSA, listingType: "sale" },
    { ...none, ...filters, bbox: ABUJA, maxKobo: 300_000_000_00 },
  ];

  it("finds listings by their map area (ADR 0408)", async () => {
    const inLekki = await findListings(t.app.db, { ...none, ...filters, bbox: ETI_OSA }, 1, 10);
    const inAbuja = await findListings(t.app.db, { ...none, ...filters, bbox: ABUJA }, 1, 10);
    expect(inLekki.total).toBeGreaterThan(50);
    expect(inAbuja.total).toBeGreaterThan(10);
    const states = await t.database.query<{ state: string }>(
      "select distinct state from properties where id = any($1::bigint[])",
      [[...inLekki.ids, ...inAbuja.ids]],
    );
    expect(states.map((r) => r.state).sort()).toEqual(["Abuja", "Lagos"]);
  });

  it("answers every query with the same ids, order and total as the SQL path", async () => {
    const index = t.app.services.search.listingIndex;
    await index.warm();
    expect(index.ready).toBe(true);
    for (const q of queries)
      for (const [page, limit] of [
        [1, 10],
        [2, 7],
        [40, 20],
      ] as const) {
        const sql = await findListings(t.app.db, q, page, limit);
        const found = await index.find(q, (page - 1) * limit, limit);
        expect({ q, page, ...found }).toEqual({ q, page, ...sql });
      }
  });

  it("answers people searches with the same ids, order and total as the SQL path", async () => {
    const index = t.app.services.search.peopleIndex;
    await index.warm();
    const lawyer = PROFESSION_STEMS.lawyer;
    const cases: { q: PropertySearch; ranked: boolean }[] = [
      { q: { ...none, ...filters, terms: ["ade"] }, ranked: true },
      { q: { ...none, ...filters, cities: [city("Lekki")] }, ranked: false },
      { q: { ...none, ...filters, cities: [city("Lekki")], ownerRoles: ["agent"] }, ranked: false },
      { q: { ...none, ...filters, anyTypes: lawyer }, ranked: false },
      { q: { ...none, ...filters, terms: ["real"], states: ["lagos"] }, ranked: true },
      { q: { ...none, ...filters, ownerRoles: ["tenant"] }, ranked: false },
    ];
    let found = 0;
    for (const { q, ranked } of cases) {
      const tsquery = buildTsQuery({
        terms: q.terms,
        cities: q.cities,
        professions: q.anyTypes ? ["lawyer"] : [],
      });
      for (const [page, limit] of [
        [1, 10],
        [3, 5],
      ] as const) {
        const sql = await findPeople(
          t.app.db,
          { tsquery, states: q.states, roles: q.ownerRoles, ranked },
          page,
          limit,
        );
        expect({ q, page, ...(await index.find(q, (page - 1) * limit, limit)) }).toEqual({ q, page, ...sql });
        if (sql.ids.length) found += 1;
      }
    }
    expect(found).toBeGreaterThan(6);
  });

  it("follows writes made outside the app within a second (a price, a deletion, an owner's verification)", async () => {
    const index = t.app.services.search.listingIndex;
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
    const index = t.app.services.search.listingIndex;
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
  const personWords = (p: Person) =>
    words(
      `${p.first_name} ${p.last_name} ${p.company_name ?? ""} ${p.city ?? ""} ${p.state ?? ""} ${p.occupation_job_title ?? ""} ${p.industry_field ?? ""} ${p.skills.join(" ")} ${p.bio ?? ""}`,
    );

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
    await expect
      .poll(() => t.app.services.search.peopleIndex.knows("zebulon"), { timeout: 2_500 })
      .toBe(true);
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
