/** SQL for auctions (typed `sql` templates through the handle; the bid ones run in the caller's transaction). Status is computed with the database clock, so every instance agrees on it. */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { pageWindow } from "../../platform/pagination.ts";

export interface AuctionRow {
  id: number;
  property_id: number;
  seller_id: number;
  created_by: number;
  starting_price: number | string;
  reserve_price: number | string;
  min_increment: number | string;
  starts_at: Date | string;
  ends_at: Date | string;
  scheduled_end_at: Date | string;
  deposit_note: string;
  current_bid: number | string | null;
  current_bidder_id: number | null;
  bid_count: number;
  demo: boolean;
  created_at: Date | string;
  status: "upcoming" | "live" | "ended" | "cancelled";
  cancel_reason: string | null;
  server_time: Date | string;
  slug: string;
  title: string;
  city: string;
  state: string;
  property_type: string;
  bedrooms: number;
  cover: string | null;
  seller_first: string | null;
  seller_last: string | null;
  leader_first: string | null;
  leader_last: string | null;
}

export interface BidRow {
  id: number;
  auction_id: number;
  bidder_id: number;
  amount: number | string;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
}

const STATUS_SQL = sql`case when a.cancelled_at is not null then 'cancelled'
  when now() < a.starts_at then 'upcoming' when now() < a.ends_at then 'live' else 'ended' end`;

const SELECT = sql`
  select a.*, ${STATUS_SQL} as status, now() as server_time,
    p.slug, p.title, p.city, p.state, p.property_type, p.bedrooms,
    (select case when i.storage_key is not null and 640 = any(i.widths)
              then (case when i.storage_key like '/%' then i.storage_key else '/uploads/' || i.storage_key end) || '-640.webp'
              else i.url end
       from property_images i where i.property_id = p.id order by i.is_cover desc, i.position, i.id limit 1) as cover,
    sp.first_name as seller_first, sp.last_name as seller_last,
    lp.first_name as leader_first, lp.last_name as leader_last
  from auctions a
  join properties p on p.id = a.property_id
  left join profiles sp on sp.user_id = a.seller_id
  left join profiles lp on lp.user_id = a.current_bidder_id`;

const STATUS_WHERE = {
  upcoming: sql`a.cancelled_at is null and now() < a.starts_at`,
  live: sql`a.cancelled_at is null and a.starts_at <= now() and now() < a.ends_at`,
  ended: sql`a.cancelled_at is null and a.ends_at <= now()`,
  cancelled: sql`a.cancelled_at is not null`,
} as const;

export interface AuctionFilters {
  status?: keyof typeof STATUS_WHERE;
  state?: string;
  seller_id?: number;
  page: number;
  limit: number;
}

/**
 * Live first (ending soonest), then upcoming (starting soonest), then ended (most recent first); cancelled ones
 * are listed only when asked for (status=cancelled) or on the seller's own list.
 */
const ORDER = sql`case when a.cancelled_at is not null then 3 when now() < a.starts_at then 1 when now() < a.ends_at then 0 else 2 end,
      case when now() < a.starts_at then extract(epoch from a.starts_at)
           when now() < a.ends_at then extract(epoch from a.ends_at)
           else -extract(epoch from a.ends_at) end, a.id`;

