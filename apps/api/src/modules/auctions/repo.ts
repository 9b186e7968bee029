/** SQL for auctions. Status is computed with the database clock, so every instance agrees on it. */
import type { Database } from "../../db/client.ts";

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
  status: "upcoming" | "live" | "ended";
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

export const STATUS_SQL = `case when now() < a.starts_at then 'upcoming' when now() < a.ends_at then 'live' else 'ended' end`;

const SELECT = `
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
  upcoming: "now() < a.starts_at",
  live: "a.starts_at <= now() and now() < a.ends_at",
  ended: "a.ends_at <= now()",
} as const;

export interface AuctionFilters {
  status?: keyof typeof STATUS_WHERE;
  state?: string;
  seller_id?: number;
  page: number;
  limit: number;
}

export class AuctionsRepo {
  constructor(private readonly database: Database) {}

  async list(f: AuctionFilters): Promise<{ rows: AuctionRow[]; total: number }> {
    const params: unknown[] = [];
    const clauses = ["a.deleted_at is null"];
    if (f.status) clauses.push(STATUS_WHERE[f.status]);
    if (f.state) {
      params.push(f.state);
      clauses.push(`lower(p.state) = lower($${params.length})`);
    }
    if (f.seller_id !== undefined) {
      params.push(f.seller_id);
      clauses.push(`a.seller_id = $${params.length}`);
    }
    const where = clauses.join(" and ");
    // Live first (ending soonest), then upcoming (starting soonest), then ended (most recent first).
    const order = `case when now() < a.starts_at then 1 when now() < a.ends_at then 0 else 2 end,
      case when now() < a.starts_at then extract(epoch from a.starts_at)
           when now() < a.ends_at then extract(epoch from a.ends_at)
           else -extract(epoch from a.ends_at) end, a.id`;
    const [count, rows] = await Promise.all([
      this.database.query<{ n: number | string }>(
        `select count(*) as n from auctions a join properties p on p.id = a.property_id where ${where}`,
        params,
      ),
      this.database.query<AuctionRow>(
        `${SELECT} where ${where} order by ${order} limit ${f.limit} offset ${(f.page - 1) * f.limit}`,
        params,
      ),
    ]);
    return { rows, total: Number(count[0]?.n ?? 0) };
  }

  async byId(id: number): Promise<AuctionRow | undefined> {
    const [row] = await this.database.query<AuctionRow>(
      `${SELECT} where a.id = $1 and a.deleted_at is null`,
      [id],
    );
    return row;
  }

  async bids(auctionId: number, limit: number): Promise<BidRow[]> {
    return this.database.query<BidRow>(
      `select b.*, pr.first_name, pr.last_name from auction_bids b left join profiles pr on pr.user_id = b.bidder_id
       where b.auction_id = $1 order by b.amount desc, b.id desc limit $2`,
      [auctionId, limit],
    );
  }
}
