/**
 * What valuation loads and what it is asked (issue 8): where the committed model files are, the types a person can
 * ask about, the request, and the comparables index the service keeps in memory.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Listing, nameKey, type Purpose, RENT_MODEL_TYPES, SALE_TYPES } from "./clean.ts";
import type { Gazetteer } from "./geo.ts";
import type { ModelFile } from "./model.ts";
import type { NeighbourhoodIndex } from "./neighbourhoods.ts";

export const MODEL_DIR = join(import.meta.dirname, "model");
export const MODEL_FILE = join(MODEL_DIR, "valuation-model.json");
export const ACCURACY_FILE = join(MODEL_DIR, "accuracy.json");
/** Median rents of groups of ≥ 3 rent listings (groups.ts): the rent comparables. */
export const RENT_GROUPS_FILE = join(MODEL_DIR, "rent-groups.json");

/**
 * The neighbourhoods the rent comparables name, once per town ({town: "Lekki", area: "Lekki Phase 1"}): the
 * gazetteer search reads too (ADR 0405), from the small groups file rather than the whole model.
 */
export function knownNeighbourhoods(file = RENT_GROUPS_FILE): { town: string; area: string }[] {
  if (!existsSync(file)) return [];
  const groups = JSON.parse(readFileSync(file, "utf8")) as { town: string; area: string | null }[];
  const seen = new Map<string, { town: string; area: string }>();
  for (const { town, area } of groups) if (area) seen.set(`${town}|${area}`, { town, area });
  return [...seen.values()];
}

/**
 * The types a person can ask about, per purpose, the model type each stands for, and the rooms a type fixes. Only
 * types the model tells apart are offered (issue 25): a self-contain is a flat of one room with its own bathroom
 * (the rent file lists them as 0-bedroom flats with a bathroom), a mini flat a 1-bedroom flat. The rent file does
 * not tell duplexes from bungalows (all are "House"), so rent offers "House" only.
 */
export interface RequestType {
  label: string;
  model: string;
  bedrooms?: number;
  bathrooms?: number;
}
export const REQUEST_TYPES: Record<Purpose, RequestType[]> = {
  sale: SALE_TYPES.map((t) => ({ label: t, model: t })),
  rent: [
    { label: "Self Contain", model: "Flat / Apartment", bedrooms: 0, bathrooms: 1 },
    { label: "Mini Flat", model: "Flat / Apartment", bedrooms: 1, bathrooms: 1 },
    { label: "Flat / Apartment", model: "Flat / Apartment" },
    { label: "House", model: "House" },
    { label: "Commercial Property", model: RENT_MODEL_TYPES[2] },
  ],
};

export const ESTIMATE_FIGURES = 3;
/** Whole naira, to ESTIMATE_FIGURES significant figures (₦1,876,017 → ₦1,880,000). */
export function roundEstimate(naira: number): number {
  if (!(naira > 0)) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(naira)) + 1 - ESTIMATE_FIGURES);
  return Math.round(naira / step) * step;
}

export interface Accuracy {
  medianApe: number;
  within20: number;
  coverage: number;
  baselineMedianApe: number;
  rows: number;
  folds: number;
}

export interface ValuationRequest {
  purpose: Purpose;
  state: string;
  town?: string;
  area?: string;
  property_type: string;
  bedrooms?: number;
  bathrooms?: number;
  toilets?: number;
  parking_spaces?: number;
  furnished?: boolean;
  serviced?: boolean;
  newly_built?: boolean;
}

export interface Loaded {
  model: ModelFile;
  gaz: Gazetteer;
  accuracy: Partial<Record<Purpose, Accuracy>>;
  /** Comparables from the files, by geo state name. */
  listings: Record<Purpose, Map<string, Keyed[]>>;
  /** The towns and neighbourhoods each purpose's model knows, for matching typed text. */
  places: Record<Purpose, NeighbourhoodIndex>;
  /** Towns the model knows per purpose and display state. */
  towns: Record<Purpose, Map<string, string[]>>;
}

/** A listing ready for comparing: its names already reduced to keys, its log price computed; n when it stands for
 * a group's median (rent). */
export type Keyed = Listing & { townKey: string; areaKey: string; logPrice: number; n?: number };

/** Listings by geo state name, "state|townKey", "state|townKey|type" and "state|townKey|type|bedrooms". */
export const indexListings = (gaz: Gazetteer, rows: Array<Listing & { n?: number }>) => {
  const map = new Map<string, Keyed[]>();
  const add = (key: string, row: Keyed) => {
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  };
  for (const r of rows) {
    const state = gaz.state(r.state);
    if (!state) continue;
    const keyed = {
      ...r,
      townKey: nameKey(r.town),
      areaKey: r.area ? nameKey(r.area) : "",
      logPrice: Math.log(r.price),
    };
    add(state, keyed);
    add(`${state}|${keyed.townKey}`, keyed);
    add(`${state}|${keyed.townKey}|${keyed.type}`, keyed);
    add(`${state}|${keyed.townKey}|${keyed.type}|${keyed.bedrooms}`, keyed);
  }
  return map;
};
