/** Listing writes: create, update, status, soft delete, and the daily view count. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";

/** A listing's stored values (kobo amounts; the owner and slug are set on insert only). */
export interface ListingValues {
  title: string;
  description: string;
  priceKobo: number;
  listing_type: string;
  rent_period: string | null;
  status: string;
  use: string;
  category: string;
  property_type: string;
  address: string;
  city: string;
  state: string;
  map_url: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The map point (location.ts): the pin, or the town's centre (approximate). */
  location_lat: number;
  location_lng: number;
  location_approximate: boolean;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  parking_spaces: number;
  area: number | null;
  furnished: boolean;
  serviced: boolean;
  title_document: string | null;
  title_number: string | null;
  amenities: string[];
  agency_fee: number | null;
  legal_fee: number | null;
  caution_deposit: number | null;
  service_charge: number | null;
  /** The unit (ADR 0900); null when the listing has no street address. */
  unit_id?: string | null;
}

export async function insertListing(db: DbOrTx, slug: string, ownerId: number, v: ListingValues) {
  await db.execute(sql`insert into properties (slug, owner_id, title, description, price, listing_type, rent_period,
      status, use, category, property_type, address, city, state, map_url, latitude, longitude, location_lat,
      location_lng, location_approximate, bedrooms, bathrooms,
      toilets, parking_spaces, area, furnished, serviced, title_document, title_number, amenities, agency_fee,
      legal_fee, caution_deposit, service_charge, unit_id)
    values (${slug}, ${ownerId}, ${v.title}, ${v.description}, ${v.priceKobo}, ${v.listing_type}, ${v.rent_period},
      ${v.status}, ${v.use}, ${v.category}, ${v.property_type}, ${v.address}, ${v.city}, ${v.state}, ${v.map_url},
      ${v.latitude}, ${v.longitude}, ${v.location_lat}, ${v.location_lng}, ${v.location_approximate}, ${v.bedrooms}, ${v.bathrooms}, ${v.toilets}, ${v.parking_spaces}, ${v.area},
      ${v.furnished}, ${v.serviced}, ${v.title_document}, ${v.title_number}, ${sql.param(v.amenities)}, ${v.agency_fee}, ${v.legal_fee},
      ${v.caution_deposit}, ${v.service_charge}, ${v.unit_id ?? null})`);
}

export async function updateListing(db: DbOrTx, id: number, v: ListingValues) {
  await db.execute(sql`update properties set title=${v.title}, description=${v.description}, price=${v.priceKobo},
      listing_type=${v.listing_type}, rent_period=${v.rent_period}, status=${v.status}, use=${v.use},
      category=${v.category}, property_type=${v.property_type}, address=${v.address}, city=${v.city},
      state=${v.state}, map_url=${v.map_url}, latitude=${v.latitude}, longitude=${v.longitude},
      location_lat=${v.location_lat}, location_lng=${v.location_lng}, location_approximate=${v.location_approximate},
      bedrooms=${v.bedrooms}, bathrooms=${v.bathrooms}, toilets=${v.toilets}, parking_spaces=${v.parking_spaces},
      area=${v.area}, furnished=${v.furnished}, serviced=${v.serviced}, title_document=${v.title_document},
      title_number=${v.title_number}, amenities=${sql.param(v.amenities)}, agency_fee=${v.agency_fee}, legal_fee=${v.legal_fee},
      caution_deposit=${v.caution_deposit}, service_charge=${v.service_charge}, unit_id=${v.unit_id ?? null},
      previous_price = case when price <> ${v.priceKobo} then price else previous_price end, updated_at=now()
    where id=${id}`);
}

/**
 * Keeps a change of price (ADR 0270): locks the listing row, and records old → new when they differ. Called in
 * the transaction of `updateListing`, before it, so parallel updates are recorded one after the other.
 */
