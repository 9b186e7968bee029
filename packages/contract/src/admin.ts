/**
 * The admin area (issue 23, ADR 0700): users (find, view, suspend/restore, change role) and the audit log.
 * Every route answers 401 signed out and 403 for anyone but an admin, before it reads its input.
 */
import { z } from "zod";
import {
  ADMIN_AUDIT_TARGETS,
  ADMIN_PAYMENT_PURPOSES,
  ADMIN_PAYMENT_STATUSES,
  ADMIN_ROLE_CHOICES,
  ADMIN_USER_STATUSES,
} from "./admin-constants.ts";
import { paginationSchema } from "./page.ts";
import { intString } from "./schemas.ts";

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    // PostgreSQL text cannot hold a NUL byte (ADR 0015).
    .refine((s) => !s.includes("\u0000"), { error: `${name} contains a character that is not allowed` });

export const adminUserQuerySchema = z.object({
  query: text("query", 200).optional(),
  role: z.enum([...ADMIN_ROLE_CHOICES, "admin"], { error: "Choose a known role" }).optional(),
  status: z.enum(ADMIN_USER_STATUSES, { error: "Choose pending, active or suspended" }).optional(),
  page: intString("page", 1).default(1),
  per_page: intString("per_page", 1).max(100, { error: "per_page must be at most 100" }).default(20),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

/** What an admin sees of an account: never the password hash, tokens or one-time secrets. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  status: z.enum(ADMIN_USER_STATUSES),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  kyc_verified: z.boolean(),
  profile_slug: z.string().nullable(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(adminUserSchema),
  meta: paginationSchema,
});
export type AdminUserListReply = z.infer<typeof adminUserListReplySchema>;

export const adminUserReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: adminUserSchema,
});
export type AdminUserReply = z.infer<typeof adminUserReplySchema>;

const reason = text("reason", 500).pipe(
  z.string().min(3, { error: "Give a reason (at least 3 characters)" }),
);

export const adminSuspendSchema = z.object({ reason });
export const adminRestoreSchema = z.object({ reason: reason.optional() });
export const adminRoleSchema = z.object({
  role: z.enum(ADMIN_ROLE_CHOICES, { error: "Choose tenant, landlord, agent or developer" }),
  reason: reason.optional(),
});
export type AdminRoleInput = z.infer<typeof adminRoleSchema>;

export const auditQuerySchema = z.object({
  query: text("query", 200).optional(),
  action: text("action", 100).optional(),
  target_type: z.enum(ADMIN_AUDIT_TARGETS, { error: "Choose a known target type" }).optional(),
  target_id: text("target_id", 100).optional(),
  actor_id: intString("actor_id", 1).optional(),
  from: z.iso.date({ error: "from must be a date (YYYY-MM-DD)" }).optional(),
  to: z.iso.date({ error: "to must be a date (YYYY-MM-DD)" }).optional(),
  page: intString("page", 1).default(1),
  per_page: intString("per_page", 1).max(100, { error: "per_page must be at most 100" }).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  /** What the action changed, before and after: a JSON snapshot of the fields it touched (null when none). */
  before: z.json().nullable(),
  after: z.json().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(auditEntrySchema),
  /**
   * `total` counts matches only up to 1,000 past the current page (ADR 0023); `total_capped` says there are more
   * (shown as "1,000+"), and the next pages extend the count.
   */
  meta: paginationSchema.extend({ total_capped: z.boolean() }),
});
export type AuditListReply = z.infer<typeof auditListReplySchema>;

/** Admin → Payments: find payments by reference, email or name; filter by status and purpose (newest first). */
export const adminPaymentQuerySchema = z.object({
  query: text("query", 200).optional(),
  status: z.enum(ADMIN_PAYMENT_STATUSES, { error: "Choose a known payment status" }).optional(),
  purpose: z.enum(ADMIN_PAYMENT_PURPOSES, { error: "Choose a known payment purpose" }).optional(),
  page: intString("page", 1).default(1),
  per_page: intString("per_page", 1).max(100, { error: "per_page must be at most 100" }).default(20),
});
export type AdminPaymentQuery = z.infer<typeof adminPaymentQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  purpose: z.string(),
  amount_kobo: z.number().int(),
  gateway: z.string(),
  status: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  refund: z
    .object({ at: z.string(), by: z.number().int().nullable(), reason: z.string().nullable() })
    .nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(adminPaymentSchema),
  meta: paginationSchema,
});
export type AdminPaymentListReply = z.infer<typeof adminPaymentListReplySchema>;

export const adminRefundSchema = z.object({ reason });
export type AdminRefundInput = z.infer<typeof adminRefundSchema>;
export const adminPaymentReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: adminPaymentSchema,
});
