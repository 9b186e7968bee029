/**
 * GET /api/search answers what people mean (issue 35, ADR 0405): misspelt towns and split words are corrected
 * before searching and the reply says so; neighbourhoods in their spellings and local words for kinds of home
 * find the listings of that place and kind. Listings are seeded in Lekki, Lekki Phase 1 and 2, Ikoyi, Surulere,
 * Gbagada, Ikeja and Ikeja GRA, of several kinds; every spelling's results are exactly the listings of the town
 * (or neighbourhood) and kind asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeedListing } from "../src/seed/listings.ts";
import { insertListings } from "../src/seed/properties.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;

type Kind = "duplex" | "self contain" | "mini flat" | "flat" | "room and parlour" | "bq";
interface Seeded {
  key: string;
  town: string;
  area: string | null;
  kind: Kind;
}

const TYPES: Record<Kind, { category: string; propertyType: string }> = {
  duplex: { category: "duplex", propertyType: "Detached Duplex" },
  "self contain": { category: "self-contain", propertyType: "Self-contain" },
  "mini flat": { category: "mini-flat", propertyType: "Mini flat" },
  flat: { category: "apartment", propertyType: "Flat / Apartment" },
  "room and parlour": { category: "apartment", propertyType: "Room and parlour" },
  bq: { category: "duplex", propertyType: "Detached Duplex" },
};

// town, neighbourhood (in the address), kind, how many
const PLAN: [string, string | null, Kind, number][] = [
  ["Lekki", null, "duplex", 3],
  ["Lekki", null, "self contain", 2],
  ["Lekki", null, "mini flat", 2],
  ["Lekki", "Lekki Phase 1", "duplex", 2],
  ["Lekki", "Lekki Phase 1", "mini flat", 1],
  ["Lekki", "Lekki Phase 2", "flat", 2],
  ["Lekki", null, "bq", 1],
  ["Ikoyi", null, "duplex", 2],
  ["Ikoyi", null, "flat", 1],
  ["Ikoyi", null, "bq", 1],
  ["Surulere", null, "room and parlour", 2],
  ["Surulere", null, "self contain", 2],
  ["Surulere", null, "mini flat", 1],
  ["Gbagada", null, "mini flat", 2],
  ["Gbagada", null, "duplex", 1],
  ["Ikeja", "Ikeja GRA", "duplex", 2],
  ["Ikeja", null, "flat", 2],
  ["Ikeja", null, "self contain", 1],
  // Elsewhere, naming the towns in their descriptions only: never a result for a town.
  ["Ajah", null, "self contain", 2],
  ["Yaba", null, "mini flat", 2],
];

const seeded: Seeded[] = [];
const listings: SeedListing[] = [];
for (const [town, area, kind, n] of PLAN) {
  for (let i = 0; i < n; i++) {
    const key = `m${listings.length}`;
    const { category, propertyType } = TYPES[kind];
    const bq = kind === "bq";
    listings.push({
      key,
      title: `${bq ? "4 bedroom duplex with BQ" : kind === "duplex" ? "4 bedroom duplex" : kind} ${bq && town === "Lekki" ? "and boys quarters " : ""}for rent in ${town}`,
      listingType: "rent",
      rentPeriod: "year",
      use: "residential",
      category,
      propertyType,
      address: `${i + 3} ${area ? `Admiralty Road, ${area}` : "Adewale Street"}, ${town}`,
      city: town,
      state: "Lagos",
      bedrooms: kind === "duplex" || bq ? 4 : 1,
      bathrooms: 1,
      toilets: 1,
      parkingSpaces: 0,
      furnished: false,
      serviced: false,
      amenities: [],
      price: 1_000_000 + listings.length * 10_000,
      note:
        town === "Ajah" || town === "Yaba"
          ? "A short drive to Lekki, Ikoyi, Surulere and Gbagada."
          : "Quiet street.",
    });
    seeded.push({ key, town, area, kind });
  }
}

const titleKeys = new Map<string, Seeded>();

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.app, { role: "agent" });
  await insertListings(t.db, listings, [Number(owner.user.id)], { generated: false, imagesPerListing: 1 });
  const rows = await t.database.query<{ id: number; slug: string }>("select id, slug from properties");
  for (const r of rows) {
    const key = r.slug.slice(r.slug.lastIndexOf("-") + 1);
    const s = seeded.find((x) => x.key === key);
    if (s) titleKeys.set(String(r.id), s);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Reply {
  properties: {
    data: { id: number; title: string; address: { city: string } }[];
    pagination: { total: number };
  };
  total: number;
  query: {
    text: string;
    terms: string[];
    filters: { cities: string[]; propertyType: string | null };
    corrected: { from: string; to: string } | null;
  };
  suggestions: { word: string; suggestion: string; query: string; total: number }[];
}

const search = async (query: string, extra: Record<string, string> = {}) => {
  const res = await t.app.inject({
    url: `/api/search?${new URLSearchParams({ query, limit: "50", ...extra })}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.data as Reply;
};
/** The seeded listings a reply found. */
const found = (r: Reply) => r.properties.data.map((p) => titleKeys.get(String(p.id))!);
const expected = (where: (s: Seeded) => boolean) =>
  seeded
    .filter(where)
    .map((s) => s.key)
    .sort();
const keys = (r: Reply) =>
  found(r)
    .map((s) => s.key)
    .sort();

