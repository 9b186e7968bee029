/**
 * Auction rules (ADR 0260): who may schedule one, and the bid: signed in, KYC-verified, not the seller, not
 * already leading, at least the starting price (first bid) or the highest plus the increment, while live. The
 * checks and the write happen in ONE transaction holding the auction row lock (select ... for update), so two
 * racing bids are decided one after the other and never both win. A bid in the last 2 minutes moves the end
 * 2 minutes later. Accepted bids are published to live listeners (live.ts).
 */
import {
  AUCTION_BID_HISTORY,
  AUCTION_DEFAULTS,
  AUCTION_MAX_DAYS,
  type Auction,
  type AuctionBid,
  type AuctionBidEvent,
  type AuctionDetail,
  type auctionInputSchema,
  auctionMessages,
  type auctionQuerySchema,
} from "@ile/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { AuctionHub } from "./live.ts";
import { type AuctionFilters, type AuctionRow, AuctionsRepo, type BidRow } from "./repo.ts";

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** "Ada O.": first name and last initial (bidders are shown publicly; their full names are not). */
export function shortName(first: string | null, last: string | null): string {
  const f = (first ?? "").trim();
  const l = (last ?? "").trim();
  if (!f && !l) return "Bidder";
  return l ? `${f || "Bidder"} ${Array.from(l)[0]?.toUpperCase()}.` : f;
}

export function toAuction(r: AuctionRow): Auction {
  const current = r.current_bid === null ? null : Number(r.current_bid);
  const reserve = Number(r.reserve_price);
  const reserveMet = current !== null && current >= reserve;
  const leader =
    r.current_bidder_id === null
      ? null
      : { id: Number(r.current_bidder_id), name: shortName(r.leader_first, r.leader_last) };
  return {
    id: Number(r.id),
    property: {
      id: Number(r.property_id),
      slug: r.slug,
      title: r.title,
      city: r.city,
      state: r.state,
      property_type: r.property_type,
      bedrooms: r.bedrooms,
      cover: r.cover,
    },
    seller: { id: Number(r.seller_id), name: shortName(r.seller_first, r.seller_last) },
    starting_price_kobo: Number(r.starting_price),
    reserve_price_kobo: reserve,
    min_increment_kobo: Number(r.min_increment),
    current_bid_kobo: current,
    next_min_bid_kobo: current === null ? Number(r.starting_price) : current + Number(r.min_increment),
    bid_count: r.bid_count,
    reserve_met: reserveMet,
    leader,
    status: r.status,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    scheduled_end_at: iso(r.scheduled_end_at),
    deposit_note: r.deposit_note,
    winner: r.status === "ended" && reserveMet ? leader : null,
    demo: r.demo,
    server_time: iso(r.server_time),
    created_at: iso(r.created_at),
  };
}

export const toBid = (b: BidRow): AuctionBid => ({
  id: Number(b.id),
  amount_kobo: Number(b.amount),
  bidder: { id: Number(b.bidder_id), name: shortName(b.first_name, b.last_name) },
  created_at: iso(b.created_at),
});

type Query = z.output<typeof auctionQuerySchema>;
type Input = z.output<typeof auctionInputSchema>;

interface Locked {
  id: number;
  seller_id: number;
  starting_price: number | string;
  min_increment: number | string;
  current_bid: number | string | null;
  current_bidder_id: number | null;
  not_started: boolean;
  ended: boolean;
  closing: boolean;
}

export class AuctionsService {
  readonly repo: AuctionsRepo;
  constructor(
    private readonly app: FastifyInstance,
    private readonly hub: AuctionHub,
  ) {
    this.repo = new AuctionsRepo(app.database);
  }

  filtersOf(q: Query, sellerId?: number): AuctionFilters {
    return {
      status: q.status,
      state: q.state || undefined,
      seller_id: sellerId,
      page: q.page ?? AUCTION_DEFAULTS.page,
      limit: q.limit ?? AUCTION_DEFAULTS.limit,
    };
  }

  async list(f: AuctionFilters) {
    const { rows, total } = await this.repo.list(f);
    return {
      data: rows.map(toAuction),
      meta: {
        current_page: f.page,
        last_page: Math.max(1, Math.ceil(total / f.limit)),
        per_page: f.limit,
        total,
      },
    };
  }

  async get(id: number): Promise<AuctionDetail> {
    const row = await this.repo.byId(id);
    if (!row) throw AppError.notFound(auctionMessages.notFound);
    const bids = await this.repo.bids(id, AUCTION_BID_HISTORY);
    return { ...toAuction(row), bids: bids.map(toBid) };
  }

