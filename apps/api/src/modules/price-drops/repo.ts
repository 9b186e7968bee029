/** The price-drop sweep's SQL (ADR 0029): claiming untold price cuts, the listings and the people to tell. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface ClaimedDrop {
  id: number | string;
  property_id: number | string;
  old_price: number | string;
}

/**
 * Claims at most `limit` price changes not yet told (a conditional update with `skip locked`: parallel sweeps on
 * any number of instances never claim one change twice). Rises are claimed too, so a cut and a rise back between
 * two sweeps are weighed together; oldest first.
 */
export function claimUntold(db: DbOrTx, limit: number) {
  return rowsOf<ClaimedDrop>(
    db,
    sql`update property_price_changes c set told_at = now()
         where c.told_at is null
           and c.id in (select id from property_price_changes where told_at is null
                        order by id limit ${limit} for update skip locked)
     returning c.id, c.property_id, c.old_price`,
  );
}

export interface DropListing {
  id: number | string;
  slug: string;
  title: string;
  price: number | string;
  rent_period: string | null;
  city: string;
  state: string;
  owner_id: number | string;
}

/** A listing people can still see and act on (live status, not deleted nor hidden), or null. */
export function liveListing(db: DbOrTx, id: number) {
  return firstOf<DropListing>(
    db,
    sql`select id, slug, title, price, rent_period, city, state, owner_id from properties
         where id = ${id} and deleted_at is null and hidden_at is null and status in ('available', 'pending')`,
  );
}

export interface Saver {
  user_id: number | string;
  email: string | null;
}

/** Who saved the listing and wants to hear of cuts: live accounts, not suspended, with the switch on, not the owner. */
export function saversToTell(db: DbOrTx, propertyId: number, ownerId: number) {
  return rowsOf<Saver>(
    db,
    sql`select u.id as user_id, u.email from property_favourites f join users u on u.id = f.user_id
         where f.property_id = ${propertyId} and u.id <> ${ownerId} and u.deleted_at is null
           and u.status <> 'suspended' and u.price_drop_alerts
         order by u.id`,
  );
}

export async function preferencesOf(db: DbOrTx, userId: number) {
  const row = await firstOf<{ price_drop_alerts: boolean }>(
    db,
    sql`select price_drop_alerts from users where id = ${userId}`,
  );
  return { price_drops: row?.price_drop_alerts ?? true };
}

export async function setPriceDrops(db: DbOrTx, userId: number, on: boolean) {
  await db.execute(sql`update users set price_drop_alerts = ${on}, updated_at = now() where id = ${userId}`);
}
