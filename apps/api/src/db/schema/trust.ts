import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";
import { properties } from "./properties.ts";

/**
 * Trust and safety (issue 22, ADR 0901): the tenant blacklist with due process. Entries are private until an
 * admin reviews them; the reported person replies through a link (`reply_token_hash`); evidence files live
 * under UPLOADS_DIR/private; `blacklist_events` is every step; `blacklist_searches` is who searched whom.
 */
export const blacklistEntries = pgTable(
  "blacklist_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reporterId: bigint("reporter_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    tenantName: text("tenant_name").notNull(),
    tenantNameKey: text("tenant_name_key").notNull(),
    tenantPhone: text("tenant_phone").notNull(),
    tenantEmail: text("tenant_email"),
    lastAddress: text("last_address").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    nature: text("nature", { enum: ["unpaid_rent", "damage", "unpaid_bills", "other"] }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    statement: text("statement").notNull(),
    status: text("status", { enum: ["pending", "published", "rejected", "removed", "erased"] })
      .notNull()
      .default("pending"),
    removalReason: text("removal_reason", { enum: ["settled", "appeal_upheld", "expired", "erased"] }),
    reviewNote: text("review_note"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    replyTokenHash: text("reply_token_hash").unique(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    appeal: boolean("appeal").notNull().default(false),
    appealDecision: text("appeal_decision", { enum: ["upheld", "dismissed"] }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    erasureRequestedAt: timestamp("erasure_requested_at", { withTimezone: true }),
    erasureNote: text("erasure_note"),
    ...timestamps,
  },
  (t) => [
    index("blacklist_entries_phone").on(t.tenantPhone).where(sql`status = 'published'`),
    index("blacklist_entries_status").on(t.status, t.createdAt.desc()),
    index("blacklist_entries_reporter").on(t.reporterId, t.createdAt.desc()),
  ],
);

export const blacklistEvidence = pgTable(
  "blacklist_evidence",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => blacklistEntries.id),
    side: text("side", { enum: ["reporter", "tenant"] }).notNull(),
    file: text("file").notNull(),
    originalName: text("original_name").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("blacklist_evidence_entry").on(t.entryId)],
);

export const blacklistEvents = pgTable(
  "blacklist_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => blacklistEntries.id),
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id),
    actor: text("actor", { enum: ["reporter", "tenant", "admin", "system"] }).notNull(),
    step: text("step").notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [index("blacklist_events_entry").on(t.entryId, t.id)],
);

export const blacklistSearches = pgTable(
  "blacklist_searches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    searcherId: bigint("searcher_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    queryName: text("query_name"),
    queryPhone: text("query_phone"),
    resultIds: bigint("result_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [index("blacklist_searches_searcher").on(t.searcherId, t.createdAt.desc())],
);

export type BlacklistEntryRow = typeof blacklistEntries.$inferSelect;
export type BlacklistEventRow = typeof blacklistEvents.$inferSelect;

/**
 * Scam reports on listings and profiles (ADR 0902, migration 0902). `reporter_id` is null for reports the system
 * files (a second live listing of one unit by another account). Three open reports hide a listing.
 */
export const abuseReports = pgTable(
  "abuse_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reporterId: bigint("reporter_id", { mode: "number" }).references(() => users.id),
    targetType: text("target_type", { enum: ["listing", "user"] }).notNull(),
    listingId: bigint("listing_id", { mode: "number" }).references(() => properties.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    reason: text("reason", {
      enum: ["fake", "already_let", "wrong_price", "inspection_fee", "other", "double_listing"],
    }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "decided"] })
      .notNull()
      .default("open"),
    action: text("action", { enum: ["hide", "restore", "warn", "suspend", "dismiss"] }),
    decisionNote: text("decision_note"),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("abuse_reports_open").on(t.status, t.createdAt.desc()),
    index("abuse_reports_listing").on(t.listingId).where(sql`listing_id is not null`),
    index("abuse_reports_user").on(t.userId),
  ],
);
export type AbuseReportRow = typeof abuseReports.$inferSelect;

/**
 * Verified badges beyond KYC (ADR 0903, migration 0910): a LASRERA or CAC number per account and kind, shown as
 * a badge only once an admin approved it. A new number replaces the row and waits for a check again.
 */
export const badgeChecks = pgTable(
  "badge_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["lasrera", "cac"] }).notNull(),
    number: text("number").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique("badge_checks_user_id_kind_key").on(t.userId, t.kind),
    index("badge_checks_queue").on(t.status, t.submittedAt),
    index("badge_checks_approved").on(t.userId).where(sql`status = 'approved'`),
  ],
);
export type BadgeCheckRow = typeof badgeChecks.$inferSelect;
