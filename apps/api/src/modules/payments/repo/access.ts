/** What entitlements read and record: premium profile views this month, live listings (SQL only). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";

export async function premiumViewsIn(db: DbOrTx, userId: number, month: string): Promise<number> {
  const row = await firstOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from premium_profile_views where user_id = ${userId} and month = ${month}::date`,
  );
  return Number(row?.n ?? 0);
}

export async function viewedIn(db: DbOrTx, userId: number, profileUserId: number, month: string) {
  return Boolean(
    await firstOf(
      db,
      sql`select 1 as ok from premium_profile_views
           where user_id = ${userId} and month = ${month}::date and profile_user_id = ${profileUserId}`,
    ),
  );
}

/**
 * Records a view when the month's count is under the allowance (null: unlimited), counted and recorded in one
 * statement, so two lookups at once cannot both take the last view. False when none was left.
 */
export async function takeView(
  db: DbOrTx,
  userId: number,
  profileUserId: number,
  month: string,
  allowance: number | null,
) {
  return Boolean(
    await firstOf(
      db,
      sql`insert into premium_profile_views (user_id, profile_user_id, month)
          select ${userId}, ${profileUserId}, ${month}::date
           where ${allowance}::int is null
              or (select count(*) from premium_profile_views where user_id = ${userId} and month = ${month}::date)
                 < ${allowance}::int
          on conflict do nothing returning 1 as ok`,
    ),
  );
}

/**
 * Serialises one owner's listing creates until the transaction ends (the quota's count and the insert); other
 * owners' creates take other locks and do not wait.
 */
export async function lockListingQuota(tx: DbOrTx, ownerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`listing-quota:${ownerId}`}, 0))`);
}

/** Listings an owner has that are not deleted (`live` only: available or pending, the contract's LIVE_STATUSES). */
export async function listingCount(db: DbOrTx, ownerId: number, live: boolean): Promise<number> {
  const row = await firstOf<{ n: number }>(
    db,
    live
      ? sql`select count(*)::int as n from properties
             where owner_id = ${ownerId} and deleted_at is null and status in ('available', 'pending')`
      : sql`select count(*)::int as n from properties where owner_id = ${ownerId} and deleted_at is null`,
  );
  return Number(row?.n ?? 0);
}

export interface MarketRow {
  state: string;
  city: string;
  bedrooms: number;
  listings: number;
  median: number;
  p25: number;
  p75: number;
}

/** Median and quartile asking prices (kobo) per town and bedrooms, in groups of at least `minGroup`. */
export function marketReport(
  db: DbOrTx,
  listingType: "rent" | "sale",
  state: string | null,
  minGroup: number,
) {
  return rowsOf<MarketRow>(
    db,
    sql`select state, city, bedrooms, count(*)::int as listings,
               round(percentile_cont(0.5) within group (order by price))::bigint as median,
               round(percentile_cont(0.25) within group (order by price))::bigint as p25,
               round(percentile_cont(0.75) within group (order by price))::bigint as p75
          from properties
         where deleted_at is null and listing_type = ${listingType} and price > 0
           and (listing_type = 'sale' or rent_period = 'year')
           and (${state}::text is null or lower(state) = lower(${state}::text))
         group by state, city, bedrooms
        having count(*) >= ${minGroup}
         order by state, city, bedrooms
         limit 500`,
  );
}
