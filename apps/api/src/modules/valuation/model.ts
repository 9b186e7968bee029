/**
 * The valuation model (ADR 0500): for each purpose, location premiums (how much dearer than a typical
 * listing of the same type and bedrooms a state, LGA, town, town × type, town × bedrooms, neighbourhood and
 * neighbourhood word is, as shrunk medians of log-price residuals) and an additive model of all those groups
 * fitted together (additive.ts, ADR 0501) feed three boosted tree models of the log price: the estimate (a
 * quantile a little under the median, train.ts ESTIMATE_ALPHA) and the 7% and 93% quantiles (the 80% range).
 * Everything in a model file is a fitted parameter or an aggregate; no listing rows.
 */

import {
  type AdditiveFamily,
  type AdditiveModel,
  fitAdditive,
  type GroupKeys,
  predictAdditive,
} from "./additive.ts";
import { type Listing, nameKey, type Purpose, words } from "./clean.ts";
import { type Gbdt, predictGbdt, round6 } from "./gbdt.ts";

/** A premium (log-price difference) and how many listings it rests on. */
export interface Stat {
  p: number;
  n: number;
}

export interface TownInfo extends Stat {
  name: string;
  state: string;
  lga: string | null;
  lat: number;
  lng: number;
}

export interface AreaInfo extends Stat {
  name: string;
  lat: number | null;
  lng: number | null;
}

export interface Tables {
  /** Median log price per type, and per type × bedroom bucket (shrunk to the type's). */
  type: Record<string, number>;
  typeBeds: Record<string, number>;
  global: number;
  /** Keys: state (geo name). */
  states: Record<string, Stat>;
  /** Keys: "state|lga". */
  lgas: Record<string, Stat>;
  /** Keys: "state|townKey". */
  towns: Record<string, TownInfo>;
  /** Keys: "state|townKey|type" and "state|townKey|beds". */
  townType: Record<string, Stat>;
  townBeds: Record<string, Stat>;
  /** Keys: "state|townKey|areaKey" (rent). */
  areas: Record<string, AreaInfo>;
  /** Keys: a neighbourhood word (rent). */
  words: Record<string, Stat>;
  /** Keys: "state|townKey|type|beds": the town's listings of one type and size. */
  townTypeBeds: Record<string, Stat>;
  /** Keys: cellKey(): one exact configuration in a place (near-identical listings). */
  cells: Record<string, Stat>;
  /** Keys: "state|townKey|gram": runs of 1–3 neighbourhood words in a town ("lekki phase 1", "ikota"), with the
   * median of what they add over the town (unshrunk: shrunk along the area's own words at prediction). Rent. */
  grams?: Record<string, Stat>;
  /** The additive model of the log price (additive.ts). */
  additive?: AdditiveModel;
}

export interface PurposeModel {
  purpose: Purpose;
  trainedRows: number;
  /** Model types, cheapest first (their rank is a feature). */
  types: string[];
  features: string[];
  tables: Tables;
  median: Gbdt;
  low: Gbdt;
  high: Gbdt;
}

export interface ModelFile {
  format: 1;
  version: string;
  seed: number;
  sale: PurposeModel;
  rent: PurposeModel;
}

export const FEATURES = [
  "type_rank",
  "bedrooms",
  "bathrooms",
  "toilets",
  "parking",
  "base",
  "state_premium",
  "lga_premium",
  "town_premium",
  "town_type_premium",
  "town_beds_premium",
  "town_listings",
  "latitude",
  "longitude",
  "area_premium",
  "area_listings",
  "word_max",
  "word_min",
  "word_mean",
  "furnished",
  "serviced",
  "newly_built",
  "town_type_beds_premium",
  "cell_premium",
  "cell_listings",
  "suffix_premium",
  "gram_best",
  "gram_best_listings",
  "gram_mean",
  "additive",
  "additive_minus_base",
] as const;

/** Shrinkage weights: a group's median counts as n listings against k of its parent's. */
const K_TYPE_BEDS = 5;
const K_STATE = 10;
const K_LGA = 10;
const K_TOWN = 5;
const K_TOWN_TYPE = 8;
const K_TOWN_BEDS = 8;
const K_AREA = 3;
const K_WORD = 5;
const K_TOWN_TYPE_BEDS = 4;
const K_CELL = 1;
const K_GRAM = 3;

const flagsOf = (row: Pick<Listing, "furnished" | "serviced" | "newlyBuilt">) =>
  `${row.furnished ? 1 : 0}${row.serviced ? 1 : 0}${row.newlyBuilt ? 1 : 0}`;
