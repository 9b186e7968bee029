import { nairaFromKobo } from "./constants.ts";

/** Auction constants and messages (ADR 0260): plain values, no zod, so pages can import them without the schemas. */
export const AUCTION_STATUSES = ["upcoming", "live", "ended", "cancelled"] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];
export const AUCTION_DEFAULTS = { page: 1, limit: 12, maxLimit: 100 } as const;
/** A bid this close to the end extends it by the same amount (anti-sniping). */
export const AUCTION_EXTENSION_MS = 2 * 60 * 1000;
/** Longest auction accepted. */
export const AUCTION_MAX_DAYS = 60;
/** Bids shown with an auction (newest first). */
export const AUCTION_BID_HISTORY = 50;
export const MAX_AUCTION_KOBO = 10_000_000_000_000;

export const auctionMessages = {
  notFound: "Auction not found",
  created: "Auction scheduled",
  deleted: "Auction removed",
  bidPlaced: "Your bid has been placed",
  ended: "This auction has ended. Bids are no longer accepted.",
  notStarted: "This auction has not started yet. Bidding opens at the start time.",
  tooLow: (minKobo: number) => `Your bid must be at least ${nairaFromKobo(minKobo)}`,
  notVerified: "Only verified users can bid. Complete your identity verification in your dashboard first.",
  ownAuction: "You cannot bid on your own auction",
  alreadyLeading: "You already have the highest bid",
  notYourListing: "You can only auction your own listings",
  notYourAuction: "You can only remove auctions of your own listings",
  listingUnknown: "Listing not found",
  listingBusy: "This listing already has an auction that has not ended",
  hasBids: "An auction that has bids cannot be removed",
  endBeforeStart: "The end must be after the start",
  endInPast: "The end must be in the future",
  tooLong: `An auction can run for at most ${AUCTION_MAX_DAYS} days`,
  startAboveReserve: "The starting price must not be more than the reserve price",
  tooManyBids: "Too many bids. Please wait a moment and try again.",
  cancelled: "This auction was cancelled. Bids are no longer accepted.",
  cancelledByAdmin: "Auction cancelled",
  alreadyCancelled: "This auction is already cancelled",
  cannotCancelEnded: "An auction that has ended cannot be cancelled",
  cancelReasonRequired: "Give the reason for cancelling (at least 3 characters)",
  cancelledMailSubject: "An auction on Ile was cancelled",
  cancelledMail: (title: string, reason: string) =>
    `The auction of "${title}" was cancelled by Ile's team and takes no more bids.\n\nReason: ${reason}\n\nNo money changes hands through Ile for auctions; if you arranged a deposit with the seller, contact them.`,
} as const;
