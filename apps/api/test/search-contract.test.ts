/**
 * The search port's contract (modules/search/port.ts, ADR 0412): what every engine must answer, and answer alike,
 * on the same seeded world (search-world.ts). Each adapter (`postgres`, `index`; a third, such as OpenSearch,
 * joins ENGINES) is checked against a reference computed in plain code over the rows (matches, order of every
 * sort, totals, capped totals, facet counts, percolation), and the adapters against one another on the queries
 * the reference does not compute (kinds of home, neighbourhoods, map areas, people by profession). Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  FoundPage,
  ListingQuery,
  PeopleQuery,
  SearchEngines,
  SearchSort,
} from "../src/modules/search/port.ts";
import { words } from "../src/platform/language/text.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { ENGINES, type EngineName, enginesOf } from "./search-engines.ts";
import {
  type Listing,
  type Person,
  personWords,
  phraseIn,
  referenceListings,
  seedSearchWorld,
} from "./search-world.ts";

let t: TestApp;
let listings: Listing[] = [];
let people: Person[] = [];
const engines = {} as Record<EngineName, SearchEngines>;

beforeAll(async () => {
  t = await createTestApp();
  ({ listings, people } = await seedSearchWorld(t));
  for (const engine of ENGINES) engines[engine] = await enginesOf(t.app, engine);
}, 180_000);
afterAll(async () => {
  for (const engine of ENGINES) {
    engines[engine]?.listings.close();
    engines[engine]?.people.close();
  }
  await t.close();
});

const SORTS: SearchSort[] = ["relevance", "newest", "price_asc", "price_desc"];
const none: ListingQuery = {
  terms: [],
  cities: [],
  propertyType: [],
  states: null,
  minKobo: null,
  maxKobo: null,
  bedrooms: null,
  listingType: null,
  ownerRoles: null,
};
const city = (name: string) => ({ name, words: words(name), fromText: false });
const ETI_OSA = { west: 3.4, south: 6.4, east: 3.6, north: 6.5 };
const ABUJA = { west: 7.3, south: 8.9, east: 7.55, north: 9.1 };

/** Queries the plain-code reference computes: text words, a town, and the filters on the listing row. */
const referenced: { q: ListingQuery; terms: string[]; city?: string; where?: (l: Listing) => boolean }[] = [
  { q: { ...none, terms: ["duplex"] }, terms: ["duplex"] },
  { q: { ...none, terms: ["duplex"], cities: [city("Lekki")] }, terms: ["duplex"], city: "Lekki" },
  { q: { ...none, terms: ["detached", "duplex"] }, terms: ["detached", "duplex"] },
  { q: { ...none, terms: ["bungalow"], cities: [city("Abuja")] }, terms: ["bungalow"], city: "Abuja" },
  { q: { ...none, states: ["lagos"] }, terms: [], where: (l) => l.state_key === "lagos" },
  {
    q: { ...none, terms: ["duplex"], minKobo: 50_000_000_00, maxKobo: 150_000_000_00, bedrooms: 4 },
    terms: ["duplex"],
    where: (l) => l.price >= 50_000_000_00 && l.price <= 150_000_000_00 && l.bedrooms === 4,
  },
  {
    q: { ...none, terms: ["terraced"], listingType: "sale", ownerRoles: ["landlord"] },
    terms: ["terraced"],
    where: (l) => l.listing_type === "sale" && l.owner_role === "landlord",
  },
  { q: { ...none, terms: ["zzzzqqq"] }, terms: ["zzzzqqq"] },
];