export async function recordPriceChange(db: DbOrTx, id: number, newPriceKobo: number, userId: number) {
  await db.execute(sql`with old as (select id, price from properties where id = ${id} for update)
    insert into property_price_changes (property_id, old_price, new_price, changed_by)
    select id, price, ${newPriceKobo}, ${userId} from old where price <> ${newPriceKobo}`);
}

export interface PriceChangeRow {
  old_price: string | number;
  new_price: string | number;
  created_at: Date | string;
}

/** A listing's price changes, oldest first. */
export function priceChangesOf(db: DbOrTx, id: number) {
  return rowsOf<PriceChangeRow>(
    db,
    sql`select old_price, new_price, created_at from property_price_changes where property_id = ${id}
      order by created_at, id`,
  );
}

export async function setListingStatus(db: DbOrTx, id: number, status: string) {
  await db.execute(sql`update properties set status=${status}, updated_at=now() where id=${id}`);
}

export async function softDeleteListing(db: DbOrTx, id: number) {
  await db.execute(sql`update properties set deleted_at=now(), updated_at=now() where id=${id}`);
}

/** Counts a view once per viewer per day (one statement); returns true when this one counted. */
export async function countView(db: DbOrTx, propertyId: number, viewer: string): Promise<boolean> {
  const counted = await rowsOf(
    db,
    sql`with seen as (
         insert into property_views (property_id, viewer, day) values (${propertyId}, ${viewer}, current_date)
         on conflict do nothing returning property_id)
       update properties set views = views + 1 where id = (select property_id from seen) returning id`,
  );
  return counted.length > 0;
}

/** The live rent listing of a unit other than `exceptId` (ADR 0900: at most one). */
export async function liveRentListingOfUnit(db: DbOrTx, unitId: string, exceptId: number | null) {
  const [row] = await rowsOf<{ id: number; slug: string; title: string; owner_id: number }>(
    db,
    sql`select id, slug, title, owner_id from properties where unit_id = ${unitId} and listing_type = 'rent'
      and deleted_at is null and status in ('available','pending') and id <> ${exceptId ?? 0} limit 1`,
  );
  return row ?? null;
}

/** A second live listing of one unit by another account: filed for admin review (ADR 0902, no reporter). */
export async function flagDoubleListing(db: DbOrTx, listingId: number, userId: number, details: string) {
  await db.execute(sql`insert into abuse_reports (reporter_id, target_type, listing_id, user_id, reason, details)
    values (null, 'listing', ${listingId}, ${userId}, 'double_listing', ${details})`);
}

export async function unitLabelOf(db: DbOrTx, unitId: string | null): Promise<string | null> {
  if (!unitId) return null;
  const [row] = await rowsOf<{ unit_label: string }>(
    db,
    sql`select unit_label from units where id = ${unitId}`,
  );
  return row?.unit_label ?? null;
}

/** Live listings not yet located (written before migration 0980, or by SQL outside the app), a batch at a time. */
export function unlocatedListings(db: DbOrTx, limit: number) {
  return rowsOf<{
    id: string | number;
    state: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
  }>(
    db,
    sql`select id, state, city, latitude, longitude from properties
        where location_lat is null and deleted_at is null order by id limit ${limit}`,
  );
}

/** Stores map points (only where still unset: a write made meanwhile located its listing itself). */
export async function setLocations(
  db: DbOrTx,
  points: { id: number; lat: number; lng: number; approximate: boolean }[],
) {
  if (points.length === 0) return;
  await db.execute(sql`update properties p set location_lat = x.lat, location_lng = x.lng,
      location_approximate = x.approximate
    from unnest(${sql.param(points.map((p) => p.id))}::bigint[], ${sql.param(points.map((p) => p.lat))}::float8[],
      ${sql.param(points.map((p) => p.lng))}::float8[], ${sql.param(points.map((p) => p.approximate))}::boolean[])
      as x(id, lat, lng, approximate)
    where p.id = x.id and p.location_lat is null`);
}
