import {
  bigint,
  date,
  integer,
  pgMaterializedView,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/**
 * Market summaries (migration 0710, ADR 0710): one row per kind (sale | rent) and combination of the four
 * filters, '*' (or bedrooms -1) meaning "all". Money is kobo (rents annualised).
 */
export const analyticsMarket = pgMaterializedView("analytics_market", {
  kind: text("kind").notNull(),
  state: text("state").notNull(),
  city: text("city").notNull(),
  propertyType: text("property_type").notNull(),
  bedrooms: integer("bedrooms").notNull(),
  listings: integer("listings").notNull(),
  generated: integer("generated").notNull(),
  median: bigint("median", { mode: "number" }),
  p25: bigint("p25", { mode: "number" }),
  p75: bigint("p75", { mode: "number" }),
  medianPerBedroom: bigint("median_per_bedroom", { mode: "number" }),
}).existing();

/** Listings added per month for every filter combination (a cube: "*" / -1 = all; migration 0713). */
export const analyticsVolume = pgMaterializedView("analytics_volume", {
  month: date("month").notNull(),
  kind: text("kind").notNull(),
  state: text("state").notNull(),
  city: text("city").notNull(),
  propertyType: text("property_type").notNull(),
  bedrooms: integer("bedrooms").notNull(),
  listings: integer("listings").notNull(),
}).existing();

/** Median asking amount of the listings added each month, per filter combination (migration 0740, ADR 0270). */
export const analyticsMonthly = pgMaterializedView("analytics_monthly", {
  month: date("month").notNull(),
  kind: text("kind").notNull(),
  state: text("state").notNull(),
  city: text("city").notNull(),
  propertyType: text("property_type").notNull(),
  bedrooms: integer("bedrooms").notNull(),
  listings: integer("listings").notNull(),
  median: bigint("median", { mode: "number" }),
}).existing();

export const analyticsRefreshes = pgTable("analytics_refreshes", {
  id: smallint("id").primaryKey().default(1),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  ...timestamps,
});

/** Searches that named a place, per day (migration 0711, ADR 0711); '' where the search named no state/town. */
export const searchPlaceCounts = pgTable(
  "search_place_counts",
  {
    day: date("day").notNull(),
    state: text("state").notNull().default(""),
    city: text("city").notNull().default(""),
    searches: integer("searches").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.day, t.state, t.city] })],
);

/** Searches per town over the last 90 days, the town's state filled in from its listings when not named. */
export const analyticsSearches = pgMaterializedView("analytics_searches", {
  state: text("state").notNull(),
  city: text("city").notNull(),
  searches: integer("searches").notNull(),
}).existing();
