/**
 * Facts derived from the Lagos rent file (ADR 0016, 0213). Its rows may not be committed (no licence), so
 * `npm run rent-facts -w @ile/api` reads it where a developer has it and writes only aggregates to
 * assets/datasets/lagos-rent-facts.json: rent quartiles per town × category × bedrooms × period (groups of at
 * least MIN_GROUP rows, so no figure is one listing's), Lagos rent-to-price ratios by kind × bedrooms, and how
 * many of a town's rows name each of its neighbourhoods (neighbourhoods of at least MIN_GROUP rows; ADR 0415).
 */
import { splitRentLocation } from "../modules/valuation/clean-rent.ts";
import { parseCsv, type SeedListing } from "./listings.ts";

export const MIN_GROUP = 3;
export const RENT_FACTS_FILE = "lagos-rent-facts.json";

export interface RentGroup {
  town: string;
  category: string;
  bedrooms: number;
  period: "year" | "month" | "night";
  n: number;
  /** Naira per period. */
  p25: number;
  p50: number;
  p75: number;
  /** How many of the n were furnished / serviced. */
  furnished: number;
  serviced: number;
}

/** Median yearly rent ÷ median sale price in Lagos, for one kind of home and bedroom count (5 = 5 or more). */
export interface RentRatio {
  kind: RentKind;
  bedrooms: number;
  ratio: number;
  rentRows: number;
  saleRows: number;
}
export type RentKind = "flat" | "house";

/**
 * A town's rent rows and how many of them name each neighbourhood (at least MIN_GROUP rows each, most first); the
 * rest name none, or one too few times to count.
 */
export interface TownAreas {
  town: string;
  rows: number;
  areas: { name: string; n: number }[];
}

export interface RentFacts {
  source: string;
  groups: RentGroup[];
  ratios: RentRatio[];
  /** Neighbourhoods per town (ADR 0415); a facts file written before them has none. */
  areas?: TownAreas[];
}

/** Capitals of the places people write in capitals ("Ikeja GRA", "VGC"). */
const CAPITALS = new Set(["gra", "vgc", "vi", "ups", "cms", "uac"]);

/**
 * A neighbourhood's name as the facts keep it: the rent file's area ("Osapa London,", "Ikeja Gra", "Off Herbert
 * Macaulay Way") without stray punctuation or a leading "off", "GRA" and the like in capitals; null when nothing
 * is left.
 */
export function areaName(area: string): string | null {
  const name = area
    .replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, "")
    .replace(/^(?:off|by|near|opposite|along)\s+/i, "")
    .replace(/\s+/g, " ")
    .split(" ")
    .map((w) => (CAPITALS.has(w.toLowerCase()) ? w.toUpperCase() : w))
    .join(" ");
  return name === "" ? null : name;
}

/** Which ratio a category uses: flats against blocks of flats, houses against duplexes, bungalows, terraces. */
export function kindOf(category: string): RentKind | null {
  if (category === "apartment") return "flat";
  if (category === "duplex" || category === "bungalow" || category === "terrace") return "house";
  return null;
}
export const bedroomBand = (bedrooms: number) => Math.min(Math.max(bedrooms, 1), 5);

function rentCategory(type: string, bedrooms: number): string | null {
  const t = type.toLowerCase();
  if (t.includes("flat") || t.includes("apartment")) return "apartment";
  if (t.includes("commercial") || t.includes("office") || t.includes("co working")) return "office";
  if (t.includes("land")) return "land";
  if (t.includes("house")) return bedrooms >= 4 ? "duplex" : "bungalow";
  return null;
}