const GRAM_MAX = 3;

/** The families of groups of the additive model and their ridge penalties (in listings). */
export const ADDITIVE_FAMILIES: AdditiveFamily[] = [
  { name: "typeBeds", lambda: 1 },
  { name: "typeBaths", lambda: 5 },
  { name: "typeToilets", lambda: 5 },
  { name: "typeParking", lambda: 5 },
  { name: "typeFlags", lambda: 5 },
  { name: "state", lambda: 10 },
  { name: "lga", lambda: 10 },
  { name: "town", lambda: 3 },
  { name: "townType", lambda: 5 },
  { name: "townBeds", lambda: 5 },
  { name: "townTypeBeds", lambda: 4 },
  { name: "townFlags", lambda: 8 },
  { name: "area", lambda: 3 },
  { name: "areaType", lambda: 4 },
  { name: "areaTypeBeds", lambda: 4 },
  { name: "gram", lambda: 6 },
  { name: "word", lambda: 10 },
  { name: "cell", lambda: 2 },
];

const cap = (v: number | null, max: number) => (v === null ? "x" : String(Math.min(v, max)));

/** The additive model's groups of a listing (or a request shaped like one), per family. */
export function additiveKeys(
  row: Pick<
    Listing,
    | "type"
    | "bedrooms"
    | "bathrooms"
    | "toilets"
    | "parking"
    | "area"
    | "furnished"
    | "serviced"
    | "newlyBuilt"
  > & { town: string; at: Pick<Located, "state" | "townKey" | "lga"> },
): GroupKeys {
  const t = row.type;
  const b = bedsBucket(row.bedrooms);
  const tk = `${row.at.state}|${row.at.townKey}`;
  const ak = row.area ? `${tk}|${nameKey(row.area)}` : null;
  const fl = flagsOf(row);
  return [
    [`${t}|${b}`],
    [`${t}|${b}|${cap(row.bathrooms, 7)}`],
    [`${t}|${b}|${cap(row.toilets, 8)}`],
    [`${t}|${cap(row.parking, 8)}`],
    [`${t}|${fl}`],
    [row.at.state],
    row.at.lga ? [`${row.at.state}|${row.at.lga}`] : [],
    [tk],
    [`${tk}|${t}`],
    [`${tk}|${b}`],
    [`${tk}|${t}|${b}`],
    [`${tk}|${fl}`],
    ak ? [ak] : [],
    ak ? [`${ak}|${t}`] : [],
    ak ? [`${ak}|${t}|${b}`] : [],
    [...new Set(areaGrams(row.area).map((g) => `${tk}|${g.g}`))],
    areaWords(row.area, row.town),
    [cellKey(row)],
  ];
}

/** Runs of 1..GRAM_MAX consecutive words of a neighbourhood phrase, with their length. */
export function areaGrams(area: string | null): Array<{ g: string; len: number; end: boolean }> {
  if (!area) return [];
  const ws = words(area);
  const out: Array<{ g: string; len: number; end: boolean }> = [];
  const seen = new Set<string>();
  for (let len = 1; len <= GRAM_MAX; len++)
    for (let i = 0; i + len <= ws.length; i++) {
      const g = ws.slice(i, i + len).join(" ");
      const end = i + len === ws.length;
      if (seen.has(`${g}|${end}`)) continue;
      seen.add(`${g}|${end}`);
      out.push({ g, len, end });
    }
  return out;
}

/** One exact configuration in one place (area when known, else town): type, rooms, parking, flags. */
export function cellKey(
  row: Pick<
    Listing,
    "type" | "bedrooms" | "bathrooms" | "toilets" | "parking" | "area" | "furnished" | "serviced"
  > & {
    at: Pick<Located, "state" | "townKey">;
  },
): string {
  return [
    row.at.state,
    row.at.townKey,
    row.area ? nameKey(row.area) : "",
    row.type,
    row.bedrooms ?? "x",
    row.bathrooms ?? "x",
    row.toilets ?? "x",
    row.parking ?? "x",
    row.furnished ? 1 : 0,
    row.serviced ? 1 : 0,
  ].join("|");
}

export function bedsBucket(beds: number | null): string {
  if (beds === null) return "x";
  return String(Math.min(beds, 7));
}

/** Words that name no place ("road", "street") and so say nothing about price. */
const STOP_WORDS = new Set([
  "road",
  "street",
  "off",
  "by",
  "along",
  "close",
  "the",
  "lagos",
  "and",
  "of",
  "st",
  "rd",
]);

