/**
 * Cleaning the Lagos rent file (lagos_rent_listings.csv) for valuation (issue 8, ADR 0500): prices are text with a
 * unit; keep yearly, convert monthly (× 12), drop per-day, per-sqm, blank and zero; drop land; drop yearly rents
 * under ₦50k or over ₦1bn; co-working space is commercial property. The location "Area Town Lagos" gives the town
 * (from the title, where the town keeps its own spelling, e.g. "Kosofe/Ikosi") and the neighbourhood words.
 * Pure: text in, cleaned rows out (clean.unit.test.ts).
 */

import {
  count,
  type Listing,
  monthIndex,
  nameKey,
  placeName,
  RENT_MAX,
  RENT_MIN,
  type RENT_MODEL_TYPES,
  words,
} from "./clean.ts";

export type RentUnit = "year" | "month" | "day" | "sqm" | "none";

/** Reads a rent price text (" 5,500,000/year ") into naira and its unit; null when there is no number. */
export function parseRentPrice(text: string): { amount: number; unit: RentUnit } | null {
  const m = /^\s*₦?\s*([\d,]+(?:\.\d+)?)\s*(?:\/\s*([a-z]+))?\s*$/i.exec(text ?? "");
  if (!m) return null;
  const amount = Number(m[1]!.replace(/,/g, ""));
  if (!Number.isFinite(amount)) return null;
  const raw = (m[2] ?? "").toLowerCase();
  const unit: RentUnit =
    raw === ""
      ? "none"
      : raw.startsWith("y") || raw === "annum" || raw === "pa"
        ? "year"
        : raw.startsWith("mon") || raw === "mo"
          ? "month"
          : raw.startsWith("d") || raw === "night"
            ? "day"
            : raw === "sqm" || raw === "m2"
              ? "sqm"
              : "none";
  return { amount, unit };
}

/**
 * A yearly rent from a price and its unit: yearly as is, monthly × 12; per day (short lets), per square
 * metre (no size given) and no unit at all cannot be turned into a year's rent honestly → null.
 */
export function yearlyRent(amount: number, unit: RentUnit): number | null {
  if (!(amount > 0)) return null;
  if (unit === "year") return Math.round(amount);
  if (unit === "month") return Math.round(amount * 12);
  return null;
}

/** Towns of the rent file written in two words; every other town is the last word before "Lagos". */
const TWO_WORD_TOWNS = new Set(["victoriaisland", "lagosisland", "abuleegba", "amuwoodofin", "isherinorth"]);

/**
 * Splits a rent listing into town and neighbourhood. The title keeps the town's spelling ("... for rent
 * Ikosi-Ketu Kosofe/Ikosi Lagos"), the location the area's ("Ikosi Ketu Kosofe Ikosi Lagos").
 */
export function splitRentLocation(title: string, location: string): { town: string; area: string } | null {
  const afterRent = /for rent\s+(.*)$/i.exec(title ?? "")?.[1] ?? location ?? "";
  const tokens = afterRent.trim().split(/\s+/);
  if (tokens.length > 0 && nameKey(tokens[tokens.length - 1]!) === "lagos") tokens.pop();
  if (tokens.length === 0) return null;
  let townTokens = 1;
  if (tokens.length >= 2 && TWO_WORD_TOWNS.has(nameKey(tokens.slice(-2).join(" ")))) townTokens = 2;
  const town = placeName(tokens.slice(-townTokens).join(" "));
  // The area: the location without the town's words and "Lagos" at the end.
  const townWords = words(town);
  const loc = (location ?? "").trim().split(/\s+/);
  if (loc.length > 0 && nameKey(loc[loc.length - 1]!) === "lagos") loc.pop();
  let drop = 0;
  for (let i = townWords.length - 1, j = loc.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (nameKey(loc[j]!) !== townWords[i]) break;
    drop++;
  }
  const areaTokens = drop === townWords.length ? loc.slice(0, loc.length - drop) : loc;
  let area = placeName(
    areaTokens
      .join(" ")
      .replace(/\s*,\s*/g, ", ")
      .toLowerCase(),
  );
  // "Lekki Lagos Lekki" style repeats of the town at the end of the area say nothing more.
  if (nameKey(area) === nameKey(town)) area = "";
  return { town, area };
}

