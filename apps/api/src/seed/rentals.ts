/**
 * The demo world's rentals (ADR 0213), all generated and marked so (`generated`, "Generated demo listing" in the
 * description), built from the committed facts only — never from rows of the Lagos rent file:
 * - Lagos: per town × category × bedrooms group of the facts, one listing for every four rows the group had,
 *   the first at the group's median and the others spread over its middle half (lower to upper quartile), so a
 *   town's listings of one kind are not clones (issue 38, ADR 0027); one-bedroom flats are mini flats, flats of
 *   no bedroom self-contains (as valuation reads the rent file); a town with no such flats gets one self-contain
 *   at the lower quartile of its one-bedroom flats; a short let's night is the town's yearly rent of flats of its
 *   size ÷ SHORT_LET_NIGHTS booked nights, spread over the same middle half. A town's listings are placed in the
 *   neighbourhoods its rows name, in the rows' proportions (`placeInAreas`, ADR 0415).
 * - Every other state with sale listings: rentals of the same homes, yearly rent = sale price × the Lagos
 *   rent-to-price ratio of the same kind (flat / house) and bedrooms, at most what RENT_CEILING of Lagos asks for
 *   the like (an outlying sale row made a ₦6.29m-a-year one-bedroom in Port Harcourt).
 * - Land and commercial property have no bedrooms. No two listings share title, price and town (`distinctCards`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FLAT, type SeedListing, titleNoun } from "./listings.ts";
import {
  bedroomBand,
  kindOf,
  RENT_FACTS_FILE,
  type RentFacts,
  type RentGroup,
  type TownAreas,
} from "./rent-facts.ts";

export function readRentFacts(dataDir: string): RentFacts {
  return JSON.parse(readFileSync(join(dataDir, RENT_FACTS_FILE), "utf8")) as RentFacts;
}

const NOTE = "Generated demo listing";
/** Booked nights a year in which a short let earns back a flat's yearly rent (about 25% occupancy; ADR 0213). */
export const SHORT_LET_NIGHTS = 90;
/**
 * The j-th price of a group: the median first, then points of the lower-to-upper quartile range that do not repeat
 * (golden-ratio steps), so the listings of one group differ as real asking prices do, within the data's range.
 */
export function spreadPrice(g: { p25: number; p50: number; p75: number }, j: number): number {
  if (j === 0) return g.p50;
  const f = (j * 0.6180339887498949) % 1;
  return g.p25 + (g.p75 - g.p25) * f;
}