/** Rent rows: price text with its period; per-sqm, blank and zero prices are skipped. */
export function rentListings(text: string): SeedListing[] {
  const out: SeedListing[] = [];
  parseCsv(text)
    .slice(1)
    .forEach((r, i) => {
      const [title = "", priceText = "", , location = "", bed, bath, toil, status = ""] = r.map((x) =>
        x.trim(),
      );
      const m = priceText.replace(/,/g, "").match(/^(\d+(?:\.\d+)?)\s*\/\s*(year|month|day)$/i);
      if (!m) return;
      const price = Number(m[1]);
      if (!(price >= 10_000 && price <= 2_000_000_000)) return;
      const period = (m[2] ?? "").toLowerCase();
      const words = location.split(/\s+/).filter(Boolean);
      if (words.length < 2 || words[words.length - 1] !== "Lagos") return;
      const town = words[words.length - 2] as string;
      const bedrooms = Number(bed) || 0;
      const type =
        title
          .replace(/^\d+\s+bedroom\s+/i, "")
          .split(/\s+for rent/i)[0]
          ?.trim() || "House";
      const category = rentCategory(type, bedrooms);
      if (!category) return;
      const area = areaName(splitRentLocation(title, location)?.area ?? "");
      out.push({
        key: `r${i}`,
        title: type,
        listingType: "rent",
        rentPeriod: period === "day" ? "night" : (period as "year" | "month"),
        use: category === "office" ? "commercial" : "residential",
        category,
        propertyType: type,
        address: location,
        city: town,
        state: "Lagos",
        bedrooms,
        bathrooms: Number(bath) || 0,
        toilets: Number(toil) || 0,
        parkingSpaces: 0,
        furnished: /furnished/i.test(status),
        serviced: /serviced/i.test(status),
        amenities: [],
        price,
        ...(area ? { area } : {}),
      });
    });
  return out;
}

/** The q-quantile of sorted numbers (nearest rank), rounded to whole naira. */
export function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[i] as number);
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = out.get(k);
    if (list) list.push(it);
    else out.set(k, [it]);
  }
  return out;
}

/** The facts: only aggregates of groups with at least MIN_GROUP rows. */
export function rentFacts(rent: SeedListing[], sale: SeedListing[], source: string): RentFacts {
  const groups: RentGroup[] = [];
  const byGroup = groupBy(rent, (l) => `${l.city}|${l.category}|${l.bedrooms}|${l.rentPeriod}`);
  for (const rows of byGroup.values()) {
    if (rows.length < MIN_GROUP) continue;
    const first = rows[0] as SeedListing;
    const prices = rows.map((r) => r.price).sort((a, b) => a - b);
    groups.push({
      town: first.city,
      category: first.category,
      bedrooms: first.bedrooms,
      period: first.rentPeriod ?? "year",
      n: rows.length,
      p25: quantile(prices, 0.25),
      p50: quantile(prices, 0.5),
      p75: quantile(prices, 0.75),
      furnished: rows.filter((r) => r.furnished).length,
      serviced: rows.filter((r) => r.serviced).length,
    });
  }
  groups.sort((a, b) =>
    `${a.town}|${a.category}|${a.bedrooms}`.localeCompare(`${b.town}|${b.category}|${b.bedrooms}`),
  );

  const band = (l: SeedListing) => `${kindOf(l.category)}|${bedroomBand(l.bedrooms)}`;
  const rentBands = groupBy(
    rent.filter((l) => kindOf(l.category) && l.rentPeriod === "year" && l.bedrooms > 0),
    band,
  );
  const saleBands = groupBy(
    sale.filter((l) => kindOf(l.category) && l.state === "Lagos"),
    band,
  );
  const ratios: RentRatio[] = [];
  for (const [k, rents] of rentBands) {
    const sales = saleBands.get(k);
    if (!sales || rents.length < MIN_GROUP || sales.length < MIN_GROUP) continue;
    const [kind, bedrooms] = k.split("|");
    const median = (ls: SeedListing[]) =>
      quantile(
        ls.map((l) => l.price).sort((a, b) => a - b),
        0.5,
      );
    ratios.push({
      kind: kind as RentKind,
      bedrooms: Number(bedrooms),
      ratio: Number((median(rents) / median(sales)).toFixed(5)),
      rentRows: rents.length,
      saleRows: sales.length,
    });
  }
  ratios.sort((a, b) => a.kind.localeCompare(b.kind) || a.bedrooms - b.bedrooms);
  return { source, groups, ratios, areas: townAreas(rent) };
}

/** How many rows of each town name each neighbourhood (only neighbourhoods of at least MIN_GROUP rows). */
export function townAreas(rent: SeedListing[]): TownAreas[] {
  const out: TownAreas[] = [];
  for (const [town, rows] of groupBy(rent, (l) => l.city)) {
    const byKey = groupBy(
      rows.filter((r) => r.area),
      (r) => (r.area as string).toLowerCase(),
    );
    const areas = [...byKey.values()]
      .filter((list) => list.length >= MIN_GROUP)
      .map((list) => ({ name: list[0]!.area as string, n: list.length }))
      .sort((a, b) => b.n - a.n || a.name.localeCompare(b.name));
    if (rows.length >= MIN_GROUP) out.push({ town, rows: rows.length, areas });
  }
  return out.sort((a, b) => a.town.localeCompare(b.town));
}
