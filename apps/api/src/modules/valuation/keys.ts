/**
 * The groups a listing falls in, as the valuation model's tables and its additive model key them (ADR 0500,
 * 0501): where it is (`Located`), its exact configuration in a place (`cellKey`), its neighbourhood's words and
 * runs of words, and the additive model's families with their ridge penalties.
 */

import type { AdditiveFamily, GroupKeys } from "./additive.ts";
import { type Listing, nameKey, words } from "./clean.ts";

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
