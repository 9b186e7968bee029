/** SQL for listings (raw, parameterised). Prices are kobo here; the service converts to naira at the edge. */
import type { Database } from "../../db/client.ts";
import { parseState } from "../search/query.ts";

export interface ListFilters {
  listing_type?: string;
  use?: string;
  category?: string;
  property_type?: string;
  state?: string;
  city?: string;
  status?: string;
  minKobo?: number;
  maxKobo?: number;
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
  title: string;
  description: string;
  price: string | number;
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
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  parking_spaces: number;
  area: number | null;
  furnished: boolean;
  serviced: boolean;
  title_document: "c_of_o" | "governors_consent" | "deed" | "survey" | null;
  amenities: string[];
  /** Fees in kobo (bigint: a string from PostgreSQL); null when not stated. */
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

/** The columns a listing answer needs (not `p.*`: the search document alone is ~350 bytes a row). */
const COLUMNS = `p.id, p.slug, p.owner_id, p.title, p.description, p.price, p.listing_type, p.rent_period, p.status,
  p.use, p.category, p.property_type, p.address, p.city, p.state, p.map_url, p.latitude, p.longitude, p.bedrooms,
  p.bathrooms, p.toilets, p.parking_spaces, p.area, p.furnished, p.serviced, p.title_document, p.amenities,
  p.agency_fee, p.legal_fee, p.caution_deposit, p.service_charge, p.featured, p.generated, p.views, p.created_at, p.updated_at,
  u.role as owner_role, pr.first_name as owner_first, pr.last_name as owner_last, pr.slug as owner_slug,
  pr.profile_picture as owner_picture, pr.verified_at as owner_verified, pr.company_name as owner_company,
  (select count(*) from property_favourites f where f.property_id = p.id) as favourites`;
const JOINS = "join users u on u.id = p.owner_id left join profiles pr on pr.user_id = p.owner_id";
const SELECT = `select ${COLUMNS} from properties p ${JOINS}`;
/** The images of one listing row as a JSON array, in display order (read with the page: one round trip). */
const IMAGES = `coalesce((select json_agg(json_build_object('id', i.id, 'property_id', i.property_id, 'url', i.url,
    'storage_key', i.storage_key, 'widths', i.widths, 'position', i.position, 'is_cover', i.is_cover, 'alt', i.alt)
    order by i.position, i.id) from property_images i where i.property_id = p.id), '[]'::json) as images`;

const ORDER: Record<ListFilters["sort"], string> = {
  newest: "p.created_at desc, p.id desc",
  price_asc: "p.price asc, p.id asc",
  price_desc: "p.price desc, p.id desc",
  views: "p.views desc, p.id desc",
};

export function whereOf(f: Omit<ListFilters, "sort" | "page" | "limit">) {
  const params: unknown[] = [];
  const clauses = ["p.deleted_at is null"];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (f.listing_type) add((n) => `p.listing_type = ${n}`, f.listing_type);
  if (f.use) add((n) => `p.use = ${n}`, f.use);
  if (f.category) add((n) => `p.category = ${n}`, f.category);
  if (f.property_type) add((n) => `lower(p.property_type) = lower(${n})`, f.property_type);
  if (f.state) add((n) => `p.state_key = any(${n}::text[])`, parseState(f.state).aliases);
  if (f.city) add((n) => `p.city_key = lower(${n})`, f.city);
  if (f.status) add((n) => `p.status = ${n}`, f.status);
  if (f.minKobo !== undefined) add((n) => `p.price >= ${n}`, f.minKobo);
  if (f.maxKobo !== undefined) add((n) => `p.price <= ${n}`, f.maxKobo);
  if (f.bedrooms !== undefined) add((n) => `p.bedrooms >= ${n}`, f.bedrooms);
  if (f.bathrooms !== undefined) add((n) => `p.bathrooms >= ${n}`, f.bathrooms);
  if (f.furnished !== undefined) add((n) => `p.furnished = ${n}`, f.furnished);
  if (f.serviced !== undefined) add((n) => `p.serviced = ${n}`, f.serviced);
  if (f.featured !== undefined) add((n) => `p.featured = ${n}`, f.featured);
  if (f.owner_id !== undefined) add((n) => `p.owner_id = ${n}`, f.owner_id);
  return { where: clauses.join(" and "), params };
}

export class PropertiesRepo {
  constructor(private readonly database: Database) {}

