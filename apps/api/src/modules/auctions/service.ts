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
  nairaFromKobo,
  notificationMessages,
} from "@ile/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { hit } from "../../platform/throttle.ts";
import { NotificationsService } from "../notifications/service.ts";
import type { AuctionHub } from "./live.ts";
import {
  type AuctionFilters,
  type AuctionRow,
  auctionById,
  auctionParties,
  type BidRow,
  bidById,
  bidsOf,
  cancelAuction,
  insertAuction,
  isVerified,
  listAuctions,
  listingOwner,
  lockAuction,
  lockListingForAuction,
  recordBid,
  removeUnbidAuction,
} from "./repo.ts";

const BIDS_PER_MINUTE = 30;

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
    cancel_reason: r.status === "cancelled" ? r.cancel_reason : null,
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

export class AuctionsService {
  private readonly db: Db;
  constructor(
    private readonly deps: ServiceDeps,
    readonly hub: AuctionHub,
    private readonly notifications: NotificationsService = new NotificationsService(deps),
  ) {
    this.db = deps.db;
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
    const { rows, total } = await listAuctions(this.db, f);
    return { data: rows.map(toAuction), meta: pageMeta(f.page, f.limit, total) };
  }

  async get(id: number): Promise<AuctionDetail> {
    const row = await auctionById(this.db, id);
    if (!row) throw AppError.notFound(auctionMessages.notFound);
    const bids = await bidsOf(this.db, id, AUCTION_BID_HISTORY);
    return { ...toAuction(row), bids: bids.map(toBid) };
  }

  /** Owners of the listing (agents, landlords, developers) and admins schedule auctions. */
  async create(session: Session, input: Input): Promise<AuctionDetail> {
    const property = await listingOwner(this.db, input.property_id);
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
    const id = await this.db.transaction(async (tx) => {
      // Lock the listing so two schedulers cannot both open an auction on it.
      if (await lockListingForAuction(tx, property.id))
        throw new AppError(409, auctionMessages.listingBusy, "CONFLICT");
      return insertAuction(tx, {
        propertyId: property.id,
        sellerId: property.owner_id,
        createdBy: session.userId,
        startingKobo: input.starting_price_kobo,
        reserveKobo: input.reserve_price_kobo,
        incrementKobo: input.min_increment_kobo,
        startsAt: starts,
        endsAt: ends,
        depositNote: input.deposit_note,
      });
    });
    return this.get(id);
  }

  async remove(session: Session, id: number) {
    const row = await auctionById(this.db, id);
    if (!row) throw AppError.notFound(auctionMessages.notFound);
    if (
      session.role !== "admin" &&
      Number(row.seller_id) !== session.userId &&
      Number(row.created_by) !== session.userId
    )
      throw AppError.forbidden(auctionMessages.notYourAuction);
    if (!(await removeUnbidAuction(this.db, id)))
      throw new AppError(409, auctionMessages.hasBids, "CONFLICT");
  }

  /**
   * An admin cancels an upcoming or live auction with a reason (audited in the same transaction); the seller and
   * every bidder are told, and live viewers see the new state at once.
   */
  async cancel(adminId: number, id: number, reason: string): Promise<AuctionDetail> {
    await this.db.transaction(async (tx) => {
      const a = await lockAuction(tx, id);
      if (!a) throw AppError.notFound(auctionMessages.notFound);
      if (a.cancelled) throw new AppError(409, auctionMessages.alreadyCancelled, "CONFLICT");
      if (a.ended) throw new AppError(409, auctionMessages.cannotCancelEnded, "CONFLICT");
      await cancelAuction(tx, id, adminId, reason);
      await recordAudit(tx, {
        actorId: adminId,
        action: "auction.cancel",
        targetType: "auction",
        targetId: id,
        reason,
        before: { status: a.not_started ? "upcoming" : "live" },
        after: { status: "cancelled" },
      });
    });
    const detail = await this.get(id);
    for (const { email } of await auctionParties(this.db, id))
      await this.deps.outbox.send({
        channel: "email",
        to: email,
        subject: auctionMessages.cancelledMailSubject,
        text: auctionMessages.cancelledMail(detail.property.title, reason),
        kind: "auction_cancelled",
      });
    await this.hub.publish(id, { type: "cancelled", data: toAuction((await auctionById(this.db, id))!) });
    return detail;
  }

  async placeBid(session: Session, id: number, amount: number) {
    // Per account, not per IP: many Nigerian mobile users share one carrier-grade NAT address.
    if (!(await hit(this.deps, `bid:${session.userId}`, BIDS_PER_MINUTE, 60)))
      throw new AppError(429, auctionMessages.tooManyBids, "RATE_LIMITED");
    if (!(await isVerified(this.db, session.userId)))
      throw AppError.forbidden(auctionMessages.notVerified, "NOT_VERIFIED");

    const { bid, extended, outbid } = await this.db.transaction(async (tx) => {
      const a = await lockAuction(tx, id);
      if (!a) throw AppError.notFound(auctionMessages.notFound);
      if (a.cancelled) throw new AppError(409, auctionMessages.cancelled, "AUCTION_CANCELLED");
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
      const closing = Boolean(a.closing);
      const bidId = await recordBid(tx, { auctionId: id, bidderId: session.userId, amount, closing });
      const outbid = a.current_bidder_id === null ? null : Number(a.current_bidder_id);
      return { bid: bidId, extended: closing, outbid };
    });

    const row = await auctionById(this.db, id);
    const bidRow = await bidById(this.db, bid);
    const event: AuctionBidEvent = { auction: toAuction(row!), bid: toBid(bidRow!), extended };
    await this.hub.publish(id, { type: "bid", data: event });
    if (outbid !== null) await this.tellOutbid(outbid, event.auction, amount);
    return event;
  }

  /**
   * The bidder who led until now hears of the bid that beat theirs (`high`; not the auction re-read after the
   * transaction, which a racing bid may already have moved on): in the bell and by e-mail (issue 37, ADR 0270).
   */
  private async tellOutbid(userId: number, auction: Auction, high: number) {
    const { title } = auction.property;
    const link = `/auction/${auction.id}`;
    await this.notifications.notify(this.db, userId, {
      kind: "outbid",
      title: notificationMessages.outbidTitle,
      body: notificationMessages.outbidBody(title, high),
      link,
    });
    await this.notifications.mail(userId, {
      subject: notificationMessages.outbidMailSubject(title),
      text: notificationMessages.outbidMail(
        title,
        high,
        high + auction.min_increment_kobo,
        `${this.deps.config.PUBLIC_URL}${link}`,
      ),
      kind: "auction_outbid",
    });
    // WhatsApp when the bidder turned it on (issue 50): once per bid that beat theirs.
    await this.deps.outbox.whatsapp.template(
      userId,
      "outbid",
      [title, nairaFromKobo(high), `${this.deps.config.PUBLIC_URL}${link}`],
      { eventKey: `outbid:${auction.id}:${high}:${userId}` },
    );
  }
}