describe("misspelt towns: the corrected words are searched, and the reply says so", () => {
  it.each([
    ["Leki", "Lekki"],
    ["Ikoyy", "Ikoyi"],
    ["gbagaada", "Gbagada"],
    ["SURULERRE", "Surulere"],
  ])("%s → %s", async (typed, town) => {
    const r = await search(typed);
    expect(r.query.corrected).toEqual({ from: typed, to: town });
    expect(r.query.text).toBe(town);
    expect(r.query.filters.cities).toEqual([town]);
    expect(r.suggestions).toEqual([]);
    expect(keys(r)).toEqual(expected((s) => s.town === town));
  });

  it("corrects the town and keeps the kind asked for", async () => {
    const r = await search("selfcon in Leki");
    expect(r.query.corrected).toEqual({ from: "selfcon in Leki", to: "selfcon in Lekki" });
    expect(keys(r)).toEqual(expected((s) => s.town === "Lekki" && s.kind === "self contain"));
  });

  it("searches the words as typed with asTyped=1, and then offers the correction", async () => {
    const r = await search("Leki", { asTyped: "1" });
    expect(r.query.corrected).toBeNull();
    expect(r.total).toBe(0);
    expect(r.suggestions[0]).toMatchObject({ word: "leki", suggestion: "Lekki", query: "Lekki" });
    expect(r.suggestions[0]!.total).toBe((await search("Lekki")).total);
  });

  it("leaves known words, and words near nothing, as typed", async () => {
    const known = await search("Lekki duplex");
    expect(known.query.corrected).toBeNull();
    expect(keys(known)).toEqual(
      expected((s) => s.town === "Lekki" && (s.kind === "duplex" || s.kind === "bq")),
    );
    const nothing = await search("qqqzzzx");
    expect(nothing.query.corrected).toBeNull();
    expect(nothing.total).toBe(0);
  });
});

describe("split words", () => {
  it.each([
    ["Suru lere", "Surulere", "Surulere"],
    ["mini flat gba gada", "mini flat Gbagada", "Gbagada"],
  ])("%s → %s", async (typed, to, town) => {
    const r = await search(typed);
    expect(r.query.corrected).toEqual({ from: typed, to });
    expect(found(r).length).toBeGreaterThan(0);
    for (const s of found(r)) expect(s.town).toBe(town);
  });
});

describe("neighbourhoods and their spellings (the valuation gazetteer)", () => {
  it.each(["Lekki Phase 1", "Lekki Phase One", "Ph 1 Lekki", "lekki phase1", "Lekki Ph I"])(
    "%s",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.corrected).toBeNull();
      expect(r.query.filters.cities).toEqual(["Lekki Phase 1"]);
      expect(keys(r)).toEqual(expected((s) => s.area === "Lekki Phase 1"));
    },
  );

  it("a misspelt town with its neighbourhood", async () => {
    const r = await search("Leki Phase One");
    expect(r.query.corrected).toEqual({ from: "Leki Phase One", to: "Lekki Phase One" });
    expect(r.query.filters.cities).toEqual(["Lekki Phase 1"]);
    expect(keys(r)).toEqual(expected((s) => s.area === "Lekki Phase 1"));
  });

  it("a neighbourhood with a kind of home", async () => {
    const r = await search("miniflat Lekki Phase One");
    expect(keys(r)).toEqual(expected((s) => s.area === "Lekki Phase 1" && s.kind === "mini flat"));
  });

  it("Ikeja GRA is the part of Ikeja, not all of it", async () => {
    const r = await search("Ikeja GRA");
    expect(r.query.filters.cities).toEqual(["Ikeja GRA"]);
    expect(keys(r)).toEqual(expected((s) => s.area === "Ikeja GRA"));
  });
});

describe("local words for kinds of home", () => {
  it.each([
    ["selfcon Surulere", "self contain", "Surulere"],
    ["self-contained surulere", "self contain", "Surulere"],
    ["self contain in Lekki", "self contain", "Lekki"],
    ["miniflat lekki", "mini flat", "Lekki"],
    ["mini flats in Gbagada", "mini flat", "Gbagada"],
    ["room and parlour surulere", "room and parlour", "Surulere"],
    ["room & parlor Surulere", "room and parlour", "Surulere"],
  ])("%s", async (typed, kind, town) => {
    const r = await search(typed);
    expect(r.query.filters.propertyType).toBe(kind);
    expect(r.query.filters.cities).toEqual([town]);
    expect(r.query.terms).toEqual([]);
    expect(keys(r)).toEqual(expected((s) => s.town === town && s.kind === kind));
  });

  it.each(["BQ", "boys quarters", "boy's quarters"])(
    "%s: listings with a BQ, however written",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.filters.propertyType).toBe("boys quarters");
      expect(keys(r)).toEqual(expected((s) => s.kind === "bq"));
    },
  );
});

describe("a word written a moment ago is searched, not corrected away", () => {
  it("finds a new agent by a surname no suggestion term knows yet", async () => {
    // Near a known word ("lekki") but new: the suggestion terms (rebuilt every 10 minutes) do not have it.
    const surname = "Lekkiwo";
    await search("ikoyy"); // the suggestion terms are built now, before the agent signs up
    // Written straight to the database, as a script would: no version moves, and the search's indexes find it
    // through the database's clock within a second. A correction asks the same indexes, so from then on the new
    // word is searched, not "corrected" to the known word near it.
    const agent = await createUser(t.app, { role: "agent", firstName: "Zinachi", lastName: surname });
    await expect
      .poll(() => t.app.services.search.engines.people.knows(surname.toLowerCase()), { timeout: 2_500 })
      .toBe(true);
    const res = await t.app.inject({
      url: `/api/search?${new URLSearchParams({ query: `agent ${surname}` })}`,
    });
    const r = res.json().data.data as Reply & {
      users: { data: { id: number }[] };
      query: { corrected: unknown };
    };
    expect(r.query.corrected).toBeNull();
    expect(r.users.data.map((u) => u.id)).toEqual([agent.user.id]);
  });
});