  /** The exact number of live listings matching `f` (callers cache it per listings version). */
  async count(f: Omit<ListFilters, "sort" | "page" | "limit">): Promise<number> {
    const { where, params } = whereOf(f);
    const [row] = await this.database.query<{ n: string }>(
      `select count(*) as n from properties p where ${where}`,
      params,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * One page of listings with their images, in one round trip: the page's ids are picked first, then only those
   * rows and their images are read. `few` (the caller knows the total is small) reads every match from the
   * indexes that find them and sorts them; otherwise the ids come from walking the sort's index with a limit,
   * which is quick when matches are common and reads most of the table when they are rare.
   */
  async page(f: ListFilters, few = false): Promise<(PropertyRow & { images: ImageRow[] })[]> {
    const { where, params } = whereOf(f);
    const window = `limit ${f.limit} offset ${(f.page - 1) * f.limit}`;
    const ids = few
      ? `matches as materialized (select p.id, p.created_at, p.price, p.views from properties p where ${where}),
         ids as materialized (select p.id from matches p order by ${ORDER[f.sort]} ${window})`
      : `ids as materialized (select p.id from properties p where ${where} order by ${ORDER[f.sort]} ${window})`;
    return this.database.query<PropertyRow & { images: ImageRow[] }>(
      `with ${ids}
       select ${COLUMNS}, ${IMAGES}
       from ids join properties p on p.id = ids.id ${JOINS}
       order by ${ORDER[f.sort]}`,
      params,
    );
  }

  /** Listings by id with their images, in one round trip, in the order of `ids` (search results). */
  async byIds(ids: number[]): Promise<(PropertyRow & { images: ImageRow[] })[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.query<PropertyRow & { images: ImageRow[] }>(
      `select ${COLUMNS}, ${IMAGES} from properties p ${JOINS} where p.id = any($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** One live listing with its images, in one round trip (the listing page). */
  async bySlugWithImages(slug: string): Promise<(PropertyRow & { images: ImageRow[] }) | undefined> {
    const [row] = await this.database.query<PropertyRow & { images: ImageRow[] }>(
      `select ${COLUMNS}, ${IMAGES} from properties p ${JOINS} where p.slug = $1 and p.deleted_at is null`,
      [slug],
    );
    return row;
  }

  async bySlug(slug: string): Promise<PropertyRow | undefined> {
    const [row] = await this.database.query<PropertyRow>(
      `${SELECT} where p.slug = $1 and p.deleted_at is null`,
      [slug],
    );
    return row;
  }

  /** A listing owner's phone (E.164): premium data, read only after entitlements allow it (contact.ts). */
  async ownerPhone(ownerId: number): Promise<string | null> {
    const [row] = await this.database.query<{ phone: string | null }>(
      "select phone from users where id = $1",
      [ownerId],
    );
    return row?.phone ?? null;
  }

  async favouritesOf(userId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.database.query<{ property_id: string }>(
      "select property_id from property_favourites where user_id = $1 and property_id = any($2::bigint[])",
      [userId, ids],
    );
    return new Set(rows.map((r) => Number(r.property_id)));
  }

  /** Counts a view once per viewer per day (one statement); returns true when this one counted. */
  async countView(propertyId: number, viewer: string): Promise<boolean> {
    const counted = await this.database.query(
      `with seen as (
         insert into property_views (property_id, viewer, day) values ($1, $2, current_date)
         on conflict do nothing returning property_id)
       update properties set views = views + 1 where id = (select property_id from seen) returning id`,
      [propertyId, viewer],
    );
    return counted.length > 0;
  }
}
