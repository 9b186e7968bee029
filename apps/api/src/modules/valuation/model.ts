/**
 * The valuation model (ADR 0500): for each purpose, location premiums (how much dearer than a typical
 * listing of the same type and bedrooms a state, LGA, town, town × type, town × bedrooms, neighbourhood and
 * neighbourhood word is, as shrunk medians of log-price residuals) and an additive model of all those groups
 * fitted together (additive.ts, ADR 0501) feed three boosted tree models of the log price: the estimate (a
 * quantile a little under the median, train.ts ESTIMATE_ALPHA) and the 7% and 93% quantiles (the 80% range).
 * Everything in a model file is a fitted parameter or an aggregate; no listing rows.
 */

import { predictAdditive } from "./additive.ts";
import { type Listing, nameKey, type Purpose } from "./clean.ts";
import { type Gbdt, predictGbdt } from "./gbdt.ts";
import {
  ADDITIVE_FAMILIES,
  additiveKeys,
  areaGrams,
  areaWords,
  bedsBucket,
  cellKey,
  type Located,
} from "./keys.ts";
import { baseOf, type Tables } from "./tables.ts";

export type { Located, LocatedListing } from "./keys.ts";
export { fitTables, type Tables } from "./tables.ts";

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

const K_GRAM = 3;

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