  /** Owners of the listing (agents, landlords, developers) and admins schedule auctions. */
  async create(session: Session, input: Input): Promise<AuctionDetail> {
    const [property] = await this.app.database.query<{ id: number; owner_id: number }>(
      "select id, owner_id from properties where id = $1 and deleted_at is null",
      [input.property_id],
    );
    if (!property) throw AppError.validation({ property_id: [auctionMessages.listingUnknown] });
    if (session.role !== "admin" && Number(property.owner_id) !== session.userId)
      throw AppError.forbidden(auctionMessages.notYourListing);
    const starts = new Date(input.starts_at);
    const ends = new Date(input.ends_at);
    if (ends <= starts) throw AppError.validation({ ends_at: [auctionMessages.endBeforeStart] });
    if (ends.getTime() <= Date.now()) throw AppError.validation({ ends_at: [auctionMessages.endInPast] });
    if (ends.getTime() - starts.getTime() > AUCTION_MAX_DAYS * 86_400_000)
      throw AppError.validation({ ends_at: [auctionMessages.tooLong] });
    if (input.starting_price_kobo > input.reserve_price_kobo)
      throw AppError.validation({ starting_price_kobo: [auctionMessages.startAboveReserve] });
    const id = await this.app.db.transaction(async (tx) => {
      // Lock the listing so two schedulers cannot both open an auction on it.
      await tx.execute(sql`select id from properties where id = ${property.id} for update`);
      const busy = await tx.execute(
        sql`select 1 from auctions where property_id = ${property.id} and deleted_at is null and ends_at > now()`,
      );
      if (busy.rows.length > 0) throw new AppError(409, auctionMessages.listingBusy, "CONFLICT");
      const inserted = await tx.execute(sql`
        insert into auctions (property_id, seller_id, created_by, starting_price, reserve_price, min_increment,
          starts_at, ends_at, scheduled_end_at, deposit_note)
        values (${property.id}, ${property.owner_id}, ${session.userId}, ${input.starting_price_kobo},
          ${input.reserve_price_kobo}, ${input.min_increment_kobo}, ${starts.toISOString()}, ${ends.toISOString()},
          ${ends.toISOString()}, ${input.deposit_note})
        returning id`);
      return Number((inserted.rows[0] as { id: number | string }).id);
    });
    return this.get(id);
  }

  async remove(session: Session, id: number) {
    const row = await this.repo.byId(id);
    if (!row) throw AppError.notFound(auctionMessages.notFound);
    if (
      session.role !== "admin" &&
      Number(row.seller_id) !== session.userId &&
      Number(row.created_by) !== session.userId
    )
      throw AppError.forbidden(auctionMessages.notYourAuction);
    const gone = await this.app.database.query(
      "update auctions set deleted_at = now(), updated_at = now() where id = $1 and bid_count = 0 returning id",
      [id],
    );
    if (gone.length === 0) throw new AppError(409, auctionMessages.hasBids, "CONFLICT");
  }

  async placeBid(session: Session, id: number, amount: number) {
    const [profile] = await this.app.database.query<{ verified: boolean }>(
      "select verified_at is not null as verified from profiles where user_id = $1",
      [session.userId],
    );
    if (!profile?.verified) throw AppError.forbidden(auctionMessages.notVerified, "NOT_VERIFIED");

    const { bid, extended } = await this.app.db.transaction(async (tx) => {
      const locked = await tx.execute(sql`
        select id, seller_id, starting_price, min_increment, current_bid, current_bidder_id,
          now() < starts_at as not_started, now() >= ends_at as ended,
          ends_at - now() <= interval '2 minutes' as closing
        from auctions where id = ${id} and deleted_at is null for update`);
      const a = locked.rows[0] as Locked | undefined;
      if (!a) throw AppError.notFound(auctionMessages.notFound);
      if (a.ended) throw new AppError(409, auctionMessages.ended, "AUCTION_ENDED");
      if (a.not_started) throw new AppError(409, auctionMessages.notStarted, "AUCTION_NOT_STARTED");
      if (Number(a.seller_id) === session.userId)
        throw AppError.forbidden(auctionMessages.ownAuction, "OWN_AUCTION");
      if (a.current_bidder_id !== null && Number(a.current_bidder_id) === session.userId)
        throw new AppError(409, auctionMessages.alreadyLeading, "ALREADY_LEADING");
      const min =
        a.current_bid === null ? Number(a.starting_price) : Number(a.current_bid) + Number(a.min_increment);
      if (amount < min)
        throw AppError.validation({ amount_kobo: [auctionMessages.tooLow(min)] }, undefined, "BID_TOO_LOW");
      // One statement for both writes: the row lock is held for as few round trips as possible.
      const inserted = await tx.execute(sql`
        with moved as (
          update auctions set current_bid = ${amount}, current_bidder_id = ${session.userId},
            bid_count = bid_count + 1, updated_at = now(),
            ends_at = case when ${a.closing} then ends_at + interval '2 minutes' else ends_at end
          where id = ${id} returning id)
        insert into auction_bids (auction_id, bidder_id, amount, extended)
        select id, ${session.userId}, ${amount}, ${a.closing} from moved returning id`);
      return { bid: Number((inserted.rows[0] as { id: number | string }).id), extended: Boolean(a.closing) };
    });

    const row = await this.repo.byId(id);
    const [bidRow] = await this.app.database.query<BidRow>(
      `select b.*, pr.first_name, pr.last_name from auction_bids b left join profiles pr on pr.user_id = b.bidder_id
       where b.id = $1`,
      [bid],
    );
    const event: AuctionBidEvent = { auction: toAuction(row!), bid: toBid(bidRow!), extended };
    await this.hub.publish(id, { type: "bid", data: event });
    return event;
  }
}
