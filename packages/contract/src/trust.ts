/**
 * Trust and safety (issue 22, ADR 0901–0903): the tenant blacklist with due process, scam reports on listings and
 * profiles, verification badges. What the web sends and what the API answers; the constants, messages and number
 * checks are trust-constants.ts (no zod).
 */
import { z } from "zod";
import {
  BADGE_KINDS,
  BADGE_STATUSES,
  BLACKLIST_NATURES,
  BLACKLIST_STATUSES,
  REPORT_ACTIONS,
  REPORT_REASONS,
  trustMessages,
} from "./trust-constants.ts";

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(min, {
      error: min <= 1 ? `The ${label} is required.` : `The ${label} must be at least ${min} characters.`,
    })
    .max(max, { error: `The ${label} must be at most ${max} characters.` });
const isoDay = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${label} must be a date (YYYY-MM-DD).` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: `The ${label} must be a real date.` });

/** POST /api/blacklist/reports (multipart; the files are `evidence`, up to 5). */
export const blacklistReportSchema = z
  .object({
    tenant_name: text("tenant's full name", 3, 120),
    tenant_phone: text("tenant's phone number", 1, 30),
    tenant_email: z.email({ error: "Enter a valid email address." }).max(200).optional().or(z.literal("")),
    last_address: text("last address", 5, 300),
    amount_kobo: z.coerce
      .number({ error: "The amount must be a number." })
      .int({ error: "The amount must be whole kobo." })
      .min(0, { error: "The amount cannot be negative." })
      .max(10_000_000_000_00, { error: "The amount is too large." }),
    nature: z.enum(BLACKLIST_NATURES, { error: "Choose what the debt or damage is." }),
    period_start: isoDay("start date"),
    period_end: isoDay("end date"),
    statement: text("statement", 20, 4000),
  })
  .refine((b) => b.period_end >= b.period_start, { path: ["period_end"], error: trustMessages.periodOrder });
export type BlacklistReportInput = z.input<typeof blacklistReportSchema>;

export const blacklistSearchSchema = z.object({
  name: z.string().trim().max(120).optional(),
  phone: z.string().trim().max(30).optional(),
});

/** POST /api/blacklist/respond/{token} (multipart; files are `evidence`). */
export const blacklistReplySchema = z.object({
  reply: text("reply", 10, 4000),
  appeal: z
    .enum(["true", "false", "on", ""])
    .optional()
    .transform((v) => v === "true" || v === "on"),
});

export const blacklistErasureSchema = z.object({ note: z.string().trim().max(1000).optional() });
export const blacklistApproveSchema = z.object({ note: z.string().trim().max(500).optional() });
export const blacklistReasonSchema = z.object({ reason: text("reason", 3, 500) });
export const blacklistAppealSchema = z.object({
  decision: z.enum(["upheld", "dismissed"], { error: "Choose upheld or dismissed." }),
  reason: text("reason", 3, 500),
});
export const blacklistAdminQuerySchema = z.object({
  status: z.enum([...BLACKLIST_STATUSES, "appeals", "erasure"]).optional(),
});

/** What a search result, the reporter and the reported person see of an entry (never the evidence files). */
export const blacklistEntrySchema = z.object({
  id: z.number(),
  tenant_name: z.string(),
  tenant_phone: z.string(),
  last_address: z.string(),
  amount_kobo: z.number(),
  nature: z.enum(BLACKLIST_NATURES),
  period_start: z.string(),
  period_end: z.string(),
  statement: z.string(),
  status: z.enum(BLACKLIST_STATUSES),
  removal_reason: z.string().nullable(),
  reported_at: z.string(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  appeal: z.boolean(),
  appeal_decision: z.string().nullable(),
  reporter: z.object({ name: z.string(), role: z.string() }),
  counter_evidence_count: z.number(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

/** GET /api/admin/blacklist/:id `data.evidence` items: an evidence file of an entry, the reporter's or the reported
 * person's (counter-evidence), for admins only. */
export const blacklistEvidenceFileSchema = z.object({
  id: z.number(),
  side: z.enum(["reporter", "tenant"]),
  name: z.string(),
  url: z.string(),
  uploaded_at: z.string(),
});
export type BlacklistEvidenceFile = z.infer<typeof blacklistEvidenceFileSchema>;

const searchRecord = {
  searcher_id: z.number(),
  searcher_email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  at: z.string(),
};

/** GET /api/blacklist/respond/:token `data`: the reported person's view through their link. */
export const tenantViewSchema = z.object({
  entry: blacklistEntrySchema,
  my_files: z.array(z.object({ id: z.number(), name: z.string(), uploaded_at: z.string() })),
  erasure_requested_at: z.string().nullable(),
});
export type TenantView = z.infer<typeof tenantViewSchema>;

/** GET /api/blacklist/respond/:token/export `data`: everything held about the reported person (data-subject access). */
export const tenantExportSchema = z.object({
  exported_at: z.string(),
  controller: z.string(),
  entry: blacklistEntrySchema.extend({ tenant_email: z.string().nullable() }),
  evidence_files: z.array(
    z.object({ side: z.enum(["reporter", "tenant"]), name: z.string(), uploaded_at: z.string() }),
  ),
  history: z.array(z.object({ step: z.string(), by: z.string(), at: z.string() })),
});
export type TenantExport = z.infer<typeof tenantExportSchema>;

/** GET /api/admin/blacklist `data[]`: an entry to review, with when its erasure was asked for. */
export const adminBlacklistEntrySchema = blacklistEntrySchema.extend({
  erasure_requested_at: z.string().nullable(),
});
export type AdminBlacklistEntry = z.infer<typeof adminBlacklistEntrySchema>;

/** GET /api/admin/blacklist/searches `data[]`: who searched whom. */
export const blacklistSearchLogSchema = z.object({ ...searchRecord, results: z.number() });
export type BlacklistSearchLog = z.infer<typeof blacklistSearchLogSchema>;

/** GET /api/admin/blacklist/:id `data`: one entry with both sides' evidence, its history and its searches. */
export const adminBlacklistDetailSchema = z.object({
  entry: blacklistEntrySchema,
  tenant_email: z.string().nullable(),
  reporter_id: z.number(),
  review_note: z.string().nullable(),
  erasure_requested_at: z.string().nullable(),
  erasure_note: z.string().nullable(),
  evidence: z.array(blacklistEvidenceFileSchema),
  steps: z.array(
    z.object({
      step: z.string(),
      actor: z.string(),
      actor_id: z.number().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  searches: z.array(z.object(searchRecord)),
});
export type AdminBlacklistDetail = z.infer<typeof adminBlacklistDetailSchema>;

// ---------------------------------------------------------------------------------------------------------
// Scam reports

export const abuseReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason." }),
  details: z.string().trim().max(2000).optional(),
});
export const reportDecisionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: "Choose hide, restore, warn, suspend or dismiss." }),
  note: text("note", 3, 500),
});
export const reportQuerySchema = z.object({
  status: z.enum(["open", "decided"]).optional(),
});

/** GET /api/admin/reports `data[]` (and POST /api/admin/reports/:id/decide `data`): one scam report in the queue. */
export const adminReportSchema = z.object({
  id: z.number(),
  target_type: z.enum(["listing", "user"]),
  listing: z
    .object({
      id: z.number(),
      slug: z.string().nullable(),
      title: z.string().nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
  user: z.object({ id: z.number().nullable(), email: z.string().nullable() }),
  reporter_id: z.number().nullable(),
  reason: z.string(),
  reason_label: z.string(),
  details: z.string().nullable(),
  status: z.string(),
  action: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

// ---------------------------------------------------------------------------------------------------------
// Badges

export const badgeSubmitSchema = z.object({
  lasrera_number: z.string().trim().max(60).optional(),
  cac_number: z.string().trim().max(30).optional(),
});
export const badgeDecisionSchema = z.object({
  kind: z.enum(["lasrera", "cac"]),
  decision: z.enum(["approved", "rejected"]),
  reason: z.string().trim().max(500).optional(),
});

/** Which checks a person passed (identity: KYC; lasrera and cac: an admin checked the number). */
export const ownerChecksSchema = z.object({ identity: z.boolean(), lasrera: z.boolean(), cac: z.boolean() });
export type OwnerChecks = z.infer<typeof ownerChecksSchema>;

/** One submitted number as its owner (and the admin queue) sees it. */
export const badgeCheckSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  number: z.string(),
  status: z.enum(BADGE_STATUSES),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type BadgeCheck = z.infer<typeof badgeCheckSchema>;
/** GET /api/badges: the account's numbers (null: none submitted) and whether LASRERA applies to its role. */
export const badgeStatusSchema = z.object({
  lasrera: badgeCheckSchema.nullable(),
  cac: badgeCheckSchema.nullable(),
  lasrera_allowed: z.boolean(),
});
export type BadgeStatus = z.infer<typeof badgeStatusSchema>;
/** GET /api/admin/badges: a number with its person. */
export const adminBadgeCheckSchema = badgeCheckSchema.extend({
  user: z.object({ id: z.number(), name: z.string(), email: z.string().nullable(), role: z.string() }),
});
export type AdminBadgeCheck = z.infer<typeof adminBadgeCheckSchema>;
export const badgeQuerySchema = z.object({ status: z.enum(BADGE_STATUSES).optional() });
