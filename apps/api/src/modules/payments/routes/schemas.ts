/** Reply schemas shared by the subscription calls. */
import { paymentLinkSchema, subscriptionSchema } from "@ile/contract";
import { z } from "zod";

export const linkReply = paymentLinkSchema.extend({
  status: z.literal("success"),
  message: z.string(),
  data: paymentLinkSchema,
});

export const messageReply = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ subscription: subscriptionSchema.nullable() }),
});

export const switchReply = z.object({
  status: z.literal("success"),
  message: z.string(),
  /** "payment_required" with the link for an upgrade; "scheduled" for a downgrade. */
  action: z.enum(["payment_required", "scheduled"]),
  reference: z.string().optional(),
  payment_url: z.string().optional(),
  payment_instructions: paymentLinkSchema.shape.payment_instructions.optional(),
  data: z.object({ subscription: subscriptionSchema.nullable(), link: paymentLinkSchema.nullable() }),
});

export const paymentSummaryLoose = z.object({
  reference: z.string(),
  purpose: z.string(),
  status: z.string(),
  amount: z.number(),
  amount_kobo: z.number(),
  currency: z.string(),
  reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
