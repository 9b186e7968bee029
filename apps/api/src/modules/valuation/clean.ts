/**
 * Reading and cleaning the two raw listing files for valuation (issue 8, ADR 0500); the rent file's own rules
 * are in clean-rent.ts.
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

export function count(
  value: string | undefined,
  { zeroIsMissing }: { zeroIsMissing: boolean },
): number | null {
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
