/**
 * Listing reads (ADR 0201/0202): filters, counts, pages, one listing, by ids. Typed `sql` templates through the
 * handle; prices are kobo here, the service converts to naira at the edge.
 */
import type { Bbox } from "@ile/contract";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { ByIdsStatement } from "../../../db/prepared.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { parseState } from "../../../platform/language/states.ts";
import { pageWindow } from "../../../platform/pagination.ts";
import { passedChecksSql } from "../../trust/repo/badges.ts";

export interface ListFilters {
  listing_type?: string;
  use?: string;
  category?: string;
  property_type?: string;
  state?: string;
  city?: string;
  /** Only listings whose map point is in this area (ADR 0408). */
  bbox?: Bbox;
  status?: string;
  minKobo?: number;
  maxKobo?: number;
  /** Monthly income (kobo): rent listings whose monthly rent is at most a third of it (issue 24). */
  incomeKobo?: number;
  bedrooms?: number;
  bathrooms?: number;
  furnished?: boolean;
  serviced?: boolean;
  featured?: boolean;
  owner_id?: number;
  sort: "newest" | "price_asc" | "price_desc" | "views";
  page: number;
  limit: number;
}

export interface PropertyRow {
  id: string | number;
  slug: string;
  owner_id: string | number;
  /** ADR 0900/0902: the listing's unit, and when it was hidden pending review. */
  unit_id: string | null;
  hidden_at: Date | string | null;
  title: string;
  description: string;
  price: string | number;
  /** The price before the last change (kobo; ADR 0270), null when it never changed. */
  previous_price?: string | number | null;
  listing_type: "rent" | "sale";
  rent_period: "year" | "month" | "night" | null;
  status: "available" | "pending" | "sold" | "rented" | "unavailable";
  use: "residential" | "commercial";
  category: string;
  property_type: string;
  address: string;
  city: string;
  state: string;
  map_url: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The map point (migration 0980); null until located. */
  location_lat: number | null;
  location_lng: number | null;
  location_approximate: boolean;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  parking_spaces: number;
  area: number | null;
  furnished: boolean;
  serviced: boolean;
  title_document: "c_of_o" | "governors_consent" | "deed" | "survey" | null;
  title_number: string | null;
  amenities: string[];
  /** Fees in kobo; null when not stated. */
  agency_fee: string | number | null;
  legal_fee: string | number | null;
  caution_deposit: string | number | null;
  service_charge: string | number | null;
  featured: boolean;
  generated: boolean;
  views: number;
  created_at: Date | string;
  updated_at: Date | string;
  owner_role: string;
  owner_first: string | null;
  owner_last: string | null;
  owner_slug: string | null;
  owner_picture: string | null;
  owner_verified: Date | string | null;
  owner_company: string | null;
  /** Whether an admin checked the owner's LASRERA and CAC numbers (ADR 0903). */
  owner_lasrera: boolean;
  owner_cac: boolean;
  favourites: string | number;
}

export interface ImageRow {
  id: string | number;
  property_id: string | number;
  url: string;
  storage_key: string | null;
  widths: number[];
  position: number;
  is_cover: boolean;
  alt: string;
}

export type ListingWithImages = PropertyRow & { images: ImageRow[] };
export type ListingFilters = Omit<ListFilters, "sort" | "page" | "limit">;

/** The columns a listing answer needs (not `p.*`: the search document alone is ~350 bytes a row). */
const COLUMNS = sql`p.id, p.slug, p.owner_id, p.title, p.description, p.price, p.previous_price, p.listing_type, p.rent_period, p.status,
  p.use, p.category, p.property_type, p.address, p.city, p.state, p.map_url, p.latitude, p.longitude,
  p.location_lat, p.location_lng, p.location_approximate, p.bedrooms,
  p.bathrooms, p.toilets, p.parking_spaces, p.area, p.furnished, p.serviced, p.title_document, p.title_number,
  p.amenities, p.agency_fee, p.legal_fee, p.caution_deposit, p.service_charge, p.featured, p.generated, p.views,
  p.created_at, p.updated_at, p.unit_id, p.hidden_at,
  u.role as owner_role, pr.first_name as owner_first, pr.last_name as owner_last, pr.slug as owner_slug,
  pr.profile_picture as owner_picture, pr.verified_at as owner_verified, pr.company_name as owner_company,
  ${passedChecksSql(sql`p.owner_id`, "owner_")},
  (select count(*) from property_favourites f where f.property_id = p.id) as favourites`;