/** Queries only the engines answer: every engine must give the same pages as every other. */
const crossChecked: ListingQuery[] = [
  { ...none, terms: ["du"] },
  { ...none, terms: ["duplex", "lekki"], states: ["lagos"] },
  { ...none, terms: ["lekki"], states: ["abuja"] },
  { ...none },
  { ...none, cities: [city("Victoria Island")] },
  { ...none, cities: [city("Lekki"), city("Ajah")], terms: ["detached"] },
  { ...none, propertyType: ["bungalow"] },
  { ...none, terms: ["pool"], minKobo: 50_000_000_00, maxKobo: 300_000_000_00 },
  { ...none, terms: ["duplex"], listingType: "rent" },
  { ...none, types: [{ name: "house", ways: [["detached", "duplex"], ["bungalow"]] }] },
  { ...none, terms: ["lekki"], types: [{ name: "terrace", ways: [["terrace"]] }] },
  { ...none, cities: [{ ...city("Lekki"), area: { name: "Lekki Phase 1", words: ["phase", "1"] } }] },
  { ...none, bbox: ETI_OSA },
  { ...none, terms: ["duplex"], bbox: ETI_OSA },
  { ...none, cities: [city("Lekki")], bbox: ETI_OSA, listingType: "sale" },
  { ...none, bbox: ABUJA, maxKobo: 300_000_000_00 },
];

const PAGES = [
  [1, 10],
  [2, 7],
  [40, 20],
] as const;