export function areaWords(area: string | null, town: string): string[] {
  if (!area) return [];
  const townWords = new Set(words(town));
  return [...new Set(words(area))].filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !townWords.has(w));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function groupBy<T>(items: T[], key: (item: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(it);
    else out.set(k, [it]);
  }
  return out;
}

const shrink = (values: number[], parent: number, k: number): Stat => ({
  p: round6((values.length * median(values) + k * parent) / (values.length + k)),
  n: values.length,
});

/** Where a listing is, as the tables need it; supplied by the caller (geo lookups). */
export interface Located {
  /** Geo-file state name. */
  state: string;
  townKey: string;
  lga: string | null;
  lat: number;
  lng: number;
  areaLat: number | null;
  areaLng: number | null;
}

export type LocatedListing = Listing & { at: Located };

/** Fits the premium tables on rows (all of them for the model; the other folds for out-of-fold features). */
export function fitTables(rows: LocatedListing[]): Tables {
  // Rent parameters are published but the rent file's rows may not be (SOURCES.md): a group of fewer than 3
  // listings would come close to one listing's price, so rent keeps only groups of 3 or more.
  const isRent = rows[0]?.purpose === "rent";
  const minCell = isRent ? 3 : 1;
  const minArea = isRent ? 3 : 1;
  const y = rows.map((r) => Math.log(r.price));
  const idx = rows.map((_, i) => i);
  const global = median(y);
  const type: Record<string, number> = {};
  for (const [t, list] of groupBy(idx, (i) => rows[i]!.type))
    type[t] = round6(median(list.map((i) => y[i]!)));
  const typeBeds: Record<string, number> = {};
  for (const [k, list] of groupBy(idx, (i) => `${rows[i]!.type}|${bedsBucket(rows[i]!.bedrooms)}`)) {
    const parent = type[rows[list[0]!]!.type] ?? global;
    typeBeds[k] = shrink(
      list.map((i) => y[i]!),
      parent,
      K_TYPE_BEDS,
    ).p;
  }
  const tables: Tables = {
    type,
    typeBeds,
    global: round6(global),
    states: {},
    lgas: {},
    towns: {},
    townType: {},
    townBeds: {},
    areas: {},
    words: {},
    townTypeBeds: {},
    cells: {},
  };
  const r = rows.map((row, i) => y[i]! - baseOf(tables, row.type, row.bedrooms));
  const rs = (list: number[]) => list.map((i) => r[i]!);
  for (const [k, list] of groupBy(idx, (i) => rows[i]!.at.state))
    tables.states[k] = shrink(rs(list), 0, K_STATE);
  for (const [k, list] of groupBy(idx, (i) =>
    rows[i]!.at.lga ? `${rows[i]!.at.state}|${rows[i]!.at.lga}` : null,
  ))
    tables.lgas[k] = shrink(rs(list), tables.states[rows[list[0]!]!.at.state]?.p ?? 0, K_LGA);
  for (const [k, list] of groupBy(idx, (i) => `${rows[i]!.at.state}|${rows[i]!.at.townKey}`)) {
    const first = rows[list[0]!]!;
    const parent = parentOfTown(tables, first.at.state, first.at.lga);
    // The most common spelling names the town.
    const names = groupBy(list, (i) => rows[i]!.town);
    const name = [...names.entries()].sort(
      (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
    )[0]![0];
    tables.towns[k] = {
      ...shrink(rs(list), parent, K_TOWN),
      name,
      state: first.at.state,
      lga: first.at.lga,
      lat: round6(first.at.lat),
      lng: round6(first.at.lng),
    };
  }
  const townKeyOf = (i: number) => `${rows[i]!.at.state}|${rows[i]!.at.townKey}`;
  for (const [k, list] of groupBy(idx, (i) => `${townKeyOf(i)}|${rows[i]!.type}`))
    tables.townType[k] = shrink(rs(list), tables.towns[townKeyOf(list[0]!)]!.p, K_TOWN_TYPE);
  for (const [k, list] of groupBy(idx, (i) => `${townKeyOf(i)}|${bedsBucket(rows[i]!.bedrooms)}`))
    tables.townBeds[k] = shrink(rs(list), tables.towns[townKeyOf(list[0]!)]!.p, K_TOWN_BEDS);
  for (const [k, list] of groupBy(idx, (i) =>
    rows[i]!.area ? `${townKeyOf(i)}|${nameKey(rows[i]!.area!)}` : null,
  )) {
    if (list.length < minArea) continue;
    const first = rows[list[0]!]!;
    const names = groupBy(list, (i) => rows[i]!.area);
    const name = [...names.entries()].sort(
      (a, b) => b[1].length - a[1].length || a[0]!.localeCompare(b[0]!),
    )[0]![0];
    tables.areas[k] = {
      ...shrink(rs(list), tables.towns[townKeyOf(list[0]!)]!.p, K_AREA),
      name,
      lat: first.at.areaLat === null ? null : round6(first.at.areaLat),
      lng: first.at.areaLng === null ? null : round6(first.at.areaLng),
    };
  }
  for (const [k, list] of groupBy(
    idx,
    (i) => `${townKeyOf(i)}|${rows[i]!.type}|${bedsBucket(rows[i]!.bedrooms)}`,
  ))
    tables.townTypeBeds[k] = shrink(
      rs(list),
      tables.townType[`${townKeyOf(list[0]!)}|${rows[list[0]!]!.type}`]!.p,
      K_TOWN_TYPE_BEDS,
    );
  for (const [k, list] of groupBy(idx, (i) => cellKey(rows[i]!))) {
    const first = rows[list[0]!]!;
    const parent =
      tables.townTypeBeds[`${townKeyOf(list[0]!)}|${first.type}|${bedsBucket(first.bedrooms)}`]!.p;
    if (list.length >= minCell) tables.cells[k] = shrink(rs(list), parent, K_CELL);
  }
  // Words: what a word adds over the town, across every town it appears in.
  const wordRows = new Map<string, number[]>();
  for (const i of idx) {
    const row = rows[i]!;
    const extra = r[i]! - tables.towns[townKeyOf(i)]!.p;
    for (const w of areaWords(row.area, row.town)) {
      const list = wordRows.get(w);
      if (list) list.push(extra);
      else wordRows.set(w, [extra]);
    }
  }
  for (const [w, list] of [...wordRows.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (list.length >= 3) tables.words[w] = shrink(list, 0, K_WORD);
  }
  if (isRent) {
    const gramRows = new Map<string, number[]>();
    for (const i of idx) {
      const row = rows[i]!;
      const extra = r[i]! - tables.towns[townKeyOf(i)]!.p;
      for (const g of new Set(areaGrams(row.area).map((x) => x.g))) {
        const k = `${townKeyOf(i)}|${g}`;
        const list = gramRows.get(k);
        if (list) list.push(extra);
        else gramRows.set(k, [extra]);
      }
    }
    tables.grams = {};
    for (const [k, list] of [...gramRows.entries()].sort((a, b) => a[0].localeCompare(b[0])))
      if (list.length >= 3) tables.grams[k] = { p: round6(median(list)), n: list.length };
  }
  tables.additive = fitAdditive(
    ADDITIVE_FAMILIES,
    rows.map((row) => additiveKeys(row)),
    y,
    isRent ? 3 : 1,
  );
  return tables;
}

function parentOfTown(tables: Tables, state: string, lga: string | null): number {
  if (lga && tables.lgas[`${state}|${lga}`]) return tables.lgas[`${state}|${lga}`]!.p;
  return tables.states[state]?.p ?? 0;
}

export function baseOf(tables: Tables, type: string, beds: number | null): number {
  return tables.typeBeds[`${type}|${bedsBucket(beds)}`] ?? tables.type[type] ?? tables.global;
}

export type Level = "area" | "town" | "lga" | "state";

export interface Featurized {
  x: Float64Array;
  level: Level;
  /** Listings behind the level that answered. */
  listings: number;
}

const flag = (b: boolean) => (b ? 1 : 0);
const num = (v: number | null) => (v === null ? Number.NaN : v);

/** The feature vector of a listing (or a request shaped like one), and which place level answered. */
export function featurize(
  tables: Tables,
  types: string[],
  row: Omit<Listing, "price" | "id" | "state" | "town"> & { town: string; at: Located },
): Featurized {
  const { at } = row;
  const tk = `${at.state}|${at.townKey}`;
  const state = tables.states[at.state];
  const lga = at.lga ? tables.lgas[`${at.state}|${at.lga}`] : undefined;
  const town = tables.towns[tk];
  let level: Level = "state";
  let listings = state?.n ?? 0;
  if (lga) {
    level = "lga";
    listings = lga.n;
  }
  const statePremium = state?.p ?? 0;
  const lgaPremium = lga?.p ?? statePremium;
  const townPremium = town?.p ?? lgaPremium;
  if (town) {
    level = "town";
    listings = town.n;
  }
  const townType = town ? (tables.townType[`${tk}|${row.type}`]?.p ?? townPremium) : townPremium;
  const townBeds = town
    ? (tables.townBeds[`${tk}|${bedsBucket(row.bedrooms)}`]?.p ?? townPremium)
    : townPremium;
  const area = row.area && town ? tables.areas[`${tk}|${nameKey(row.area)}`] : undefined;
  if (area) {
    level = "area";
    listings = area.n;
  }
  const ws = areaWords(row.area, row.town)
    .map((w) => tables.words[w]?.p)
    .filter((p): p is number => p !== undefined);
  const x = new Float64Array(FEATURES.length);
  x[0] = types.indexOf(row.type);
  x[1] = num(row.bedrooms);
  x[2] = num(row.bathrooms);
  x[3] = num(row.toilets);
  x[4] = num(row.parking);
  x[5] = baseOf(tables, row.type, row.bedrooms);
  x[6] = statePremium;
  x[7] = lgaPremium;
  x[8] = townPremium;
  x[9] = townType;
  x[10] = townBeds;
  x[11] = Math.log1p(town?.n ?? 0);
  x[12] = area?.lat ?? at.areaLat ?? town?.lat ?? at.lat;
  x[13] = area?.lng ?? at.areaLng ?? town?.lng ?? at.lng;
  x[14] = area?.p ?? townPremium;
  x[15] = Math.log1p(area?.n ?? 0);
  x[16] = ws.length ? Math.max(...ws) : 0;
  x[17] = ws.length ? Math.min(...ws) : 0;
  x[18] = ws.length ? ws.reduce((a, b) => a + b, 0) / ws.length : 0;
  x[19] = flag(row.furnished);
  x[20] = flag(row.serviced);
  x[21] = flag(row.newlyBuilt);
  const ttb = town
    ? (tables.townTypeBeds[`${tk}|${row.type}|${bedsBucket(row.bedrooms)}`]?.p ?? townType)
    : townType;
  const cell = town ? tables.cells[cellKey({ ...row, at })] : undefined;
  x[22] = ttb;
  x[23] = cell?.p ?? ttb;
  x[24] = Math.log1p(cell?.n ?? 0);
  // Neighbourhood word runs within the town: the area's ending ("... Lekki Phase 1") shrunk word by word
  // from the town towards the most specific ending known, and the most specific run anywhere in it.
  let suffix = 0;
  let best = 0;
  let bestLen = 0;
  let bestN = 0;
  let sum = 0;
  let weight = 0;
  if (town && tables.grams) {
    const grams = areaGrams(row.area);
    for (const g of grams) {
      const s = tables.grams[`${tk}|${g.g}`];
      if (!s) continue;
      const shrunk = (s.n * s.p) / (s.n + K_GRAM);
      if (g.len > bestLen || (g.len === bestLen && s.n > bestN)) {
        best = shrunk;
        bestLen = g.len;
        bestN = s.n;
      }
      sum += shrunk * g.len;
      weight += g.len;
    }
    for (const g of grams.filter((x) => x.end).sort((a, b) => a.len - b.len)) {
      const s = tables.grams[`${tk}|${g.g}`];
      if (!s) break;
      suffix = (s.n * s.p + K_GRAM * suffix) / (s.n + K_GRAM);
    }
  }
  x[25] = townPremium + suffix;
  x[26] = townPremium + best;
  x[27] = Math.log1p(bestN);
  x[28] = townPremium + (weight ? sum / weight : 0);
  // The additive model's estimate, and what it says beyond the type and size.
  x[29] = tables.additive
    ? predictAdditive(tables.additive, ADDITIVE_FAMILIES, additiveKeys({ ...row, at }))
    : x[5]!;
  x[30] = x[29]! - x[5]!;
  return { x, level, listings };
}

export interface Prediction {
  estimate: number;
  low: number;
  high: number;
}

/** Log-price predictions of the three models, in naira, ordered low ≤ estimate ≤ high. */
export function predict(model: PurposeModel, x: ArrayLike<number>): Prediction {
  const mid = predictGbdt(model.median, x);
  const lo = Math.min(predictGbdt(model.low, x), mid);
  const hi = Math.max(predictGbdt(model.high, x), mid);
  return { estimate: Math.exp(mid), low: Math.exp(lo), high: Math.exp(hi) };
}
