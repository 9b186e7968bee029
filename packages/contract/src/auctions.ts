/**
 * Property auctions (issue 4, "Auctions"; ADR 0260). An auction sells one listing between `starts_at` and
 * `ends_at`; signed-in, KYC-verified users bid; each bid must be at least the starting price (first bid) or the
 * current highest plus the minimum increment; a bid in the last 2 minutes moves the end 2 minutes later.
 * Live updates: server-sent events at GET /api/auctions/{id}/events (`snapshot`, then `bid` events).
 *
 * Money is integer kobo on the wire (`*_kobo`).
 */
import { z } from "zod";
import {
  AUCTION_DEFAULTS,
  AUCTION_STATUSES,
  auctionMessages,
  MAX_AUCTION_KOBO,
} from "./auctions-constants.ts";
import { pagedReplySchema } from "./page.ts";
import { intString } from "./schemas.ts";

const id = z.number().int();
const kobo = (name: string, { positive = false } = {}) =>
  z
    .number({ error: `${name} must be a whole number of kobo` })
    .int({ error: `${name} must be a whole number of kobo` })
    .min(positive ? 1 : 0, {
      error: positive ? `${name} must be more than zero` : `${name} cannot be negative`,
    })
    .max(MAX_AUCTION_KOBO, { error: `${name} is too large` });

export const auctionQuerySchema = z.object({
  status: z.enum(AUCTION_STATUSES, { error: "status must be upcoming, live, ended or cancelled" }).optional(),
  state: z.string().trim().max(100).optional().describe("State of the listing, any case"),
  page: intString("page", 1).optional(),
  limit: intString("limit", 1).max(AUCTION_DEFAULTS.maxLimit, { error: "limit is at most 100" }).optional(),
});
export type AuctionQuery = z.input<typeof auctionQuerySchema>;

/** A person as shown in auctions: first name and last initial only ("Ada O."). */
export const auctionPersonSchema = z.object({ id, name: z.string() });

export const auctionBidSchema = z.object({
  id,
  amount_kobo: z.number().int(),
  bidder: auctionPersonSchema,
  created_at: z.string(),
});
export type AuctionBid = z.infer<typeof auctionBidSchema>;

export const auctionSchema = z.object({
  id,
  property: z.object({
    id,
    slug: z.string(),
    title: z.string(),
    city: z.string(),
    state: z.string(),
    property_type: z.string(),
    bedrooms: z.number().int(),
    cover: z.string().nullable(),
  }),
  seller: auctionPersonSchema,
  starting_price_kobo: z.number().int(),
  reserve_price_kobo: z.number().int(),
  min_increment_kobo: z.number().int(),
  current_bid_kobo: z.number().int().nullable(),
  /** The least the next bid may be. */
  next_min_bid_kobo: z.number().int(),
  bid_count: z.number().int(),
  reserve_met: z.boolean(),
  leader: auctionPersonSchema.nullable(),
  status: z.enum(AUCTION_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The end as scheduled, before any extension. */
  scheduled_end_at: z.string(),
  deposit_note: z.string(),
  /** Set once the auction has ended with a bid at or above the reserve. */
  winner: auctionPersonSchema.nullable(),
  /** Why an admin cancelled it (status cancelled), else null. */
  cancel_reason: z.string().nullable(),
  /** True for seeded demonstration auctions (not a real sale). */
  demo: z.boolean(),
  /** The server's clock when this was read: clients count down against it, not their own clock. */
  server_time: z.string(),
  created_at: z.string(),
});
export type Auction = z.infer<typeof auctionSchema>;

export const auctionDetailSchema = auctionSchema.extend({ bids: z.array(auctionBidSchema) });
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

export const auctionListReplySchema = pagedReplySchema(auctionSchema);
export type AuctionListReply = z.infer<typeof auctionListReplySchema>;

export const auctionReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: auctionDetailSchema,
});
export type AuctionReply = z.infer<typeof auctionReplySchema>;

export const auctionCancelSchema = z.object({
  reason: z
    .string({ error: auctionMessages.cancelReasonRequired })
    .trim()
    .min(3, { error: auctionMessages.cancelReasonRequired })
    .max(500),
});
export type AuctionCancelInput = z.input<typeof auctionCancelSchema>;

export const bidInputSchema = z.object({ amount_kobo: kobo("Bid", { positive: true }) });
export type BidInput = z.input<typeof bidInputSchema>;

export const bidReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ bid: auctionBidSchema, auction: auctionSchema, extended: z.boolean() }),
});
export type BidReply = z.infer<typeof bidReplySchema>;

/** Server-sent event payloads: `snapshot` (AuctionDetail, on connect) and `bid` (this). */
export type AuctionBidEvent = { auction: Auction; bid: AuctionBid; extended: boolean };

export const auctionInputSchema = z.object({
  property_id: id.positive({ error: "Choose the listing to auction" }),
  starting_price_kobo: kobo("Starting price", { positive: true }),
  reserve_price_kobo: kobo("Reserve price", { positive: true }),
  min_increment_kobo: kobo("Minimum increment", { positive: true }),
  starts_at: z.iso.datetime({ offset: true, error: "Start must be a date and time (ISO 8601)" }),
  ends_at: z.iso.datetime({ offset: true, error: "End must be a date and time (ISO 8601)" }),
  deposit_note: z.string().trim().max(2000).default(""),
});
export type AuctionInput = z.input<typeof auctionInputSchema>;