/** Keeps the first listing of each title + price + town: a list never shows two cards alike. */
export function distinctCards<T extends Pick<SeedListing, "title" | "price" | "city">>(listings: T[]): T[] {
  const seen = new Set<string>();
  return listings.filter((l) => {
    const key = `${l.title.toLowerCase()}|${l.price}|${l.city.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Categories that have no bedrooms (a plot, an office floor): their titles and cards show none. */
const NO_BEDROOMS = new Set(["land", "office"]);

/** Rents look like asking prices: ₦1,000s for nights, ₦10,000s for months and years. */
const roundRent = (naira: number, period: SeedListing["rentPeriod"]) => {
  const step = period === "night" ? 1_000 : 10_000;
  return Math.max(step, Math.round(naira / step) * step);
};

const TYPE_NAMES: Record<string, string> = {
  apartment: FLAT,
  "mini-flat": "Mini flat",
  "self-contain": "Self-contain",
  "short-let": "Short let apartment",
  duplex: "Duplex",
  bungalow: "Bungalow",
  office: "Commercial property",
  land: "Land",
};

function rental(
  key: string,
  g: { town: string; state: string; category: string; bedrooms: number },
  price: number,
  period: "year" | "month" | "night",
  extra: Partial<SeedListing> & { note: string },
): SeedListing {
  const type = extra.propertyType ?? TYPE_NAMES[g.category] ?? g.category;
  const rooms = g.bedrooms > 0 && !["self-contain", "mini-flat", ...NO_BEDROOMS].includes(g.category);
  const bedrooms = NO_BEDROOMS.has(g.category) ? 0 : g.bedrooms;
  return {
    key,
    title: `${rooms ? `${g.bedrooms} bedroom ` : ""}${titleNoun(type)} for rent in ${g.town}`,
    listingType: "rent",
    rentPeriod: period,
    use: g.category === "office" ? "commercial" : "residential",
    category: g.category,
    propertyType: type,
    address: `${g.town}, ${g.state}`,
    city: g.town,
    state: g.state,
    bedrooms,
    bathrooms: bedrooms,
    toilets: bedrooms + (bedrooms > 0 ? 1 : 0),
    parkingSpaces: 0,
    furnished: false,
    serviced: false,
    amenities: [],
    price: roundRent(price, period),
    ...extra,
  };
}

/**
 * The Lagos rent file names a place by its last word before "Lagos" ("… Victoria Island Lagos" → "Island"); where
 * that word is not the place's name, listings carry the name the sale listings use (issue 38).
 */
export const LAGOS_TOWN_NAMES: Record<string, string> = {
  Island: "Victoria Island (VI)",
  Odofin: "Amuwo Odofin",
  Egba: "Abule Egba",
};

/** Golden-ratio steps: the j-th of a town's listings falls at this point of [0, 1), evenly over any run of them. */
const spreadPoint = (j: number) => (j * 0.6180339887498949) % 1;

/**
 * Places a town's listings in the neighbourhoods its rent rows name, in the rows' proportions: the j-th listing
 * (in the order the groups made them) falls at `spreadPoint(j)`, and each neighbourhood holds its share of
 * [0, 1), most rows first; the share of rows that name no neighbourhood (or one too few times to count) stays in
 * the town alone. Kinds of home are spread alike over the neighbourhoods, as the facts keep no finer split.
 */
export function placeInAreas(listings: SeedListing[], town: TownAreas | undefined): SeedListing[] {
  if (!town || town.rows === 0 || town.areas.length === 0) return listings;
  return listings.map((l, j) => {
    const at = spreadPoint(j) * town.rows;
    let upTo = 0;
    for (const area of town.areas) {
      upTo += area.n;
      if (at < upTo) return inArea(l, area.name);
    }
    return l;
  });
}

/** A listing of the town in one of its neighbourhoods: said in its title and address, so search finds it there. */
function inArea(l: SeedListing, area: string): SeedListing {
  const townWord = l.city.split(/[\s(/]/)[0]!.toLowerCase();
  const place = area.toLowerCase().split(" ").includes(townWord) ? area : `${area}, ${l.city}`;
  return {
    ...l,
    area,
    title: l.title.replace(new RegExp(` in ${escapeRegExp(l.city)}$`), ` in ${place}`),
    address: `${area}, ${l.address}`,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function lagosRentals(groups: RentGroup[], areas: TownAreas[] = []): SeedListing[] {
  const byTown = new Map<string, SeedListing[]>();
  const selfContainTowns = new Set(
    groups
      .filter((g) => g.category === "apartment" && g.bedrooms === 0 && g.period === "year")
      .map((g) => g.town),
  );
  groups.forEach((group, gi) => {
    const out = byTown.get(group.town) ?? [];
    byTown.set(group.town, out);
    const g = { ...group, town: LAGOS_TOWN_NAMES[group.town] ?? group.town };
    const k = Math.min(60, Math.ceil(g.n / 4));
    const category =
      g.category === "apartment" && g.bedrooms === 1
        ? "mini-flat"
        : g.category === "apartment" && g.bedrooms === 0
          ? "self-contain"
          : g.category;
    const note = `${NOTE}: its rent is the median of ${g.n} Lagos rent listings of this kind in ${g.town}, or lies between their lower and upper quartile.`;
    for (let j = 0; j < k; j++) {
      const price = spreadPrice(g, j);
      out.push(
        rental(`l${gi}x${j}`, { ...g, state: "Lagos", category }, price, g.period, {
          note,
          furnished: j < Math.round((k * g.furnished) / g.n),
          serviced: j < Math.round((k * g.serviced) / g.n),
        }),
      );
    }
    if (g.category !== "apartment" || g.period !== "year") return;
    if (g.bedrooms === 1 && !selfContainTowns.has(group.town)) {
      const sc = `${NOTE}: a self-contain at the lower quartile of ${g.n} one-bedroom flats' rents in ${g.town}.`;
      out.push(
        rental(`c${gi}x0`, { ...g, state: "Lagos", category: "self-contain" }, g.p25, "year", { note: sc }),
      );
    }
    if (g.furnished > 0 && g.bedrooms > 0) {
      const sl = `${NOTE}: a night costs a yearly rent between the lower and upper quartile of ${g.n} ${g.bedrooms}-bedroom flats in ${g.town} ÷ ${SHORT_LET_NIGHTS} booked nights.`;
      for (let j = 0; j < Math.ceil(g.furnished / 3); j++)
        out.push(
          rental(
            `n${gi}x${j}`,
            { ...g, state: "Lagos", category: "short-let" },
            spreadPrice(g, j) / SHORT_LET_NIGHTS,
            "night",
            {
              note: sl,
              furnished: true,
              serviced: true,
            },
          ),
        );
    }
  });
  const areasOf = new Map(areas.map((t) => [t.town, t]));
  return [...byTown].flatMap(([town, listings]) => placeInAreas(listings, areasOf.get(town)));
}

