/** SQL of the alert sweep (alerts.ts): its mark, what it last saw of listings, the sent-alerts table and claims. */
import type { SavedSearchParams } from "@ile/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

const MARK = "alerts";

export async function readMark(db: DbOrTx): Promise<number> {
  const row = await firstOf<{ ms: number | string }>(
    db,
    sql`select extract(epoch from mark) * 1000 as ms from saved_search_sweep where name = ${MARK}`,
  );
  return Number(row?.ms ?? 0);
}

/** Moves the mark forward only (two sweeps finishing out of order never move it back). */
export async function advanceMark(db: DbOrTx, ms: number) {
  await db.execute(
    sql`insert into saved_search_sweep (name, mark) values (${MARK}, to_timestamp(${ms / 1000}))
        on conflict (name) do update set mark = greatest(saved_search_sweep.mark, excluded.mark), updated_at = now()`,
  );
}

export interface ListingFacts {
  id: number;
  category: string;
  status: string;
  prev_price: number | null;
  prev_live: boolean | null;
}

/** The changed listings' category and status, and what the sweep saw of them before (null: never seen). */
export async function listingFacts(db: DbOrTx, ids: number[]): Promise<ListingFacts[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<ListingFacts>(
    db,
    sql`select p.id, p.category, p.status, s.price as prev_price, s.live as prev_live
          from properties p left join saved_search_listing_seen s on s.property_id = p.id
         where p.id = any(${sql.param(ids)}::bigint[])`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    prev_price: r.prev_price === null ? null : Number(r.prev_price),
  }));
}

export async function rememberSeen(db: DbOrTx, seen: { id: number; price: number; live: boolean }[]) {
  if (!seen.length) return;
  await db.execute(
    sql`insert into saved_search_listing_seen (property_id, price, live)
        select * from unnest(${sql.param(seen.map((s) => s.id))}::bigint[],
                             ${sql.param(seen.map((s) => s.price))}::bigint[],
                             ${sql.param(seen.map((s) => s.live))}::boolean[])
        on conflict (property_id) do update set price = excluded.price, live = excluded.live, updated_at = now()`,
  );
}

export interface LiveSearchRow {
  id: number;
  params: SavedSearchParams;
  created: number;
  version: number;
}

/** Every search that is not paused, with its creation and last change (ms). */
export async function liveSearches(db: DbOrTx): Promise<LiveSearchRow[]> {
  const rows = await rowsOf<LiveSearchRow>(
    db,
    sql`select id, params, extract(epoch from created_at) * 1000 as created,
               extract(epoch from updated_at) * 1000 as version
          from saved_searches where not paused`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    created: Number(r.created),
    version: Number(r.version),
  }));
}

export interface AlertRow {
  saved_search_id: number;
  property_id: number;
  reason: "new" | "available" | "price_drop";
}

/** Records matches; a listing already recorded for a search is left alone (the unique key: once, ever). */
export async function recordAlerts(db: DbOrTx, alerts: AlertRow[]): Promise<number> {
  if (!alerts.length) return 0;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into saved_search_alerts (saved_search_id, property_id, reason)
        select * from unnest(${sql.param(alerts.map((a) => a.saved_search_id))}::bigint[],
                             ${sql.param(alerts.map((a) => a.property_id))}::bigint[],
                             ${sql.param(alerts.map((a) => a.reason))}::text[])
        on conflict (saved_search_id, property_id) do nothing returning id`,
  );
  return rows.length;
}

const claimed = (rows: AlertRow[]) =>
  rows.map((r) => ({ ...r, saved_search_id: Number(r.saved_search_id), property_id: Number(r.property_id) }));

/**
 * Claims the unsent alerts of instant searches that are not paused: one conditional update, so of two sweeps
 * (or instances) at once each alert goes to exactly one, which sends it.
 */
export async function claimInstant(db: DbOrTx): Promise<AlertRow[]> {
  return claimed(
    await rowsOf<AlertRow>(
      db,
      sql`update saved_search_alerts a set sent_at = now(), updated_at = now()
            from saved_searches s
           where s.id = a.saved_search_id and a.sent_at is null and s.frequency = 'instant' and not s.paused
          returning a.saved_search_id, a.property_id, a.reason`,
    ),
  );
}

/**
 * Claims the daily searches whose digest is due (a day since the last, or since the search was saved), then
 * their unsent alerts. Each search's claim is one conditional update: one sweep wins it.
 */
export async function claimDigests(db: DbOrTx): Promise<AlertRow[]> {
  const due = await rowsOf<{ id: number }>(
    db,
    sql`update saved_searches set last_digest_at = now()
         where frequency = 'daily' and not paused and last_digest_at <= now() - interval '1 day'
           and exists (select 1 from saved_search_alerts a where a.saved_search_id = saved_searches.id
                          and a.sent_at is null)
        returning id`,
  );
  if (!due.length) return [];
  return claimed(
    await rowsOf<AlertRow>(
      db,
      sql`update saved_search_alerts set sent_at = now(), updated_at = now()
           where sent_at is null and saved_search_id = any(${sql.param(due.map((d) => Number(d.id)))}::bigint[])
          returning saved_search_id, property_id, reason`,
    ),
  );
}

export interface Recipient {
  id: number;
  name: string;
  user_id: number;
  channels: string[];
  email: string | null;
  phone: string | null;
}

export async function recipients(db: DbOrTx, searchIds: number[]): Promise<Recipient[]> {
  const rows = await rowsOf<Recipient>(
    db,
    sql`select s.id, s.name, s.user_id, s.channels, u.email, u.phone
          from saved_searches s join users u on u.id = s.user_id
         where s.id = any(${sql.param(searchIds)}::bigint[]) and u.deleted_at is null`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) }));
}
