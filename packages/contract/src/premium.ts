/**
 * Premium access beyond subscriptions (SPEC §7): unlocking a premium profile (POST /payment/initiate → the
 * gateway's checkout, GET /payment/callback after it), plan switches, and the premium market report
 * (GET /premium/market-report, plans with premium content).
 */
import { z } from "zod";
import {
  historyEntrySchema,
  paymentLinkSchema,
  paymentSummarySchema,
  planSchema,
  subscriptionSchema,
} from "./payments.ts";
import { apiOwnProfileSchema } from "./profile.ts";

/** POST /api/payment/initiate {unique_key}: the payment link at the top level and under `data`. */
export const unlockReplySchema = paymentLinkSchema.extend({
  status: z.literal("success"),
  message: z.string(),
  unique_key: z.string(),
  data: paymentLinkSchema.extend({ unique_key: z.string() }),
});
export type UnlockReply = z.infer<typeof unlockReplySchema>;

/** GET /api/payment/callback?reference=… — how the payment ended and what it unlocked. */
export const paymentCallbackSchema = z.object({
  reference: z.string(),
  status: z.string(),
  purpose: z.string(),
  /** Naira; the exact amount is amount_kobo. */
  amount: z.number(),
  amount_kobo: z.number(),
  unique_key: z.string().nullable(),
  next_steps: z.array(z.string()),
  /** The unlocked person's whole profile, to its payer only (null otherwise). */
  profile: apiOwnProfileSchema.nullable(),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;
export const paymentCallbackReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: paymentCallbackSchema,
});
export type PaymentCallbackReply = z.infer<typeof paymentCallbackReplySchema>;

/** POST /api/switch/plan: an upgrade needs a payment (the link); a downgrade is scheduled. */
export const switchPlanReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  action: z.enum(["payment_required", "scheduled"]),
  reference: z.string().optional(),
  payment_url: z.string().optional(),
  payment_instructions: paymentLinkSchema.shape.payment_instructions.optional(),
  data: z.object({ subscription: subscriptionSchema.nullable(), link: paymentLinkSchema.nullable() }),
});
export type SwitchPlanReply = z.infer<typeof switchPlanReplySchema>;

/** A row of the market report: asking prices (naira) of a town's listings with that many bedrooms. */
export const marketRowSchema = z.object({
  state: z.string(),
  city: z.string(),
  bedrooms: z.number().int(),
  listings: z.number().int(),
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;

/** GET /api/premium/market-report. Rents are per year (monthly and nightly lets are left out). */
export const marketReportReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    listing_type: z.enum(["rent", "sale"]),
    period: z.literal("year").nullable(),
    currency: z.literal("NGN"),
    generated_at: z.string(),
    rows: z.array(marketRowSchema),
  }),
});
export type MarketReportReply = z.infer<typeof marketReportReplySchema>;

// ---------------------------------------------------------------------------------------------------------
// Subscription replies (SPEC §7 subscription calls)

/** GET /api/subscriptions/price/list. */
export const plansReplySchema = z.object({ status: z.literal("success"), data: z.array(planSchema) });
export type PlansReply = z.infer<typeof plansReplySchema>;

/** POST /api/subscription/initiate, /api/renew/subscription: the payment link at the top level and under `data`. */
export const subscriptionLinkReplySchema = paymentLinkSchema.extend({
  status: z.literal("success"),
  message: z.string(),
  data: paymentLinkSchema,
});
export type SubscriptionLinkReply = z.infer<typeof subscriptionLinkReplySchema>;

/** POST /api/cancel/subscription, /api/subscription/verify, GET /api/activate/default/plan. */
export const subscriptionMessageReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ subscription: subscriptionSchema.nullable() }),
});
export type SubscriptionMessageReply = z.infer<typeof subscriptionMessageReplySchema>;

/** GET /api/get/subscription/history: events (newest first), payments (subscriptions, profile unlocks) and unspent credit. */
export const subscriptionHistoryReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    events: z.array(historyEntrySchema),
    payments: z.array(paymentSummarySchema),
    credit: z.number(),
    credit_kobo: z.number().int(),
  }),
});
export type SubscriptionHistoryReply = z.infer<typeof subscriptionHistoryReplySchema>;
