/**
 * The demo world's rentals (ADR 0213), all generated and marked so (`generated`, "Generated demo listing" in the
 * description), built from the committed facts only — never from rows of the Lagos rent file:
 * - Lagos: per town × category × bedrooms group of the facts, one listing for every four rows the group had,
 *   rents cycling through the group's median, lower and upper quartile; one-bedroom flats are mini flats;
 *   self-contains rent at the lower quartile of the town's one-bedroom flats; a short let's night costs what
 *   earns back the median yearly rent of the town's flats of its size in SHORT_LET_NIGHTS booked nights.
 * - Every other state with sale listings: rentals of the same homes, yearly rent = sale price × the Lagos
 *   rent-to-price ratio of the same kind (flat / house) and bedrooms.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SeedListing } from "./listings.ts";
import { bedroomBand, kindOf, RENT_FACTS_FILE, type RentFacts, type RentGroup } from "./rent-facts.ts";

export function readRentFacts(dataDir: string): RentFacts {
  return JSON.parse(readFileSync(join(dataDir, RENT_FACTS_FILE), "utf8")) as RentFacts;
}

const NOTE = "Generated demo listing";
/** Booked nights a year in which a short let earns back a flat's yearly rent (about 25% occupancy; ADR 0213). */
export const SHORT_LET_NIGHTS = 90;
/** Rents look like asking prices: ₦1,000s for nights, ₦10,000s for months and years. */
const roundRent = (naira: number, period: SeedListing["rentPeriod"]) => {
  const step = period === "night" ? 1_000 : 10_000;
  return Math.max(step, Math.round(naira / step) * step);
};

const TYPE_NAMES: Record<string, string> = {
  apartment: "Flat / Apartment",
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
  const rooms = g.bedrooms > 0 && !["self-contain", "mini-flat", "land"].includes(g.category);
  return {
    key,
    title: `${rooms ? `${g.bedrooms} bedroom ` : ""}${type.toLowerCase()} for rent in ${g.town}`,
    listingType: "rent",
    rentPeriod: period,
    use: g.category === "office" ? "commercial" : "residential",
    category: g.category,
    propertyType: type,
    address: `${g.town}, ${g.state}`,
    city: g.town,
    state: g.state,
    bedrooms: g.bedrooms,
    bathrooms: g.bedrooms,
    toilets: g.bedrooms + (g.bedrooms > 0 ? 1 : 0),
    parkingSpaces: 0,
    furnished: false,
    serviced: false,
    amenities: [],
    price: roundRent(price, period),
    ...extra,
  };
}

function lagosRentals(groups: RentGroup[]): SeedListing[] {
  const out: SeedListing[] = [];
  groups.forEach((g, gi) => {
    const k = Math.min(60, Math.ceil(g.n / 4));
    const category = g.category === "apartment" && g.bedrooms === 1 ? "mini-flat" : g.category;
    const note = `${NOTE}: its rent is the median or a quartile of ${g.n} Lagos rent listings of this kind in ${g.town}.`;
    for (let j = 0; j < k; j++) {
      const price = [g.p50, g.p25, g.p75][j % 3] as number;
      out.push(
        rental(`l${gi}x${j}`, { ...g, state: "Lagos", category }, price, g.period, {
          note,
          furnished: j < Math.round((k * g.furnished) / g.n),
          serviced: j < Math.round((k * g.serviced) / g.n),
        }),
      );
    }
    if (g.category !== "apartment" || g.period !== "year") return;
    if (g.bedrooms === 1) {
      const sc = `${NOTE}: a self-contain at the lower quartile of ${g.n} one-bedroom flats' rents in ${g.town}.`;
      for (let j = 0; j < Math.ceil(g.n / 8); j++)
        out.push(
          rental(`c${gi}x${j}`, { ...g, state: "Lagos", category: "self-contain" }, g.p25, "year", {
            note: sc,
          }),
        );
    }
    if (g.furnished > 0 && g.bedrooms > 0) {
      const sl = `${NOTE}: a night costs the median yearly rent of ${g.n} ${g.bedrooms}-bedroom flats in ${g.town} ÷ ${SHORT_LET_NIGHTS} booked nights.`;
      for (let j = 0; j < Math.ceil(g.furnished / 3); j++)
        out.push(
          rental(
            `n${gi}x${j}`,
            { ...g, state: "Lagos", category: "short-let" },
            g.p50 / SHORT_LET_NIGHTS,
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
  return out;
}

/** Rentals of sale homes outside Lagos: all of a state's homes when it has few, else every third. */
function stateRentals(sale: SeedListing[], facts: RentFacts): SeedListing[] {
  const ratio = new Map(facts.ratios.map((r) => [`${r.kind}|${r.bedrooms}`, r]));
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
    if (!r) continue;
    const note = `${NOTE}: its yearly rent is the sale price of a ${l.propertyType.toLowerCase()} in ${l.city} × ${r.ratio} (Lagos median rent ÷ median price of ${r.bedrooms}${r.bedrooms === 5 ? "+" : ""}-bedroom ${kind === "flat" ? "flats" : "houses"}).`;
    out.push({
      ...l,
      key: `t${l.key}`,
      title: l.title.replace(/ for sale in /, " for rent in "),
      listingType: "rent",
      rentPeriod: "year",
      price: roundRent(l.price * r.ratio, "year"),
      note,
    });
  }
  return out;
}

/** Every demo rental, deterministic for the same facts and sale rows. */
export function demoRentals(sale: SeedListing[], facts: RentFacts): SeedListing[] {
  return [...lagosRentals(facts.groups), ...stateRentals(sale, facts)];
}
