/**
 * The seeded world the search tests share (search.test.ts, search-contract.test.ts): the real sale listings
 * (SOURCES.md; Lagos ones placed in the rent facts' neighbourhoods), the real LGAs and the demo people seeder, and a reference computation of what a search finds, in
 * plain code over the same rows (every word a prefix of some word of the listing; a city word a phrase of its
 * place), so counts and order are checked against something that is not a search engine.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { singular, words } from "../src/platform/language/text.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { type SeedListing, saleListings } from "../src/seed/listings.ts";
import { insertPeople } from "../src/seed/people.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { insertListings } from "../src/seed/properties.ts";
import { placeInAreas, readRentFacts } from "../src/seed/rentals.ts";
import type { TestApp } from "./helpers.ts";

export interface Listing {
  id: number;
  title: string;
  city: string;
  state: string;
  state_key: string;
  address: string;
  property_type: string;
  category: string;
  description: string;
  price: number;
  bedrooms: number;
  listing_type: string;
  created_at: string;
  owner_role: string;
  verified: boolean;
}
export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  city: string | null;
  state: string | null;
  occupation_job_title: string | null;
  industry_field: string | null;
  skills: string[];
  bio: string | null;
  role: string;
}

export const LISTINGS = 2500;
export const PEOPLE = 120;

/** Seeds the world into the test app's database and reads back the rows the reference computes over. */
export async function seedSearchWorld(t: TestApp): Promise<{ listings: Listing[]; people: Person[] }> {
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  await insertPeople(t.db, 0, PEOPLE, "not-a-usable-hash");
  const owners = (
    await t.database.query<{ id: number }>(
      "select id from users where role in ('agent','landlord','developer') order by id",
    )
  ).map((r) => Number(r.id));
  const sale = saleListings(readFileSync(join(datasetsDir, "nigeria_houses_sale.csv"), "utf8")).slice(
    0,
    LISTINGS,
  );
  // Lagos listings in the neighbourhoods the rent facts name, as the demo world places its rentals (ADR 0415).
  const areas = new Map((readRentFacts(datasetsDir).areas ?? []).map((a) => [a.town, a]));
  const towns = new Map<string, SeedListing[]>();
  for (const l of sale) towns.set(l.city, [...(towns.get(l.city) ?? []), l]);
  const placed = [...towns].flatMap(([town, ls]) =>
    ls[0]!.state === "Lagos" ? placeInAreas(ls, areas.get(town)) : ls,
  );
  await insertListings(t.db, placed, owners, { generated: false, imagesPerListing: 1 });
  return { listings: await readListings(t), people: await readPeople(t) };
}

/** The listings as the reference reads them (live ones only). */
export async function readListings(t: TestApp): Promise<Listing[]> {
  return (
    await t.database.query<Listing>(
      `select p.id, p.title, p.city, p.state, p.state_key, p.address, p.property_type, p.category, p.description,
              p.price, p.bedrooms, p.listing_type, p.created_at, u.role as owner_role,
              (pr.verified_at is not null) as verified
         from properties p join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id
        where p.deleted_at is null and p.hidden_at is null`,
    )
  ).map((r) => ({
    ...r,
    id: Number(r.id),
    price: Number(r.price),
    bedrooms: Number(r.bedrooms),
    created_at: String(new Date(r.created_at).getTime()),
  }));
}

async function readPeople(t: TestApp): Promise<Person[]> {
  return (
    await t.database.query<Person>(
      `select p.user_id as id, p.first_name, p.last_name, p.company_name, p.city, p.state, p.occupation_job_title,
              p.industry_field, p.skills, p.bio, u.role
         from profiles p join users u on u.id = p.user_id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

// ---- reference computation (independent of the SQL and of the index) --------------------------------------
export const prefixOf = (terms: string[], docWords: string[]) =>
  terms.every((term) => docWords.some((w) => w.startsWith(term)));
export const phraseIn = (phrase: string[], seq: string[]) =>
  seq.some((_, i) => phrase.every((w, k) => seq[i + k] === w));
const listingWords = (l: Listing) =>
  words(
    `${l.title} ${l.city} ${l.state} ${l.address} ${l.property_type} ${l.category.replaceAll("-", " ")} ${l.description}`,
  );
const headWords = (l: Listing) =>
  words(`${l.title} ${l.city} ${l.state} ${l.address} ${l.property_type} ${l.category.replaceAll("-", " ")}`);

/** The orders of the port (port.ts): relevance as ADR 0405 ranks; the others with ties broken by id. */
export type Sort = "relevance" | "newest" | "price_asc" | "price_desc";
export function orderOf(terms: string[], sort: Sort = "relevance") {
  const newest = (a: Listing, b: Listing) => Number(b.created_at) - Number(a.created_at) || b.id - a.id;
  if (sort === "newest") return newest;
  if (sort === "price_asc") return (a: Listing, b: Listing) => a.price - b.price || a.id - b.id;
  if (sort === "price_desc") return (a: Listing, b: Listing) => b.price - a.price || b.id - a.id;
  // Listings with every text word in their title, place or type first, then verified owners, then newest.
  const tier = (l: Listing) => (prefixOf(terms, headWords(l)) ? 0 : 2) + (l.verified ? 0 : 1);
  return (a: Listing, b: Listing) => tier(a) - tier(b) || newest(a, b);
}

export function referenceListings(
  listings: Listing[],
  opts: { terms: string[]; city?: string; where?: (l: Listing) => boolean; sort?: Sort },
): Listing[] {
  const terms = opts.terms.map(singular);
  const city = opts.city ? words(opts.city) : null;
  return listings
    .filter((l) => prefixOf(terms, listingWords(l)))
    .filter((l) => !city || phraseIn(city, words(`${l.city} ${l.state} ${l.address}`)))
    .filter((l) => !opts.where || opts.where(l))
    .sort(orderOf(terms, opts.sort));
}

export const personWords = (p: Person) =>
  words(
    `${p.first_name} ${p.last_name} ${p.company_name ?? ""} ${p.city ?? ""} ${p.state ?? ""} ${p.occupation_job_title ?? ""} ${p.industry_field ?? ""} ${p.skills.join(" ")} ${p.bio ?? ""}`,
  );
