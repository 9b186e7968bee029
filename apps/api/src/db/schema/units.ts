import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

/**
 * Units (issue 22, ADR 0900): one flat, shop or house named by a normalised address and unit label (the keys come
 * from `normaliseAddress`/`normaliseUnitLabel` of @ile/contract). `owner_id` is the account that first recorded
 * it. Listings point here (`properties.unit_id`, one live rent listing per unit); so do tenancies.
 */
export const units = pgTable(
  "units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    addressKey: text("address_key").notNull(),
    unitKey: text("unit_key").notNull().default(""),
    address: text("address").notNull(),
    unitLabel: text("unit_label").notNull().default(""),
    state: text("state").notNull(),
    city: text("city").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("units_place_key").on(t.addressKey, t.unitKey, sql`lower(${t.city})`, sql`lower(${t.state})`),
    index("units_owner_idx").on(t.ownerId),
  ],
);

export type UnitRow = typeof units.$inferSelect;
