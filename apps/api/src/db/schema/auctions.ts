import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";
import { properties } from "./properties.ts";

/**
 * Property auctions (ADR 0260). Money in kobo. `current_bid`/`current_bidder_id`/`bid_count` are kept on the row
 * and changed only by the bid transaction (row lock), so the highest bid is always consistent. `ends_at` moves
 * when a bid lands in the last 2 minutes; `scheduled_end_at` keeps the original end.
 */
export const auctions = pgTable(
  "auctions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: bigint("property_id", { mode: "number" })
      .notNull()
      .references(() => properties.id),
    sellerId: bigint("seller_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    createdBy: bigint("created_by", { mode: "number" })
      .notNull()
      .references(() => users.id),
    startingPrice: bigint("starting_price", { mode: "number" }).notNull(),
    reservePrice: bigint("reserve_price", { mode: "number" }).notNull(),
    minIncrement: bigint("min_increment", { mode: "number" }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    scheduledEndAt: timestamp("scheduled_end_at", { withTimezone: true }).notNull(),
    depositNote: text("deposit_note").notNull().default(""),
    currentBid: bigint("current_bid", { mode: "number" }),
    currentBidderId: bigint("current_bidder_id", { mode: "number" }).references(() => users.id),
    bidCount: integer("bid_count").notNull().default(0),
    demo: boolean("demo").notNull().default(false),
    seedKey: text("seed_key"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set when an admin cancels the auction (with `cancel_reason`): no more bids; its status reads cancelled. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: bigint("cancelled_by", { mode: "number" }).references(() => users.id),
    cancelReason: text("cancel_reason"),
    ...timestamps,
  },
  (t) => [
    index("auctions_property_idx").on(t.propertyId),
    index("auctions_ends_idx").on(t.endsAt),
    uniqueIndex("auctions_seed_key").on(t.seedKey),
    check("auctions_times", sql`${t.endsAt} > ${t.startsAt} and ${t.scheduledEndAt} > ${t.startsAt}`),
    check("auctions_start_le_reserve", sql`${t.startingPrice} <= ${t.reservePrice}`),
  ],
);

export const auctionBids = pgTable(
  "auction_bids",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    auctionId: bigint("auction_id", { mode: "number" })
      .notNull()
      .references(() => auctions.id, { onDelete: "cascade" }),
    bidderId: bigint("bidder_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** This bid moved the end (it came in the last 2 minutes). */
    extended: boolean("extended").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("auction_bids_amount_key").on(t.auctionId, t.amount),
    index("auction_bids_auction_idx").on(t.auctionId, t.createdAt),
  ],
);