/** How far up Lagos' asking rents of the like a generated rent outside Lagos may go (ADR 0027). */
export const RENT_CEILING = 0.75;

/**
 * The yearly rent that RENT_CEILING of Lagos listings of this kind and bedroom band stay under (by their towns'
 * medians, weighted by rows); null when the facts have none.
 */
export function rentCeiling(facts: RentFacts, kind: "flat" | "house", band: number): number | null {
  const categories = kind === "flat" ? ["apartment"] : ["bungalow", "duplex"];
  const groups = facts.groups
    .filter((g) => g.period === "year" && categories.includes(g.category) && bedroomBand(g.bedrooms) === band)
    .sort((a, b) => a.p50 - b.p50);
  const total = groups.reduce((s, g) => s + g.n, 0);
  let seen = 0;
  for (const g of groups) {
    seen += g.n;
    if (seen >= total * RENT_CEILING) return g.p50;
  }
  return null;
}

/** Rentals of sale homes outside Lagos: all of a state's homes when it has few, else every third. */
function stateRentals(sale: SeedListing[], facts: RentFacts): SeedListing[] {
  const ratio = new Map(facts.ratios.map((r) => [`${r.kind}|${r.bedrooms}`, r]));
  const ceilings = new Map<string, number | null>();
  const ceilingOf = (kind: "flat" | "house", band: number) => {
    const key = `${kind}|${band}`;
    if (!ceilings.has(key)) ceilings.set(key, rentCeiling(facts, kind, band));
    return ceilings.get(key) ?? null;
  };
  const perState = new Map<string, number>();
  for (const l of sale) perState.set(l.state, (perState.get(l.state) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out: SeedListing[] = [];
  for (const l of sale) {
    if (l.state === "Lagos") continue;
    const i = seen.get(l.state) ?? 0;
    seen.set(l.state, i + 1);
    if ((perState.get(l.state) ?? 0) >= 60 && i % 3 !== 0) continue;
    const kind = kindOf(l.category);
    const r = kind && ratio.get(`${kind}|${bedroomBand(l.bedrooms)}`);
    if (!r || !kind) continue;
    const ceiling = ceilingOf(kind, bedroomBand(l.bedrooms));
    const rent = roundRent(Math.min(l.price * r.ratio, ceiling ?? Number.POSITIVE_INFINITY), "year");
    const like = `${r.bedrooms}${r.bedrooms === 5 ? "+" : ""}-bedroom ${kind === "flat" ? "flats" : "houses"}`;
    const capped = ceiling !== null && l.price * r.ratio > ceiling;
    const note = capped
      ? `${NOTE}: its yearly rent is capped at what three in four Lagos ${like} are listed for or less, by their towns' medians (its sale price × the Lagos rent-to-price ratio would be more).`
      : `${NOTE}: its yearly rent is the sale price of a ${l.propertyType.toLowerCase()} in ${l.city} × ${r.ratio} (Lagos median rent ÷ median price of ${like}).`;
    out.push({
      ...l,
      key: `t${l.key}`,
      title: l.title.replace(/ for sale in /, " for rent in "),
      listingType: "rent",
      rentPeriod: "year",
      price: rent,
      note,
    });
  }
  return out;
}

/** Every demo rental, deterministic for the same facts and sale rows. */
export function demoRentals(sale: SeedListing[], facts: RentFacts): SeedListing[] {
  return distinctCards([...lagosRentals(facts.groups, facts.areas), ...stateRentals(sale, facts)]);
}
