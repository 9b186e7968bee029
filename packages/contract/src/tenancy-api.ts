/**
 * The wire contract of property management (issue 24, ADR 0950): tenancies, the rent schedule, receipts, notices,
 * renewals, maintenance requests, management requests and the audience pages' live figures. Money is integer kobo
 * (`*_kobo`); dates are calendar dates "YYYY-MM-DD" (Lagos).
 */
import { z } from "zod";
import { isIsoDate, MAX_TERM_MONTHS, TENANCY_PERIODS } from "./tenancy.ts";
import { MAX_MAINTENANCE_PHOTOS, tenancyMessages } from "./tenancy-messages.ts";

/** Largest rent or payment accepted: ₦10 billion, in kobo. */
export const MAX_RENT_KOBO = 1_000_000_000_000;
export const TENANCY_MANAGER_ROLES = ["landlord", "agent", "admin"] as const;
export const TENANCY_STATUSES = ["active", "ending", "ended", "renewed"] as const;
export const RENT_PAYMENT_METHODS = ["online", "cash", "transfer", "cheque", "pos"] as const;
export const OFFLINE_METHODS = ["cash", "transfer", "cheque", "pos"] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof RENT_PAYMENT_METHODS)[number], string> = {
  online: "Online (card)",
  cash: "Cash",
  transfer: "Bank transfer",
  cheque: "Cheque",
  pos: "POS",
};
export const MAINTENANCE_URGENCIES = ["low", "normal", "urgent", "emergency"] as const;
export const MAINTENANCE_URGENCY_LABELS: Record<(typeof MAINTENANCE_URGENCIES)[number], string> = {
  low: "Low",
  normal: "Normal",
  urgent: "Urgent",
  emergency: "Emergency",
};
export const MAINTENANCE_STATUSES = ["open", "assigned", "in_progress", "done", "cancelled"] as const;
export const MAINTENANCE_STATUS_LABELS: Record<(typeof MAINTENANCE_STATUSES)[number], string> = {
  open: "Open",
  assigned: "Assigned",
  in_progress: "In progress",
  done: "Done",
  cancelled: "Cancelled",
};
export { MAX_MAINTENANCE_PHOTOS, tenancyMessages };

const isoDate = (name: string) =>
  z
    .string({ error: `${name}: ${tenancyMessages.dateInvalid}` })
    .refine(isIsoDate, { error: tenancyMessages.dateInvalid });
