/**
 * Alert matching (issue 37, ADR 0406): 1,000 new listings against 100,000 saved searches, in process, as the alert
 * sweep matches them (`matchesSearch`: the search index's `docMatch` plus the category), two ways:
 * - every search tested for every listing (measured on the first NAIVE_SAMPLE listings, scaled to all);
 * - the percolator (`Percolator`: each search indexed by a word or place it requires), for all listings.
 * Both must give the same matches on the sample (checked). Listings and searches are synthetic but shaped like
 * Ile's: towns of Lagos, Abuja and others, kinds of home, description words, prices, bedrooms, rent or sale.
 * Run: `npm run bench:alerts -w @ile/bench` (SEARCHES, LISTINGS, NAIVE_SAMPLE override the sizes).
 */

import { type CompiledSearch, matchesSearch, Percolator } from "../apps/api/src/modules/search/percolator.ts";
import type { IndexDoc } from "../apps/api/src/modules/search/search-index.ts";
import type { CityFilter } from "../apps/api/src/platform/language/tsquery.ts";

const SEARCHES = Number(process.env.SEARCHES ?? 100_000);
const LISTINGS = Number(process.env.LISTINGS ?? 1_000);
const NAIVE_SAMPLE = Number(process.env.NAIVE_SAMPLE ?? 100);

let seed = 37;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number) => rand() < p;

const TOWNS = [
  ["lekki"],
  ["ikoyi"],
  ["yaba"],
  ["surulere"],
  ["ikeja"],
  ["gbagada"],
  ["ajah"],
  ["magodo"],
  ["ogba"],
  ["ojodu"],
  ["victoria", "island"],
  ["maryland"],
  ["ilupeju"],
  ["festac"],
  ["ikorodu"],
  ["badagry"],
  ["epe"],
  ["sangotedo"],
  ["ikota"],
  ["chevron"],
  ["oniru"],
  ["ogudu"],
  ["ketu"],
  ["mushin"],
  ["oshodi"],
  ["isolo"],
  ["egbeda"],
  ["ipaja"],
  ["agege"],
  ["ojota"],
  ["wuse"],
  ["maitama"],
  ["garki"],
  ["asokoro"],
  ["gwarinpa"],
  ["jabi"],
  ["utako"],
  ["kubwa"],
  ["lugbe"],
  ["bodija"],
  ["akobo"],
  ["jericho"],
  ["trans", "amadi"],
  ["rumuola"],
  ["gra"],
  ["eliozu"],
] as const;
const STATE_OF = (town: readonly string[]) =>
  ["wuse", "maitama", "garki", "asokoro", "gwarinpa", "jabi", "utako", "kubwa", "lugbe"].includes(town[0]!)
    ? "fct"
    : ["bodija", "akobo", "jericho"].includes(town[0]!)
      ? "oyo"
      : ["trans", "rumuola", "gra", "eliozu"].includes(town[0]!)
        ? "rivers"
        : "lagos";
const KINDS = [
  "flat",
  "duplex",
  "bungalow",
  "selfcontain",
  "miniflat",
  "terrace",
  "penthouse",
  "maisonette",
  "room",
];
const WORDS = Array.from({ length: 400 }, (_, i) => {
  const syl = [
    "ka",
    "lo",
    "me",
    "ri",
    "sa",
    "tu",
    "be",
    "no",
    "di",
    "fa",
    "gi",
    "ho",
    "ja",
    "ku",
    "mo",
    "pe",
  ];
  let w = "";
  for (let n = 0, x = i + 7; n < 3; n++, x = Math.floor(x / 16)) w += syl[x % 16];
  return w;
}).concat([
  "spacious",
  "serviced",
  "furnished",
  "new",
  "pool",
  "gym",
  "parking",
  "security",
  "garden",
  "water",
]);
const PRICES = [
  500_000, 1_000_000, 1_500_000, 2_500_000, 4_000_000, 6_000_000, 10_000_000, 50_000_000, 150_000_000,
];

