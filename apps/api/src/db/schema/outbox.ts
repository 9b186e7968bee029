import { bigserial, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";

/** Mail and SMS waiting for, or past, delivery (ARCHITECTURE §3). */
export const outbox = pgTable("outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel", { enum: ["email", "sms"] }).notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  /** Extra mail headers (List-Unsubscribe; migration 0460). */
  headers: jsonb("headers").$type<Record<string, string>>(),
  kind: text("kind").notNull(),
  state: text("state", { enum: ["pending", "kept", "sent", "failed"] })
    .notNull()
    .default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  ...timestamps,
});
