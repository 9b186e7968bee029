/**
 * Payments and subscriptions (issue 6; SPEC §3 "Payment", §7 payment and subscription calls). The API validates
 * and documents its replies with these schemas; the web imports the types.
 *
 * Money: stored as integer kobo. Replies carry naira (`amount`, `monthly_price`, …) for display and the exact
 * kobo beside it (`amount_kobo`, `monthly_price_kobo`, …). Bodies never carry amounts: the server prices.
 */
import { z } from "zod";

export const PLAN_INTERVALS = ["monthly", "yearly"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "expired", "replaced"] as const;
export const PAYMENT_STATUSES = ["pending", "success", "failed", "abandoned", "credited"] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

export const entitlementsSchema = z.object({
  /** Premium profiles viewable per calendar month; null = unlimited. */
  premium_profile_views: z.number().int().nullable(),
  /** Live listings at once; null = unlimited. */
  listing_quota: z.number().int().nullable(),
  premium_content: z.boolean(),
  analytics_access: z.boolean(),
  featured_listings: z.number().int(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  currency: z.literal("NGN"),
  monthly_price: z.number(),
  monthly_price_kobo: z.number().int(),
  yearly_price: z.number(),
  yearly_price_kobo: z.number().int(),
  entitlements: entitlementsSchema,
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const planUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    description: z.string().trim().max(500),
    /** Naira, at most 2 decimals. */
    monthly_price: z.number().min(0).max(100_000_000).multipleOf(0.01),
    yearly_price: z.number().min(0).max(1_000_000_000).multipleOf(0.01),
    premium_profile_views: z.number().int().min(0).max(1_000_000).nullable(),
    listing_quota: z.number().int().min(0).max(1_000_000).nullable(),
    premium_content: z.boolean(),
    analytics_access: z.boolean(),
    featured_listings: z.number().int().min(0).max(100_000),
    active: z.boolean(),
  })
  .partial()
  .strict();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: planSchema,
  interval: z.enum(PLAN_INTERVALS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  /** Null for the Free plan, which never ends. */
  current_period_end: z.string().nullable(),
  /** A downgrade waiting for the end of the period. */
  scheduled_plan: planSchema.nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether the subscription gives its plan's entitlements now. */
  live: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const userSubscriptionReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    subscription: subscriptionSchema.nullable(),
    /** The plan whose entitlements apply now (Free without a live subscription). */
    plan: planSchema,
    usage: z.object({
      premium_profile_views_this_month: z.number().int(),
      live_listings: z.number().int(),
    }),
  }),
});
export type UserSubscriptionReply = z.infer<typeof userSubscriptionReplySchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  plan: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  amount: z.number(),
  amount_kobo: z.number().int(),
  reference: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const paymentSummarySchema = z.object({
  reference: z.string(),
  purpose: z.enum([
    "profile_unlock",
    "subscription",
    "renewal",
    "upgrade",
    "rent",
    "store_order",
    "inspection_fee",
  ]),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  amount_kobo: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentLinkInstructionsSchema = z.object({
  amount: z.number(),
  amount_kobo: z.number().int(),
  currency: z.literal("NGN"),
  description: z.string(),
  unlocks: z.array(z.string()).optional(),
});

/** `POST /payment/initiate`, `/subscription/initiate`, `/renew/subscription`, an upgrade by `/switch/plan`. */
export const paymentLinkSchema = z.object({
  reference: z.string(),
  payment_url: z.string(),
  payment_instructions: paymentLinkInstructionsSchema,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const PAYMENT_MESSAGES = {
  linkGenerated: "Payment link generated",
  verified: "Payment verified successfully",
  alreadyUnlocked: "You can already view this profile.",
  freeActivated: "The Free plan is active.",
  freeAlreadyUsed: "The Free plan has already been activated on this account.",
  alreadySubscribed: "You already have an active subscription. Renew it or switch plan.",
  freeNeedsNoPayment: "The Free plan needs no payment.",
  samePlan: "You are already on this plan.",
  nothingToRenew: "You have no paid subscription to renew.",
  nothingToCancel: "You have no paid subscription to cancel.",
  alreadyCancelled: "This subscription is already cancelled.",
  planNotFound: "Plan not found",
  unknownPlan: "Choose one of the plans: free, basic, premium or business.",
  pending: "The payment is not complete yet.",
  staleLink:
    "This payment link was priced for an earlier state of your subscription, so it was not applied. Its amount is kept as credit toward your next payment.",
  creditSpent:
    "The credit this payment link used has already been spent, so it was not applied. Its amount is kept as credit toward your next payment.",
  unlockAlreadyPaid:
    "You had already paid to unlock this profile, so this payment was not applied. Its amount is kept as credit toward your next subscription payment.",
  amountInvalid: "The amount to pay must be a positive whole number of kobo.",
  /** What a gateway's verification says, kept on the payment as its reason. */
  gatewayNotFound: "Not found",
  gatewayReferenceMismatch: "Reference mismatch",
  gatewayWrongMode: (mode: string) => `Payment made in ${mode} mode`,
  sandboxApproved: "Approved (sandbox)",
  /** Titles of the sandbox checkout pages (their text is in the API's checkout templates). */
  checkoutTitle: { pay: "Pay", used: "Already used", missing: "Not found" },
  sandboxDeclined: "Declined (sandbox)",
  amountMismatch: (reported: number, currency: string, dueKobo: number, dueCurrency: string) =>
    `Amount mismatch: the gateway reports ${reported} ${currency}, ${dueKobo} ${dueCurrency} was due`,
  paymentWas: (status: string) => `The payment was ${status}.`,
  chooseInterval: "Choose monthly or yearly.",
  freeStaysFree: "The Free plan stays free and active.",
  planUpdated: "Plan updated",
  invalidSignature: "Invalid signature",
  invalidJson: "Invalid JSON",
  webhookIgnored: "Ignored",
  webhookAlreadyHandled: "Already handled",
  webhookUnknownReference: "Unknown reference",
  webhookHandled: "Handled",
  unlockDescription:
    "Pay once to see this profile's contact details (email, phone, address) and documents. " +
    "After paying you are brought back to Ile and the profile opens.",
  unlockInstructions:
    "Pay once to unlock this profile's contact details (email, phone, address) and documents, or subscribe to a plan that includes premium profile views.",
  unlockNextSteps: (uniqueKey: string | null) => [
    "The profile's contact details and documents are now unlocked for you.",
    uniqueKey ? `Open the profile again with its key ${uniqueKey}.` : "Open the profile again.",
  ],
  subscriptionNextSteps: ["Your subscription is updated.", "See it on the subscription page."],
  premiumContentPlan:
    "Premium content comes with the Premium and Business plans. Subscribe on /subscription.",
  listingQuota: (planName: string, quota: number) =>
    `Your ${planName} plan allows ${quota} live listing${quota === 1 ? "" : "s"}. Upgrade your plan on /subscription, or mark a listing sold, rented or unavailable, to add another.`,
  newPeriod: (planName: string, interval: PlanInterval) =>
    `${planName} plan, ${interval === "yearly" ? "one year" : "one month"}`,
  renewal: (planName: string, interval: PlanInterval, until: string | null) =>
    `Renew ${planName}: ${interval === "yearly" ? "one more year" : "one more month"}${until ? ` after ${until}` : ""}`,
  upgrade: (from: string, to: string, until: string) =>
    `Upgrade from ${from} to ${to} until ${until} (pro rata)`,
  creditApplied: (description: string, credit: string) => `${description} (${credit} of credit applied)`,
  cancelled: (planName: string, until: string) =>
    `Your subscription is cancelled. You keep ${planName} until ${until}.`,
  downgradeScheduled: (to: string, from: string, on: string) =>
    `You will move to ${to} when your ${from} period ends on ${on}.`,
  downgradeCleared: (planName: string) => `You stay on ${planName}; the scheduled change is cancelled.`,
  reminderSubject: (planName: string, end: string) => `Your Ile ${planName} plan ends on ${end}`,
  reminderText: (firstName: string, planName: string, end: string, renewUrl: string) =>
    `Hello ${firstName},\n\nYour ${planName} plan ends on ${end}. ` +
    `Renew it on ${renewUrl} to keep its benefits; otherwise your account moves to the Free plan.\n\nIle`,
} as const;