describe.each(ENGINES)("the %s engine", (engine) => {
  const search = () => engines[engine];

  it("finds the reference's listings in the order of every sort, with its total, page by page", async () => {
    let found = 0;
    for (const { q, ...ref } of referenced)
      for (const sort of SORTS) {
        const expected = referenceListings(listings, { ...ref, sort }).map((l) => l.id);
        for (const [page, limit] of PAGES) {
          const got = await search().listings.find({ ...q, sort }, { page, limit });
          const from = (page - 1) * limit;
          expect({ q, sort, page, ...got }).toEqual({
            q,
            sort,
            page,
            ids: expected.slice(from, from + limit),
            total: expected.length,
          });
        }
        if (expected.length) found += 1;
      }
    expect(found).toBeGreaterThan(20);
  });

  it("pages of every sort follow one another without a gap or a repeat (ties broken by id)", async () => {
    const q: ListingQuery = { ...none, states: ["lagos"], bedrooms: 4 };
    for (const sort of SORTS) {
      const whole = await search().listings.find({ ...q, sort }, { page: 1, limit: 50 });
      expect(whole.total).toBeGreaterThan(20);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(Math.min(whole.total, 50) / 9); page++)
        paged.push(...(await search().listings.find({ ...q, sort }, { page, limit: 9 })).ids);
      expect(paged.slice(0, whole.ids.length)).toEqual(whole.ids);
    }
  });

  it("reads few matches whole or walks many in order, with the same pages either way", async () => {
    for (const q of [...referenced.map((r) => r.q), ...crossChecked.slice(0, 5)])
      for (const sort of ["relevance", "price_asc"] as const)
        for (const page of [1, 2, 5]) {
          const whole = await search().listings.find({ ...q, sort }, { page, limit: 7, few: 1_000_000 });
          expect(await search().listings.find({ ...q, sort }, { page, limit: 7, few: 0 })).toEqual(whole);
        }
  });

  it("caps a total when asked: the cap and `capped` past it, pages ending at the cap; exact below it", async () => {
    const q: ListingQuery = { ...none, states: ["lagos"] };
    const exact = await search().listings.find(q, { page: 1, limit: 10 });
    expect(exact.total).toBeGreaterThan(100);
    expect(exact.capped).toBeUndefined();
    const capped = await search().listings.find(q, { page: 1, limit: 10, cap: 100 });
    expect(capped).toEqual({ ids: exact.ids, total: 100, capped: true });
    const last = await search().listings.find(q, { page: 10, limit: 10, cap: 100 });
    expect(last.ids).toEqual((await search().listings.find(q, { page: 10, limit: 10 })).ids);
    expect(await search().listings.find(q, { page: 11, limit: 10, cap: 100 })).toEqual({
      ids: [],
      total: 100,
      capped: true,
    });
    const few = { ...none, terms: ["bungalow"], cities: [city("Abuja")] };
    const all = await search().listings.find(few, { page: 1, limit: 10 });
    expect(all.total).toBeGreaterThan(0);
    expect(await search().listings.find(few, { page: 1, limit: 10, cap: all.total })).toEqual(all);
  });

  it("counts matches by facet as the reference does, adding up to the total", async () => {
    const lagosDuplex = referenced[1]!;
    const rows = referenceListings(listings, lagosDuplex);
    const countOf = (value: (l: Listing) => string) => {
      const counts = new Map<string, number>();
      for (const l of rows) counts.set(value(l), (counts.get(value(l)) ?? 0) + 1);
      return [...counts]
        .map(([v, count]) => ({ value: v, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    };
    expect(rows.length).toBeGreaterThan(10);
    expect(await search().listings.countBy(lagosDuplex.q, "bedrooms")).toEqual(
      countOf((l) => String(l.bedrooms)),
    );
    expect(await search().listings.countBy(lagosDuplex.q, "listingType")).toEqual(
      countOf((l) => l.listing_type),
    );
    const byState = await search().listings.countBy({ ...none, terms: ["duplex"] }, "state");
    expect(byState.map((f) => f.value)).toContain("lagos");
    expect(byState.reduce((n, f) => n + f.count, 0)).toBe(
      (await search().listings.find({ ...none, terms: ["duplex"] }, { page: 1, limit: 1 })).total,
    );
    expect(await search().listings.countBy(referenced.at(-1)!.q, "state")).toEqual([]);
  });

  it("percolates: each changed listing matches exactly the saved searches whose search finds it", async () => {
    const { listings: changed } = await search().listings.changedSince(0);
    expect(changed.length).toBe(listings.length);
    const sample = changed.filter((_, i) => i % 25 === 0);
    const saved = [...referenced.map((r) => r.q), ...crossChecked].map((query, i) => ({ id: i + 1, query }));
    const expected = new Map<number, number[]>();
    const sampled = new Set(sample.map((c) => c.id));
    for (const s of saved) {
      const all = await search().listings.find(s.query, { page: 1, limit: 5_000 });
      for (const id of all.ids) if (sampled.has(id)) expected.set(id, [...(expected.get(id) ?? []), s.id]);
    }
    expect(expected.size).toBeGreaterThan(20);
    const got = await search().listings.percolate(sample, saved);
    expect(new Map([...got].sort(([a], [b]) => a - b))).toEqual(
      new Map([...expected].sort(([a], [b]) => a - b)),
    );
    // A listing gone (deleted or hidden) matches nothing, not even a search that asks for nothing.
    const gone = { ...sample[0]!, gone: true };
    expect(await search().listings.percolate([gone], [{ id: 99, query: none }])).toEqual(new Map());
  });

  it("finds a neighbourhood's listings: the town and the neighbourhood's words in the place", async () => {
    const area = (name: string, ws: string[]) => ({ ...city("Lekki"), area: { name, words: ws } });
    const phase1 = await search().listings.find(
      { ...none, cities: [area("Lekki Phase 1", ["phase", "1"])] },
      { page: 1, limit: 50 },
    );
    // Every listing of Lekki whose place has the words "phase" and "1" (its neighbourhood may be "Admiralty Way, Lekki
    // Phase 1"), the way the reference reads a place.
    const expected = listings.filter(
      (l) => l.city === "Lekki" && /\bphase\b/i.test(l.address) && /\b1\b/.test(l.address),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(phase1.total).toBe(expected.length);
    expect(new Set(phase1.ids)).toEqual(
      new Set(phase1.ids.filter((id) => expected.some((l) => l.id === id))),
    );
    const ikate = await search().listings.find(
      { ...none, cities: [area("Ikate, Lekki", ["ikate"])] },
      { page: 1, limit: 1 },
    );
    expect(ikate.total).toBe(
      listings.filter((l) => l.city === "Lekki" && /\bikate\b/i.test(l.address)).length,
    );
    expect(ikate.total).toBeGreaterThan(0);
  });

  it("knows the words it searches by their beginnings, and no others", async () => {
    const { listings: l, people: p } = search();
    expect(await l.knows("dupl")).toBe(true);
    expect(await l.knows("zzzzqqq")).toBe(false);
    const person = people.find((x) => x.role === "agent")!;
    expect(await p.knows(words(person.first_name)[0]!.slice(0, 4))).toBe(true);
    expect(await p.knows("zzzzqqq")).toBe(false);
  });

  it("finds people as the reference does: role and place filters, text words as prefixes", async () => {
    const inLekki = people.filter(
      (p) => p.role === "agent" && phraseIn(["lekki"], words(`${p.city ?? ""} ${p.state ?? ""}`)),
    );
    const q: PeopleQuery = {
      terms: [],
      cities: [city("Lekki")],
      professions: [],
      states: null,
      ownerRoles: ["agent"],
    };
    const found = await search().people.find(q, { page: 1, limit: 50 });
    expect(found.total).toBe(inLekki.length);
    expect(new Set(found.ids)).toEqual(new Set(inLekki.map((p) => p.id)));
    const sample = people.find((p) => p.role === "agent")!;
    const terms = [sample.first_name.slice(0, 4).toLowerCase(), sample.last_name.slice(0, 3).toLowerCase()];
    const named = people.filter(
      (p) => p.role !== "admin" && terms.every((w) => personWords(p).some((x) => x.startsWith(w))),
    );
    const byName = await search().people.find(
      { terms, cities: [], professions: [], states: null, ownerRoles: null },
      { page: 1, limit: 50 },
    );
    expect(byName.total).toBe(named.length);
    expect(byName.ids).toContain(sample.id);
  });
});

describe("every engine answers alike", () => {
  const [first, ...others] = ENGINES;
  const same = async (ask: (e: SearchEngines) => Promise<FoundPage | unknown>, label: unknown) => {
    const expected = await ask(engines[first]);
    for (const engine of others)
      expect({ label, engine, got: await ask(engines[engine]) }).toEqual({
        label,
        engine,
        got: expected,
      });
    return expected;
  };

  it("gives the same ids, order and total for every query, sort and page", async () => {
    let found = 0;
    for (const q of [...crossChecked, ...referenced.map((r) => r.q)])
      for (const sort of SORTS)
        for (const [page, limit] of PAGES) {
          const got = (await same((e) => e.listings.find({ ...q, sort }, { page, limit }), {
            q,
            sort,
            page,
          })) as FoundPage;
          if (got.ids.length) found += 1;
        }
    expect(found).toBeGreaterThan(60);
  });

  it("gives the same facet counts", async () => {
    for (const q of crossChecked.slice(0, 8))
      for (const facet of ["listingType", "bedrooms", "state"] as const)
        await same((e) => e.listings.countBy(q, facet), { q, facet });
  });

  it("gives the same people, in the same order, for every query and page", async () => {
    const q = (over: Partial<PeopleQuery>): PeopleQuery => ({
      terms: [],
      cities: [],
      professions: [],
      states: null,
      ownerRoles: null,
      ...over,
    });
    let found = 0;
    for (const query of [
      q({ terms: ["ade"] }),
      q({ cities: [city("Lekki")] }),
      q({ cities: [city("Lekki")], ownerRoles: ["agent"] }),
      q({ professions: ["lawyer"] }),
      q({ terms: ["real"], states: ["lagos"] }),
      q({ ownerRoles: ["tenant"] }),
    ])
      for (const [page, limit] of [
        [1, 10],
        [3, 5],
      ] as const) {
        const got = (await same((e) => e.people.find(query, { page, limit }), { query, page })) as FoundPage;
        if (got.ids.length) found += 1;
      }
    expect(found).toBeGreaterThan(6);
  });
});