const JOINS = sql`join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id`;
/** The images of one listing row as a JSON array, in display order (read with the page: one round trip). */
const IMAGES = sql`coalesce((select json_agg(json_build_object('id', i.id, 'property_id', i.property_id, 'url', i.url,
    'storage_key', i.storage_key, 'widths', i.widths, 'position', i.position, 'is_cover', i.is_cover, 'alt', i.alt)
    order by i.position, i.id) from property_images i where i.property_id = p.id), '[]'::json) as images`;

const ORDER: Record<ListFilters["sort"], SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  price_asc: sql`p.price asc, p.id asc`,
  price_desc: sql`p.price desc, p.id desc`,
  views: sql`p.views desc, p.id desc`,
};

/** The where clause of a list query (alias p = properties). */
export function whereOf(f: ListingFilters): SQL {
  const clauses = [sql`p.deleted_at is null`];
  // Hidden pending review (ADR 0902): out of public lists; its owner still sees it in their own.
  if (f.owner_id === undefined) clauses.push(sql`p.hidden_at is null`);
  if (f.listing_type) clauses.push(sql`p.listing_type = ${f.listing_type}`);
  if (f.use) clauses.push(sql`p.use = ${f.use}`);
  if (f.category) clauses.push(sql`p.category = ${f.category}`);
  if (f.property_type) clauses.push(sql`lower(p.property_type) = lower(${f.property_type})`);
  if (f.state) clauses.push(sql`p.state_key = any(${sql.param(parseState(f.state).aliases)}::text[])`);
  if (f.city) clauses.push(sql`p.city_key = lower(${f.city})`);
  if (f.bbox)
    clauses.push(sql`p.location_lat between ${f.bbox.south} and ${f.bbox.north}
      and p.location_lng between ${f.bbox.west} and ${f.bbox.east}`);
  if (f.status) clauses.push(sql`p.status = ${f.status}`);
  if (f.minKobo !== undefined) clauses.push(sql`p.price >= ${f.minKobo}`);
  if (f.maxKobo !== undefined) clauses.push(sql`p.price <= ${f.maxKobo}`);
  if (f.incomeKobo !== undefined)
    clauses.push(
      sql`p.listing_type = 'rent' and ((p.rent_period = 'year' and p.price * 3 <= ${f.incomeKobo}::bigint * 12) or (p.rent_period = 'month' and p.price * 3 <= ${f.incomeKobo}::bigint))`,
    );
  if (f.bedrooms !== undefined) clauses.push(sql`p.bedrooms >= ${f.bedrooms}`);
  if (f.bathrooms !== undefined) clauses.push(sql`p.bathrooms >= ${f.bathrooms}`);
  if (f.furnished !== undefined) clauses.push(sql`p.furnished = ${f.furnished}`);
  if (f.serviced !== undefined) clauses.push(sql`p.serviced = ${f.serviced}`);
  if (f.featured !== undefined) clauses.push(sql`p.featured = ${f.featured}`);
  if (f.owner_id !== undefined) clauses.push(sql`p.owner_id = ${f.owner_id}`);
  return sql.join(clauses, sql` and `);
}

/** `limit n offset m` written into the statement (whole numbers), as the planner should see them. */
export function windowSql(page: number, perPage: number): SQL {
  const { offset, limit } = pageWindow(page, perPage);
  return sql.raw(`limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`);
}

