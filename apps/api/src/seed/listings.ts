/**
 * The sale listings file read into seed listings (SOURCES.md in assets/datasets): parsing and cleaning only,
 * no database. Shared by the properties seeder, the rent facts script and tests.
 */

export interface SeedListing {
  key: string;
  title: string;
  listingType: "rent" | "sale";
  rentPeriod: "year" | "month" | "night" | null;
  use: "residential" | "commercial";
  category: string;
  propertyType: string;
  address: string;
  city: string;
  state: string;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  parkingSpaces: number;
  furnished: boolean;
  serviced: boolean;
  amenities: string[];
  /** Naira. */
  price: number;
  /** Where a generated listing's figures come from; replaces the closing sentence of its description. */
  note?: string;
  /** The neighbourhood of the town, when the data names one ("Lekki Phase 1" of Lekki; ADR 0415). */
  area?: string;
}

/** Minimal CSV reader (quoted fields, commas and doubled quotes inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  return rows;
}

const SALE_CATEGORY: Record<string, string> = {
  "Detached Duplex": "duplex",
  "Semi Detached Duplex": "duplex",
  "Terraced Duplexes": "terrace",
  "Block of Flats": "apartment",
  "Detached Bungalow": "bungalow",
  "Semi Detached Bungalow": "bungalow",
  "Terraced Bungalow": "terrace",
};

/** The fewest bedrooms a block of flats has (two flats of two bedrooms). */
export const BLOCK_MIN_BEDROOMS = 4;

/** A flat's own parking: a "block" row listed as one of its flats keeps at most this many of the block's spaces. */
export const FLAT_MAX_PARKING = 2;

export const FLAT = "Flat / Apartment";
/** What a title calls a property type: a "flat", else the type in lower case ("detached duplex"). */
export const titleNoun = (propertyType: string) =>
  propertyType === FLAT ? "flat" : propertyType.toLowerCase();

/**
 * Sale rows: drop entry errors (under ₦1m or over ₦5bn, a duplex of one bedroom); the mislabelled "Anambara" state
 * takes the town's usual state.
 */
export function saleListings(text: string): SeedListing[] {
  const rows = parseCsv(text).slice(1);
  const stateOfTown = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const [, , , , , town = "", state = ""] = r.map((x) => x.trim());
    if (state === "Anambara") continue;
    const m = stateOfTown.get(town) ?? new Map<string, number>();
    m.set(state, (m.get(state) ?? 0) + 1);
    stateOfTown.set(town, m);
  }
  const out: SeedListing[] = [];
  rows.forEach((r, i) => {
    const [bed, bath, toil, park, type = "", town = "", rawState = "", rawPrice] = r.map((x) => x.trim());
    const price = Number(rawPrice);
    const category = SALE_CATEGORY[type];
    if (!category || !town || !Number.isFinite(price) || price < 1_000_000 || price > 5_000_000_000) return;
    let state = rawState;
    if (state === "Anambara") {
      const m = stateOfTown.get(town);
      if (!m) return;
      state = [...m].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
      if (!state) return;
    }
    const bedrooms = Number(bed) || 0;
    // A duplex is a house on two floors: "1 bedroom detached duplex" (93 rows) is an entry error (issue 38).
    if (/Duplex/.test(type) && bedrooms < 2) return;
    // A block of flats holds several flats; a "block" of fewer than BLOCK_MIN_BEDROOMS bedrooms is one flat in a
    // block (issue 38: "1 bedroom block of flats"), and is listed as the flat it is.
    const propertyType =
      type === "Block of Flats" && bedrooms < BLOCK_MIN_BEDROOMS ? FLAT : type.replace(/Duplexes$/, "Duplex");
    out.push({
      key: `s${i}`,
      title: `${bedrooms} bedroom ${titleNoun(propertyType)} for sale in ${town}`,
      listingType: "sale",
      rentPeriod: null,
      use: "residential",
      category,
      propertyType,
      address: `${town}, ${state}`,
      city: town,
      state,
      bedrooms,
      bathrooms: Number(bath) || 0,
      toilets: Number(toil) || 0,
      parkingSpaces: Math.min(Number(park) || 0, propertyType === FLAT ? FLAT_MAX_PARKING : Infinity),
      furnished: false,
      serviced: false,
      amenities: [],
      price,
    });
  });
  return out;
}