const kobo = (name: string, min: number) =>
  z
    .number({ error: `${name} must be a whole number of kobo` })
    .int({ error: `${name} must be a whole number of kobo` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(MAX_RENT_KOBO, { error: `${name} is too large` });
const text = (name: string, max: number, min = 0) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(min, { error: min > 0 ? `${name} is required` : `${name} is too short` })
    .max(max, { error: `${name} must be at most ${max} characters` });

export const tenancyInputSchema = z.object({
  unit_id: z.uuid({ error: "unit_id must be a unit's id" }).optional(),
  address: text("address", 300).optional(),
  unit_label: text("unit_label", 60).optional(),
  city: text("city", 100).optional(),
  state: text("state", 100).optional(),
  tenant_email: z.email({ error: "Enter the tenant's email address" }).max(254),
  /** ADR 0951: an agent adding the tenancy for a landlord names them by email (their account, or an invitation). */
  landlord_email: z.email({ error: "Enter the landlord's email address" }).max(254).optional(),
  tenant_name: text("tenant_name", 120).optional(),
  start_date: isoDate("start_date"),
  period: z.enum(TENANCY_PERIODS, { error: `period must be one of ${TENANCY_PERIODS.join(", ")}` }),
  periods: z
    .number({ error: "periods must be a whole number" })
    .int({ error: "periods must be a whole number" })
    .min(1, { error: "periods must be at least 1" })
    .max(MAX_TERM_MONTHS, { error: tenancyMessages.termTooLong }),
  rent_kobo: kobo("rent_kobo", 1),
  caution_deposit_kobo: kobo("caution_deposit_kobo", 0).optional(),
});
export type TenancyInput = z.input<typeof tenancyInputSchema>;

export const offlinePaymentSchema = z.object({
  installment_id: z
    .number({ error: "installment_id must be a whole number" })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
  amount_kobo: kobo("amount_kobo", 1),
  method: z.enum(OFFLINE_METHODS, { error: `method must be one of ${OFFLINE_METHODS.join(", ")}` }),
  paid_on: isoDate("paid_on"),
  note: text("note", 300).optional(),
});

export const noticeInputSchema = z.object({ given_on: isoDate("given_on").optional() });
export const renewInputSchema = z.object({
  periods: z
    .number({ error: "periods must be a whole number" })
    .int({ error: "periods must be a whole number" })
    .min(1, { error: "periods must be at least 1" })
    .max(MAX_TERM_MONTHS, { error: tenancyMessages.termTooLong }),
  rent_kobo: kobo("rent_kobo", 1).optional(),
});
/** The landlord an agent named confirms the agent (true) or not (false) (ADR 0951). */
export const agentAnswerSchema = z.object({
  accept: z.boolean({ error: "accept must be true or false" }),
});
export const verifyRentSchema = z.object({
  reference: z
    .string({ error: "reference is required" })
    .regex(/^[A-Za-z0-9.=-]{8,100}$/, { error: "reference is not valid" }),
});

export const installmentSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  due_date: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  amount_kobo: z.number().int(),
  paid_kobo: z.number().int(),
  status: z.enum(["due", "part_paid", "paid", "overdue"]),
});
export const receiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  tenancy_id: z.number().int(),
  installment_id: z.number().int(),
  amount_kobo: z.number().int(),
  method: z.enum(RENT_PAYMENT_METHODS),
  paid_on: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  payment_reference: z.string().nullable(),
  note: z.string(),
  unit_address: z.string(),
  landlord_name: z.string(),
  /** The agent managing the tenancy for the landlord, when there is one (ADR 0951). */
  agent_name: z.string().nullable(),
  tenant_name: z.string(),
  created_at: z.string(),
});
const party = z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() });
export const tenancySchema = z.object({
  id: z.number().int(),
  unit_id: z.string(),
  unit_address: z.string(),
  role: z.enum(["landlord", "tenant"]),
  landlord: party,
  /** The agent managing the tenancy for the landlord (ADR 0951); null when the landlord manages it. */
  agent: party.nullable(),
  /** False while a landlord an agent named has not yet confirmed the agent (or not yet signed up). */
  landlord_confirmed: z.boolean(),
  tenant: party,
  start_date: z.string(),
  end_date: z.string(),
  period: z.enum(TENANCY_PERIODS),
  periods: z.number().int(),
  rent_kobo: z.number().int(),
  caution_deposit_kobo: z.number().int(),
  status: z.enum(TENANCY_STATUSES),
  notice: z
    .object({ given_on: z.string(), by: z.enum(["landlord", "tenant"]), end_date: z.string() })
    .nullable(),
  renewed_by_id: z.number().int().nullable(),
  next_due: installmentSchema.nullable(),
  owed_kobo: z.number().int(),
});
export const tenancyDetailSchema = tenancySchema.extend({
  installments: z.array(installmentSchema),
  receipts: z.array(receiptSchema),
  notice_rule: z.string(),
});
export type Tenancy = z.infer<typeof tenancySchema>;
export type TenancyDetail = z.infer<typeof tenancyDetailSchema>;
export type Installment = z.infer<typeof installmentSchema>;
export type Receipt = z.infer<typeof receiptSchema>;

export const maintenanceInputSchema = z.object({
  title: text("title", 120, 3),
  description: text("description", 2000).optional(),
  urgency: z.enum(MAINTENANCE_URGENCIES, {
    error: `urgency must be one of ${MAINTENANCE_URGENCIES.join(", ")}`,
  }),
});
export const maintenanceUpdateSchema = z.object({
  status: z
    .enum(MAINTENANCE_STATUSES, { error: `status must be one of ${MAINTENANCE_STATUSES.join(", ")}` })
    .optional(),
  assignee_user_id: z
    .number({ error: "assignee_user_id must be a whole number" })
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .optional(),
});
export const maintenanceSchema = z.object({
  id: z.number().int(),
  tenancy_id: z.number().int(),
  unit_address: z.string(),
  title: z.string(),
  description: z.string(),
  urgency: z.enum(MAINTENANCE_URGENCIES),
  status: z.enum(MAINTENANCE_STATUSES),
  role: z.enum(["landlord", "tenant", "assignee"]),
  tenant_name: z.string(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceSchema>;

export const managementRequestSchema = z.object({
  name: text("name", 120, 2),
  email: z.email({ error: "Enter a valid email address" }).max(254),
  phone: text("phone", 30).optional(),
  city: text("city", 100, 2),
  units: z
    .number({ error: "units must be a whole number" })
    .int({ error: "units must be a whole number" })
    .min(1, { error: "units must be at least 1" })
    .max(10_000, { error: "units is too large" }),
  message: text("message", 2000).optional(),
});

export const audienceFiguresSchema = z.object({
  rent_listings: z.number().int(),
  sale_listings: z.number().int(),
  landlords: z.number().int(),
  tenants: z.number().int(),
  tenancies: z.number().int(),
  /** Median yearly rent by bedrooms (kobo), from yearly and monthly rent listings; most listed first. */
  median_rents: z.array(
    z.object({
      bedrooms: z.number().int(),
      median_yearly_kobo: z.number().int(),
      listings: z.number().int(),
    }),
  ),
  /** Median yearly rent by city (kobo), the cities with most rent listings. */
  city_rents: z.array(
    z.object({ city: z.string(), median_yearly_kobo: z.number().int(), listings: z.number().int() }),
  ),
});
export type AudienceFigures = z.infer<typeof audienceFiguresSchema>;
