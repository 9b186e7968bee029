/**
 * Reading and cleaning the two raw listing files for valuation (issue 8, ADR 0500).
 * Everything here is pure: text in, cleaned rows out, with the rules tested in clean.unit.test.ts.
 *
 * Sale file (nigeria_houses_sale.csv): drop entry errors (over ₦5bn, under ₦1m), move the "Anambara" rows
 * to the state their town really is in (learned from the other rows), counts as given (1–9).
 * Rent file (lagos_rent_listings.csv): prices are text with a unit; keep yearly, convert monthly (× 12),
 * drop per-day, per-sqm, blank and zero; drop land; drop yearly rents under ₦50k or over ₦1bn; co-working
 * space is commercial property. The location "Area Town Lagos" gives the town (from the title, where the
 * town keeps its own spelling, e.g. "Kosofe/Ikosi") and the neighbourhood words.
 */

/** Compares names without regard to case, spacing, accents or punctuation ("Flat / Apartment" ≡ "flat/apartment"). */
export function nameKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** Lower-case words of a neighbourhood phrase ("Osapa London" → ["osapa", "london"]). */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF. Returns rows as records by header. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.length > 1 || row[0] !== "") rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const header = (rows.shift() ?? []).map((h) => h.trim());
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])));
}

export type Purpose = "sale" | "rent";

/** The house types of the sale file, as the file spells them. */
export const SALE_TYPES = [
  "Detached Duplex",
  "Semi Detached Duplex",
  "Terraced Duplexes",
  "Detached Bungalow",
  "Semi Detached Bungalow",
  "Terraced Bungalow",
  "Block of Flats",
] as const;

/** The property types the rent model tells apart (the rent file's title types; co-working is commercial). */
export const RENT_MODEL_TYPES = ["Flat / Apartment", "House", "Commercial Property"] as const;

/** A cleaned listing, the one row shape for training, comparables and requests. */
export interface Listing {
  purpose: Purpose;
  state: string;
  town: string;
  /** Neighbourhood words as written ("Osapa London"); rent only. */
  area: string | null;
  /** The type the model uses: one of SALE_TYPES for sale, RENT_MODEL_TYPES for rent. */
  type: string;
  bedrooms: number | null;
  bathrooms: number | null;
  toilets: number | null;
  parking: number | null;
  furnished: boolean;
  serviced: boolean;
  newlyBuilt: boolean;
  /** Naira; yearly for rent. */
  price: number;
  /** Listing id when the source has one (the rent file's PID). */
  id: string | null;
  /** The listing's place text as written, without "Lagos" ("Ikota Lekki"): what a user would type (rent). */
  placeText?: string | null;
  /** Months the listing was added before the newest listing of its file (rent); 0 for a request (now). */
  monthsAgo?: number | null;
}

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

/** "25 Mar 2024" → months since January 2000 (a count that orders dates); null when unreadable. */
export function monthIndex(text: string): number | null {
  const m = /^\s*(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4})\s*$/i.exec(text ?? "");
  if (!m) return null;
  const month = MONTHS[m[2]!.toLowerCase()];
  if (month === undefined) return null;
  return (Number(m[3]) - 2000) * 12 + month + (Number(m[1]) - 1) / 31;
}

export const SALE_MIN = 1_000_000;
export const SALE_MAX = 5_000_000_000;
export const RENT_MIN = 50_000;
export const RENT_MAX = 1_000_000_000;

function count(value: string | undefined, { zeroIsMissing }: { zeroIsMissing: boolean }): number | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 50) return null;
  if (n === 0 && zeroIsMissing) return null;
  return n;
}

/** Title-cases a place name the data wrote in lower case ("ago palace" → "Ago Palace"). */
export function placeName(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/(^|[\s/(-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export interface SaleCleaning {
  rows: Listing[];
  dropped: { priceTooHigh: number; priceTooLow: number; unknownState: number; badRow: number };
  /** How many "Anambara" rows were moved to their real state. */
  movedFromAnambara: number;
}

/**
 * Cleans the sale file. "Anambara" is not a state: those rows are Lagos, Abuja or Ogun towns ("Lekki,
 * Anambara"), so they take the state their town has in the rest of the file, or are dropped.
 */
export function cleanSaleRows(records: Record<string, string>[]): SaleCleaning {
  const dropped = { priceTooHigh: 0, priceTooLow: 0, unknownState: 0, badRow: 0 };
  const stateVotes = new Map<string, Map<string, number>>();
  for (const r of records) {
    const state = (r.state ?? "").trim();
    if (nameKey(state) === "anambara") continue;
    const town = nameKey(r.town ?? "");
    const votes = stateVotes.get(town) ?? new Map<string, number>();
    votes.set(state, (votes.get(state) ?? 0) + 1);
    stateVotes.set(town, votes);
  }
  const townState = (town: string): string | null => {
    const votes = stateVotes.get(nameKey(town));
    if (!votes) return null;
    return [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  };
  const rows: Listing[] = [];
  let moved = 0;
  for (const r of records) {
    const price = Number((r.price ?? "").trim());
    const type = SALE_TYPES.find((t) => nameKey(t) === nameKey(r.title ?? ""));
    const town = placeName(r.town ?? "");
    if (!Number.isFinite(price) || !type || town === "") {
      dropped.badRow++;
      continue;
    }
    if (price > SALE_MAX) {
      dropped.priceTooHigh++;
      continue;
    }
    if (price < SALE_MIN) {
      dropped.priceTooLow++;
      continue;
    }
    let state = (r.state ?? "").trim();
    if (nameKey(state) === "anambara") {
      const real = townState(town);
      if (!real) {
        dropped.unknownState++;
        continue;
      }
      state = real;
      moved++;
    }
    rows.push({
      purpose: "sale",
      state,
      town,
      area: null,
      type,
      bedrooms: count(r.bedrooms, { zeroIsMissing: false }),
      bathrooms: count(r.bathrooms, { zeroIsMissing: false }),
      toilets: count(r.toilets, { zeroIsMissing: false }),
      parking: count(r.parking_space, { zeroIsMissing: false }),
      furnished: false,
      serviced: false,
      newlyBuilt: false,
      price: Math.round(price),
      id: null,
    });
  }
  return { rows, dropped, movedFromAnambara: moved };
}

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
