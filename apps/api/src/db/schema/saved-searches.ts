/** Saved searches and their alerts (issue 37, ADR 0406; migration 0460). Queried with SQL templates in the repo. */
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";
import { properties } from "./properties.ts";

export const savedSearches = pgTable("saved_searches", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  params: jsonb("params").notNull().default({}),
  frequency: text("frequency", { enum: ["instant", "daily"] })
    .notNull()
    .default("instant"),
  channels: text("channels").array().notNull().default(sql`'{email}'::text[]`),
  paused: boolean("paused").notNull().default(false),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});

export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    savedSearchId: bigint("saved_search_id", { mode: "number" })
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: bigint("property_id", { mode: "number" })
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["new", "available", "price_drop"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique().on(t.savedSearchId, t.propertyId)],
);

export const savedSearchListingSeen = pgTable("saved_search_listing_seen", {
  propertyId: bigint("property_id", { mode: "number" })
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  price: bigint("price", { mode: "number" }).notNull(),
  live: boolean("live").notNull(),
  ...timestamps,
});

export const savedSearchSweep = pgTable("saved_search_sweep", {
  name: text("name").primaryKey(),
  mark: timestamp("mark", { withTimezone: true }).notNull(),
  ...timestamps,
});
