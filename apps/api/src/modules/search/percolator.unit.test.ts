import { describe, expect, it } from "vitest";
import { type CompiledSearch, matchesSearch, Percolator } from "./percolator.ts";
import type { IndexDoc, IndexQuery } from "./search-index.ts";

const doc = (over: Partial<IndexDoc> = {}): IndexDoc => ({
  id: 1,
  stamp: 0,
  created: 0,
  price: 300_000_000,
  bedrooms: 3,
  listingType: "rent",
  state: "lagos",
  role: "agent",
  verified: false,
  words: ["bright", "flat", "lekki", "lagos", "pool"],
  head: new Set(["bright", "flat", "lekki"]),
  types: new Set(["flat"]),
  place: new Map([
    ["lekki", [1]],
    ["lagos", [2]],
  ]),
  ...over,
});

const query = (over: Partial<IndexQuery> = {}): IndexQuery => ({
  terms: [],
  cities: [],
  propertyType: [],
  types: [],
  states: null,
  minKobo: null,
  maxKobo: null,
  bedrooms: null,
  listingType: null,
  ownerRoles: null,
  ...over,
});

let nextId = 1;
const s = (q: Partial<IndexQuery>, category: string | null = null): CompiledSearch => ({
  id: nextId++,
  created: 0,
  query: query(q),
  category,
});
const lekki = { name: "Lekki", words: ["lekki"], fromText: false };
const yaba = { name: "Yaba", words: ["yaba"], fromText: false };

describe("the percolator finds exactly the searches that testing every one would", () => {
  const searches = [
    s({ cities: [lekki] }),
    s({ cities: [yaba] }),
    s({ cities: [yaba, lekki], terms: ["fla"] }),
    s({ terms: ["poo"] }),
    s({ terms: ["duplex"] }),
    s({ states: ["lagos"], propertyType: ["flat"] }),
    s({ states: ["fct"] }),
    s({ listingType: "rent", maxKobo: 400_000_000 }),
    s({ listingType: "sale" }),
    s({ maxKobo: 100_000_000 }),
    s({}, "apartment"),
    s({ cities: [lekki] }, "duplex"),
  ];
  const percolator = new Percolator(searches);

  it.each([
    ["a rent flat in Lekki", doc(), "apartment"],
    [
      "a duplex for sale in Yaba",
      doc({
        words: ["duplex", "yaba"],
        place: new Map([["yaba", [1]]]),
        listingType: "sale",
        types: new Set(["duplex"]),
      }),
      "duplex",
    ],
    [
      "a cheap flat in Abuja",
      doc({ state: "fct", price: 50_000_000, words: ["flat", "wuse"], place: new Map([["wuse", [1]]]) }),
      "apartment",
    ],
  ])("%s", (_, d, category) => {
    const all = searches.filter((x) => matchesSearch(d, category, x)).map((x) => x.id);
    const found = percolator
      .candidates(d)
      .filter((x) => matchesSearch(d, category, x))
      .map((x) => x.id)
      .sort((a, b) => a - b);
    expect(found).toEqual(all);
    expect(all.length).toBeGreaterThan(0);
  });

  it("offers fewer candidates than there are searches", () => {
    expect(
      percolator.candidates(doc({ words: ["duplex"], place: new Map(), state: "oyo", listingType: "sale" }))
        .length,
    ).toBeLessThan(searches.length / 2);
  });
});
