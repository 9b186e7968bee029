/**
 * The premium tables of the valuation model (ADR 0500): medians of log prices per type and size, and how much
 * dearer each state, LGA, town, town × type, town × size, neighbourhood, word and exact configuration is than a
 * typical listing of its type and size, shrunk towards its parent group by the weights below.
 */

import { type AdditiveModel, fitAdditive } from "./additive.ts";
import { nameKey } from "./clean.ts";
import { round6 } from "./gbdt.ts";
import {
  ADDITIVE_FAMILIES,
  additiveKeys,
  areaGrams,
  areaWords,
  bedsBucket,
  cellKey,
  type LocatedListing,
} from "./keys.ts";

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