const RENT_TYPE_BY_KEY: Record<string, (typeof RENT_MODEL_TYPES)[number] | "Land"> = {
  flatapartment: "Flat / Apartment",
  house: "House",
  commercialproperty: "Commercial Property",
  coworkingspace: "Commercial Property",
  land: "Land",
};

export interface RentCleaning {
  rows: Listing[];
  dropped: {
    land: number;
    noPrice: number;
    perDay: number;
    perSqm: number;
    noUnit: number;
    outOfRange: number;
    badRow: number;
    duplicateId: number;
  };
  convertedFromMonthly: number;
}

/** Cleans the Lagos rent file (see the file comment for the rules). */
export function cleanRentRows(records: Record<string, string>[]): RentCleaning {
  const dropped = {
    land: 0,
    noPrice: 0,
    perDay: 0,
    perSqm: 0,
    noUnit: 0,
    outOfRange: 0,
    badRow: 0,
    duplicateId: 0,
  };
  let converted = 0;
  const seen = new Set<string>();
  const rows: Listing[] = [];
  for (const r of records) {
    const title = r.Title ?? "";
    const typeText = /^(?:\d+\s+bedrooms?\s+)?(.*?)\s+for rent/i.exec(title.trim())?.[1] ?? "";
    const type = RENT_TYPE_BY_KEY[nameKey(typeText)];
    if (!type) {
      dropped.badRow++;
      continue;
    }
    if (type === "Land") {
      dropped.land++;
      continue;
    }
    const parsed = parseRentPrice(r.Price ?? "");
    if (!parsed || parsed.amount <= 0) {
      dropped.noPrice++;
      continue;
    }
    const yearly = yearlyRent(parsed.amount, parsed.unit);
    if (yearly === null) {
      if (parsed.unit === "day") dropped.perDay++;
      else if (parsed.unit === "sqm") dropped.perSqm++;
      else dropped.noUnit++;
      continue;
    }
    if (parsed.unit === "month") converted++;
    if (yearly < RENT_MIN || yearly > RENT_MAX) {
      dropped.outOfRange++;
      continue;
    }
    const place = splitRentLocation(title, r.Location ?? "");
    if (!place) {
      dropped.badRow++;
      continue;
    }
    const id = (r.PID ?? "").trim() || null;
    if (id) {
      if (seen.has(id)) {
        dropped.duplicateId++;
        continue;
      }
      seen.add(id);
    }
    const status = nameKey(r.Status ?? "");
    rows.push({
      purpose: "rent",
      state: "Lagos",
      town: place.town,
      area: place.area || null,
      placeText: (r.Location ?? "").replace(/\s*\blagos\s*$/i, "").trim() || null,
      type,
      bedrooms: count(r.Bedroom, { zeroIsMissing: false }),
      bathrooms: count(r.Bathroom, { zeroIsMissing: true }),
      toilets: count(r.Toilet, { zeroIsMissing: true }),
      parking: null,
      furnished: status.includes("furnished"),
      serviced: status.includes("serviced"),
      newlyBuilt: status.includes("newlybuilt"),
      price: yearly,
      id,
      monthsAgo: monthIndex(r["Date Added"] ?? ""),
    });
  }
  // Dates become "months before the newest listing", so a request (made now) is month 0.
  const newest = Math.max(...rows.map((r) => r.monthsAgo ?? Number.NEGATIVE_INFINITY));
  for (const r of rows)
    r.monthsAgo =
      r.monthsAgo === null || r.monthsAgo === undefined
        ? null
        : Math.round((newest - r.monthsAgo) * 100) / 100;
  return { rows, dropped, convertedFromMonthly: converted };
}
