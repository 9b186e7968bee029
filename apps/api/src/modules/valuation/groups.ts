/**
 * Rent comparables that may be committed (SOURCES.md): the median yearly rent of each group of at least
 * MIN_GROUP rent listings of one type and size in a town, and in a neighbourhood of it. Aggregates only, never a
 * listing row; written by `npm run valuation:train` next to the model and shown as "median of n listings".
 */
import { type Listing, nameKey } from "./clean.ts";

export const MIN_GROUP = 3;

export interface RentGroup {
  town: string;
  area: string | null;
  type: string;
  bedrooms: number | null;
  n: number;
  /** Median yearly rent of the group, whole naira. */
  price: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function rentGroups(rows: Listing[]): RentGroup[] {
  const groups = new Map<string, { sample: Listing; area: string | null; prices: number[] }>();
  for (const r of rows) {
    for (const area of r.area ? [r.area, null] : [null]) {
      const key = [nameKey(r.town), area ? nameKey(area) : "", r.type, r.bedrooms].join("|");
      const g = groups.get(key) ?? { sample: r, area, prices: [] };
      g.prices.push(r.price);
      groups.set(key, g);
    }
  }
  return [...groups.values()]
    .filter((g) => g.prices.length >= MIN_GROUP)
    .map((g) => ({
      town: g.sample.town,
      area: g.area,
      type: g.sample.type,
      bedrooms: g.sample.bedrooms,
      n: g.prices.length,
      price: Math.round(median(g.prices)),
    }))
    .sort((a, b) =>
      `${a.town}|${a.area}|${a.type}|${a.bedrooms}`.localeCompare(
        `${b.town}|${b.area}|${b.type}|${b.bedrooms}`,
      ),
    );
}

/** Groups as comparable rows: the listing shape the comparables code ranks, with the group's size. */
export function groupListings(groups: RentGroup[]): Array<Listing & { n: number }> {
  return groups.map((g) => ({
    purpose: "rent",
    state: "Lagos",
    town: g.town,
    area: g.area,
    type: g.type,
    bedrooms: g.bedrooms,
    bathrooms: null,
    toilets: null,
    parking: null,
    furnished: false,
    serviced: false,
    newlyBuilt: false,
    price: g.price,
    id: null,
    monthsAgo: null,
    n: g.n,
  }));
}