/** The exact number of live listings matching `f` (callers cache it per listings version). */
export async function countListings(db: DbOrTx, f: ListingFilters): Promise<number> {
  const row = await firstOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from properties p where ${whereOf(f)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * One page of listings with their images, in one round trip: the page's ids are picked first, then only those
 * rows and their images are read. `few` (the caller knows the total is small) reads every match from the
 * indexes that find them and sorts them; otherwise the ids come from walking the sort's index with a limit,
 * which is quick when matches are common and reads most of the table when they are rare.
 */
export function listingPage(db: DbOrTx, f: ListFilters, few = false): Promise<ListingWithImages[]> {
  const where = whereOf(f);
  const window = windowSql(f.page, f.limit);
  const order = ORDER[f.sort];
  const ids = few
    ? sql`matches as materialized (select p.id, p.created_at, p.price, p.views from properties p where ${where}),
         ids as materialized (select p.id from matches p order by ${order} ${window})`
    : sql`ids as materialized (select p.id from properties p where ${where} order by ${order} ${window})`;
  return rowsOf(
    db,
    sql`with ${ids}
       select ${COLUMNS}, ${IMAGES}
       from ids join properties p on p.id = ids.id ${JOINS}
       order by ${order}`,
  );
}

/** Listing rows with their images by id (search cards: planned once on the embedded database). */
const BY_IDS = new ByIdsStatement<ListingWithImages>(
  "listings_by_ids",
  (ids) => sql`select ${COLUMNS}, ${IMAGES} from properties p ${JOINS} where p.id = any(${ids})`,
);

/** Listings by id with their images, in one round trip, in the order of `ids` (search results, favourites). */
export async function listingsByIds(db: DbOrTx, ids: number[]): Promise<ListingWithImages[]> {
  if (ids.length === 0) return [];
  const found = await BY_IDS.rows(db, ids);
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One live listing with its images, in one round trip (the listing page). */
export function listingWithImagesBySlug(db: DbOrTx, slug: string): Promise<ListingWithImages | null> {
  return firstOf(
    db,
    sql`select ${COLUMNS}, ${IMAGES} from properties p ${JOINS} where p.slug = ${slug} and p.deleted_at is null`,
  );
}

export function listingBySlug(db: DbOrTx, slug: string): Promise<PropertyRow | null> {
  return firstOf(
    db,
    sql`select ${COLUMNS} from properties p ${JOINS} where p.slug = ${slug} and p.deleted_at is null`,
  );
}

/** A listing owner's phone (E.164): premium data, read only after entitlements allow it (contact.ts). */
export async function ownerPhone(db: DbOrTx, ownerId: number): Promise<string | null> {
  const row = await firstOf<{ phone: string | null }>(db, sql`select phone from users where id = ${ownerId}`);
  return row?.phone ?? null;
}

/** A user's email (the owner an enquiry is sent to). */
export async function userEmail(db: DbOrTx, userId: number): Promise<string | null> {
  const row = await firstOf<{ email: string }>(db, sql`select email from users where id = ${userId}`);
  return row?.email ?? null;
}

/** Cities with their number of live listings, most first. */
export async function cityCounts(db: DbOrTx, limit: number) {
  const found = await rowsOf<{ city: string; state: string; n: string | number }>(
    db,
    sql`select city, state, count(*) as n from properties where deleted_at is null
         group by city, state order by count(*) desc, city limit ${limit}`,
  );
  return found.map((r) => ({ city: r.city, state: r.state, count: Number(r.n) }));
}

/** Available listings per category. */
export async function categoryCounts(db: DbOrTx): Promise<Map<string, number>> {
  const found = await rowsOf<{ category: string; n: string | number }>(
    db,
    sql`select category, count(*) as n from properties where deleted_at is null and status = 'available' group by category`,
  );
  return new Map(found.map((r) => [r.category, Number(r.n)]));
}
