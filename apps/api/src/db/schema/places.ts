import { bigserial, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/** Nigeria's 37 states (36 and the FCT) and 774 LGAs, from assets/datasets/geo (MIT, see SOURCES.md there). */
export const states = pgTable("states", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  ...timestamps,
});

export const lgas = pgTable(
  "lgas",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps,
  },
  (t) => [uniqueIndex("lgas_state_slug").on(t.stateId, t.slug), index("lgas_name_trgm").on(t.name)],
);
