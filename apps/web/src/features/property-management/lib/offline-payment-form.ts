/**
 * The landlord's "Record a payment" form (rent paid offline, ADR 0950): what people type (the amount in naira),
 * the POST /api/tenancies/:id/payments body it becomes (the installment it pays is the form's own, added when it
 * is sent), and the check of that body with the contract's schema; the kobo amount's errors land on the naira
 * field.
 */
import { type OFFLINE_METHODS, offlinePaymentSchema } from "@ile/contract";
import type { z } from "zod";
import { bodySchema, topLevelField } from "@/lib/form";
import { koboToNairaText, nairaToKobo } from "@/lib/money";
import { lagosToday } from "./tenancy-form";

/** The body's fields the form fills in (all but the installment). */
const paymentFieldsSchema = offlinePaymentSchema.omit({ installment_id: true });
type PaymentFields = z.input<typeof paymentFieldsSchema>;

export interface OfflinePaymentValues {
  /** Naira as typed ("250,000"). */
  amount: string;
  method: (typeof OFFLINE_METHODS)[number];
  paid_on: string;
}

/** The form as it opens: what is still owed on the installment, by bank transfer, today. */
export const offlinePaymentValues = (owedKobo: number): OfflinePaymentValues => ({
  amount: koboToNairaText(owedKobo),
  method: "transfer",
  paid_on: lagosToday(),
});

/** The body POST /api/tenancies/:id/payments gets for what was typed (with the installment's id beside it). */
export const toOfflinePaymentBody = (v: OfflinePaymentValues): PaymentFields => ({
  amount_kobo: nairaToKobo(v.amount) ?? 0,
  method: v.method,
  paid_on: v.paid_on,
});

/** The form field of an API field: the kobo amount is typed in naira. */
export const offlinePaymentField = (key: string) =>
  ({ amount_kobo: "amount" })[topLevelField(key)] ?? topLevelField(key);

export const AMOUNT_REQUIRED = "Enter the amount received";

export const offlinePaymentFormSchema = bodySchema(toOfflinePaymentBody, paymentFieldsSchema, {
  fieldOf: offlinePaymentField,
  refine(body, errors) {
    if (body.amount_kobo === 0) errors.amount = AMOUNT_REQUIRED;
  },
});
