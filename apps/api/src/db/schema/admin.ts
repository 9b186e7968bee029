import { sql } from "drizzle-orm";
import { bigint, bigserial, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

/**
 * Every admin action (issue 23, ADR 0700): who (`actor_id`), what (`action` on `target_type`/`target_id`, with
 * the admin's `reason`), when, and the state before → after. Append-only: migration 0700 adds a trigger that
 * refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: bigint("actor_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** What the text search reads, kept by the database (migration 0720, trigram-indexed; ADR 0023). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`action || ' ' || coalesce(reason, '') || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, '')`,
    ),
    ...timestamps,
  },
  (t) => [
    index("audit_log_created").on(t.createdAt, t.id),
    index("audit_log_target").on(t.targetType, t.targetId, t.createdAt),
    index("audit_log_actor").on(t.actorId, t.createdAt),
    index("audit_log_action").on(t.action, t.createdAt),
  ],
);