function listing(id: number): { doc: IndexDoc; category: string } {
  const town = pick(TOWNS);
  const kind = pick(KINDS);
  const text = Array.from({ length: 12 + Math.floor(rand() * 20) }, () => pick(WORDS));
  const words = [...new Set([...town, STATE_OF(town), kind, ...text])];
  const place = new Map<string, number[]>();
  for (const [i, w] of town.entries()) place.set(w, [i + 1]);
  place.set(STATE_OF(town), [town.length + 1]);
  return {
    doc: {
      id,
      stamp: 0,
      created: Date.now(),
      price: pick(PRICES) * 100 * (0.8 + rand() * 0.4),
      bedrooms: 1 + Math.floor(rand() * 5),
      listingType: chance(0.7) ? "rent" : "sale",
      state: STATE_OF(town),
      role: pick(["agent", "landlord"]),
      verified: chance(0.5),
      words,
      head: new Set([...town, kind]),
      types: new Set([kind]),
      place,
    },
    category: kind === "duplex" ? "duplex" : "apartment",
  };
}

function search(id: number): CompiledSearch {
  const cities: CityFilter[] = [];
  // Most people follow a town (or two); the others a state and a kind of home; a few only a price.
  const broad = chance(0.01);
  const inTown = !broad && chance(0.85);
  if (inTown) {
    const t = pick(TOWNS);
    cities.push({ name: t.join(" "), words: [...t], fromText: false });
    if (chance(0.15)) {
      const u = pick(TOWNS);
      cities.push({ name: u.join(" "), words: [...u], fromText: false });
    }
  }
  const terms: string[] = [];
  if (!broad && (!inTown || chance(0.6))) terms.push(pick(KINDS));
  if (chance(0.2)) terms.push(pick(WORDS).slice(0, 4));
  const max = chance(0.5) ? pick(PRICES) * 100 : null;
  return {
    id,
    created: 0,
    category: chance(0.05) ? "duplex" : null,
    query: {
      terms,
      cities,
      propertyType: [],
      types: [],
      states: !broad && !inTown ? [STATE_OF(pick(TOWNS))] : null,
      minKobo: max && chance(0.3) ? max / 4 : null,
      maxKobo: max,
      bedrooms: chance(0.3) ? 1 + Math.floor(rand() * 4) : null,
      listingType: chance(0.6) ? (chance(0.7) ? "rent" : "sale") : null,
      ownerRoles: null,
    },
  };
}

const searches = Array.from({ length: SEARCHES }, (_, i) => search(i + 1));
const listings = Array.from({ length: LISTINGS }, (_, i) => listing(i + 1));

let t0 = performance.now();
const percolator = new Percolator(searches);
const buildMs = performance.now() - t0;

t0 = performance.now();
let percolated = 0;
let tested = 0;
const fromPercolator: number[][] = [];
for (const { doc, category } of listings) {
  const candidates = percolator.candidates(doc);
  tested += candidates.length;
  const hits = candidates.filter((s) => matchesSearch(doc, category, s)).map((s) => s.id);
  percolated += hits.length;
  fromPercolator.push(hits.sort((a, b) => a - b));
}
const percolatorMs = performance.now() - t0;

t0 = performance.now();
const sample = listings.slice(0, NAIVE_SAMPLE);
for (const [i, { doc, category }] of sample.entries()) {
  const hits = searches.filter((s) => matchesSearch(doc, category, s)).map((s) => s.id);
  const got = fromPercolator[i]!;
  if (hits.length !== got.length || hits.some((h, j) => h !== got[j]))
    throw new Error(
      `listing ${doc.id}: the percolator found ${got.length} matches, testing all found ${hits.length}`,
    );
}
const naiveMs = ((performance.now() - t0) / sample.length) * listings.length;

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
console.log(`alert matching: ${LISTINGS} listings × ${SEARCHES} saved searches (Node ${process.version})`);
console.log(`  matches: ${percolated} (${(percolated / LISTINGS).toFixed(1)} searches a listing)`);
console.log(`  every search tested: ${fmt(naiveMs)} (measured on ${sample.length} listings, same matches)`);
console.log(
  `  percolator: ${fmt(percolatorMs)} to match (${(tested / LISTINGS).toFixed(0)} candidates a listing, ` +
    `${((tested / LISTINGS / SEARCHES) * 100).toFixed(2)}% of the searches) + ${fmt(buildMs)} to index the searches`,
);
