import { bigserial, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  email: text("email").notNull().unique(),
  platform: text("platform").notNull(),
  ...timestamps,
});