export async function listAuctions(
  db: DbOrTx,
  f: AuctionFilters,
): Promise<{ rows: AuctionRow[]; total: number }> {
  const clauses: SQL[] = [sql`a.deleted_at is null`];
  if (f.status) clauses.push(STATUS_WHERE[f.status]);
  else if (f.seller_id === undefined) clauses.push(sql`a.cancelled_at is null`);
  if (f.state) clauses.push(sql`lower(p.state) = lower(${f.state})`);
  if (f.seller_id !== undefined) clauses.push(sql`a.seller_id = ${f.seller_id}`);
  const where = sql.join(clauses, sql` and `);
  const { limit, offset } = pageWindow(f.page, f.limit);
  const [count, page] = await Promise.all([
    firstOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from auctions a join properties p on p.id = a.property_id where ${where}`,
    ),
    rowsOf<AuctionRow>(
      db,
      sql`${SELECT} where ${where} order by ${ORDER} ${sql.raw(`limit ${limit} offset ${offset}`)}`,
    ),
  ]);
  return { rows: page, total: Number(count?.n ?? 0) };
}

export function auctionById(db: DbOrTx, id: number): Promise<AuctionRow | null> {
  return firstOf(db, sql`${SELECT} where a.id = ${id} and a.deleted_at is null`);
}

const BID_SELECT = sql`select b.*, pr.first_name, pr.last_name from auction_bids b
  left join profiles pr on pr.user_id = b.bidder_id`;

export function bidsOf(db: DbOrTx, auctionId: number, limit: number): Promise<BidRow[]> {
  return rowsOf(
    db,
    sql`${BID_SELECT} where b.auction_id = ${auctionId} order by b.amount desc, b.id desc limit ${limit}`,
  );
}

export function bidById(db: DbOrTx, id: number): Promise<BidRow | null> {
  return firstOf(db, sql`${BID_SELECT} where b.id = ${id}`);
}

/** A live listing's id and owner (who may auction it). */
export function listingOwner(db: DbOrTx, propertyId: number) {
  return firstOf<{ id: number; owner_id: number }>(
    db,
    sql`select id, owner_id from properties where id = ${propertyId} and deleted_at is null`,
  );
}

/** True when the user's identity is verified (KYC). */
export async function isVerified(db: DbOrTx, userId: number): Promise<boolean> {
  const row = await firstOf<{ verified: boolean }>(
    db,
    sql`select verified_at is not null as verified from profiles where user_id = ${userId}`,
  );
  return row?.verified === true;
}

/**
 * Locks the listing and says whether it already has an auction that has not ended (in the scheduling
 * transaction, so two schedulers cannot both open one).
 */
export async function lockListingForAuction(tx: DbOrTx, propertyId: number): Promise<boolean> {
  await tx.execute(sql`select id from properties where id = ${propertyId} for update`);
  const busy = await rowsOf(
    tx,
    sql`select 1 from auctions
        where property_id = ${propertyId} and deleted_at is null and cancelled_at is null and ends_at > now()`,
  );
  return busy.length > 0;
}

export async function insertAuction(
  tx: DbOrTx,
  a: {
    propertyId: number;
    sellerId: number;
    createdBy: number;
    startingKobo: number;
    reserveKobo: number;
    incrementKobo: number;
    startsAt: Date;
    endsAt: Date;
    depositNote: string;
  },
): Promise<number> {
  const row = await firstOf<{ id: number | string }>(
    tx,
    sql`insert into auctions (property_id, seller_id, created_by, starting_price, reserve_price, min_increment,
          starts_at, ends_at, scheduled_end_at, deposit_note)
        values (${a.propertyId}, ${a.sellerId}, ${a.createdBy}, ${a.startingKobo}, ${a.reserveKobo},
          ${a.incrementKobo}, ${a.startsAt.toISOString()}, ${a.endsAt.toISOString()}, ${a.endsAt.toISOString()},
          ${a.depositNote})
        returning id`,
  );
  return Number(row!.id);
}

/** Soft-deletes an auction that has no bids; false when it has some. */
export async function removeUnbidAuction(db: DbOrTx, id: number): Promise<boolean> {
  const gone = await rowsOf(
    db,
    sql`update auctions set deleted_at = now(), updated_at = now() where id = ${id} and bid_count = 0 returning id`,
  );
  return gone.length > 0;
}

export interface LockedAuction {
  id: number;
  seller_id: number;
  starting_price: number | string;
  min_increment: number | string;
  current_bid: number | string | null;
  current_bidder_id: number | null;
  not_started: boolean;
  ended: boolean;
  cancelled: boolean;
  closing: boolean;
}

/** The auction's bid state, its row locked until the transaction ends (select ... for update). */
export function lockAuction(tx: DbOrTx, id: number): Promise<LockedAuction | null> {
  return firstOf(
    tx,
    sql`select id, seller_id, starting_price, min_increment, current_bid, current_bidder_id,
          now() < starts_at as not_started, now() >= ends_at as ended, cancelled_at is not null as cancelled,
          ends_at - now() <= interval '2 minutes' as closing
        from auctions where id = ${id} and deleted_at is null for update`,
  );
}

/**
 * Records a bid and moves the auction's highest bid (and its end, when `closing`) in one statement: the row lock
 * is held for as few round trips as possible. Returns the bid's id.
 */
export async function recordBid(
  tx: DbOrTx,
  b: { auctionId: number; bidderId: number; amount: number; closing: boolean },
): Promise<number> {
  const row = await firstOf<{ id: number | string }>(
    tx,
    sql`with moved as (
          update auctions set current_bid = ${b.amount}, current_bidder_id = ${b.bidderId},
            bid_count = bid_count + 1, updated_at = now(),
            ends_at = case when ${b.closing} then ends_at + interval '2 minutes' else ends_at end
          where id = ${b.auctionId} returning id)
        insert into auction_bids (auction_id, bidder_id, amount, extended)
        select id, ${b.bidderId}, ${b.amount}, ${b.closing} from moved returning id`,
  );
  return Number(row!.id);
}

/** Marks a locked auction cancelled by an admin. */
export async function cancelAuction(tx: DbOrTx, id: number, adminId: number, reason: string): Promise<void> {
  await tx.execute(
    sql`update auctions set cancelled_at = now(), cancelled_by = ${adminId}, cancel_reason = ${reason},
          updated_at = now() where id = ${id}`,
  );
}

/** The e-mail addresses of the seller and everyone who bid, once each. */
export function auctionParties(db: DbOrTx, id: number): Promise<{ email: string }[]> {
  return rowsOf(
    db,
    sql`select distinct u.email from users u
        where u.id in (select seller_id from auctions where id = ${id}
                       union select bidder_id from auction_bids where auction_id = ${id})`,
  );
}
