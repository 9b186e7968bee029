/**
 * Inspections (issue 49, ADR 0970): viewing times a lister offers on a listing, and the bookings renters make of
 * them. What the web sends, what the API answers, and the catalogue of its messages, mails and SMS.
 */
import { z } from "zod";
import { paginationSchema } from "./page.ts";
import { intString } from "./schemas.ts";

/** How many weeks a weekly viewing time repeats at most (each week is its own slot). */
export const MAX_SLOT_WEEKS = 12;
export const SLOT_REPEATS = ["once", "weekly"] as const;
export const BOOKING_STATUSES = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const MONEY_STATES = [
  "none",
  "awaiting_payment",
  "held",
  "releasing",
  "released",
  "refunding",
  "refunded",
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

export const inspectionMessages = {
  slotsCreated: (n: number) => (n === 1 ? "Viewing time added" : `${n} viewing times added`),
  slotRemoved: "Viewing time removed",
  slotNotFound: "Viewing time not found",
  slotInPast: "Choose a viewing time in the future",
  slotTooFar: "Viewing times can be at most 90 days ahead",
  slotOverlaps: "You already offer a viewing of this listing at that time",
  slotBooked: "This viewing time is booked: cancel the booking first",
  slotTaken: "Someone has just booked this viewing time. Choose another.",
  notOwner: "Only the lister of this listing can do that",
  listingNotFound: "Listing not found",
  listingUnavailable: "This listing is not available for viewings",
  ownListing: "You cannot book a viewing of your own listing",
  booked: "Viewing booked",
  alreadyBooked: "You already have a viewing of this listing booked",
  bookingNotFound: "Booking not found",
  bookingClosed: "This booking is cancelled",
  bookingStarted: "This viewing has already started",
  rescheduled: "Viewing moved to the new time",
  sameSlot: "Choose a different viewing time",
  otherListing: "Choose a viewing time of the same listing",
  cancelled: "Viewing cancelled",
  /** A person without a name on their profile. */
  someone: "An Ile member",
  // The fee held (the money flow of ADR 0970).
  feeSet: (naira: string) => `Inspection fee set to ${naira}`,
  feeRemoved: "This listing no longer asks an inspection fee",
  feeTooHigh: (naira: string) => `An inspection fee can be at most ${naira}`,
  payoutSaved: "Bank account saved: released fees are paid into it",
  accountUnknown: "The bank could not find this account number. Check the number and the bank.",
  accountNameRequired: "Enter the account name as the bank shows it",
  noPayoutAccount: "You have not added a bank account yet",
  paymentNotFound: "Payment not found",
  paymentNotInspection: "This payment is not an inspection fee",
  feeNotPaid: "The inspection fee has not been paid yet",
  bookingGoneWhilePaying: "The booking was cancelled before the fee arrived",
  unpaidCancelled: "The inspection fee was not paid in time",
  notRenter: "Only the renter of this viewing can do that",
  tooEarlyToConfirm: "You can confirm the viewing once it has started",
  confirmed: "Thank you: the fee is being released to the lister",
  confirmedNoFee: "Thank you for confirming the viewing",
  alreadyConfirmed: "You have already confirmed this viewing",
  transferReason: (title: string) => `Ile inspection fee: ${title}`,
  feeReleasedTitle: (title: string) => `Inspection fee paid out: ${title}`,
  feeReleasedText: (naira: string, title: string, link: string) =>
    `${naira} for the viewing of ${title} has been sent to your bank account. ${link}`,
  feeRefundedTitle: (title: string) => `Inspection fee refunded: ${title}`,
  feeRefundedText: (naira: string, title: string, link: string) =>
    `${naira} you paid for the viewing of ${title} is on its way back to you. ${link}`,
  feeHeldTitle: (title: string) => `Inspection fee received: ${title}`,
  feeHeldText: (naira: string, title: string, link: string) =>
    `Ile holds the ${naira} inspection fee for the viewing of ${title}. It is paid to the lister after the viewing, or refunded if it does not happen. ${link}`,
  // In-app notifications, mails and SMS (through the outbox).
  bookedTitle: (title: string) => `New viewing booked: ${title}`,
  bookedText: (renter: string, title: string, when: string, place: string, link: string) =>
    `${renter} booked a viewing of ${title} on ${when} at ${place}. See your viewings: ${link}`,
  rescheduledTitle: (title: string) => `Viewing moved: ${title}`,
  rescheduledText: (who: string, title: string, when: string, place: string, reason: string, link: string) =>
    `${who} moved the viewing of ${title} to ${when} at ${place}. Reason: ${reason}. ${link}`,
  cancelledTitle: (title: string) => `Viewing cancelled: ${title}`,
  cancelledText: (who: string, title: string, when: string, reason: string, link: string) =>
    `${who} cancelled the viewing of ${title} on ${when}. Reason: ${reason}. ${link}`,
  reminderTitle: (title: string) => `Viewing tomorrow: ${title}`,
  reminderText: (title: string, when: string, place: string, link: string) =>
    `Reminder: the viewing of ${title} is on ${when} at ${place}. ${link}`,
  reminderSms: (title: string, when: string, place: string) => `Ile: viewing of ${title}, ${when}, ${place}.`,
  // Paying, releasing and refunding the fee.
  bookedPay: (naira: string) => `Viewing held for you: pay the ${naira} inspection fee to confirm it`,
  paid: "Inspection fee paid: Ile holds it until the viewing has taken place",
  paymentPending: "We have not received the fee yet. If you paid, try again in a minute.",
  paymentFailed: "The payment did not go through. You can try again.",
  notLister: "Only the lister of this viewing can do that",
  feeNotHeld: "Ile does not hold a fee for this viewing",
  moneyMoving: "The fee is already being paid out or refunded",
  refundStarted: "The inspection fee is being refunded in full",
  releaseWaitsForAccount: "Thank you. The fee is paid out once the lister adds a bank account.",
  addAccountTitle: "Add a bank account to receive inspection fees",
  addAccountText: (naira: string, title: string, link: string) =>
    `${naira} for the viewing of ${title} is ready to be paid out. Add your bank account: ${link}`,
  payoutFailedTitle: (title: string) => `Inspection fee not paid out yet: ${title}`,
  payoutFailedText: (naira: string, title: string, link: string) =>
    `Your bank did not accept the ${naira} for the viewing of ${title}. We will try again; check your bank account: ${link}`,
  // Disputes.
  disputed: "Dispute sent. The lister can answer, then an Ile admin decides.",
  alreadyDisputed: "You have already disputed this viewing",
  disputeTooEarly: "You can dispute the viewing once its time has started",
  disputeTooLate: "The 48 hours to dispute this viewing have passed",
  disputeNotFound: "Dispute not found",
  disputeAnswered: "Answer sent to the admin deciding the dispute",
  alreadyAnswered: "You have already answered this dispute",
  alreadyDecided: "This dispute has already been decided",
  decidedRefund: "Decided: the fee is refunded to the renter",
  decidedRelease: "Decided: the fee is paid to the lister",
  disputedTitle: (title: string) => `Viewing disputed: ${title}`,
  disputedText: (reason: string, title: string, link: string) =>
    `The renter disputed the viewing of ${title}: ${reason}. Answer with your side before an Ile admin decides: ${link}`,
  decidedTitle: (title: string) => `Dispute decided: ${title}`,
  decidedText: (outcome: string, title: string, note: string, link: string) =>
    `An Ile admin decided the dispute about the viewing of ${title}: ${outcome}. ${note} ${link}`,
  photoTooMany: "Add at most 5 photos",
  photoNotFound: "Photo not found",
} as const;

/** Why a renter disputes a viewing, as the pages name it. */
export const DISPUTE_REASONS = ["lister_no_show", "listing_gone", "not_as_listed"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  lister_no_show: "The lister did not come",
  listing_gone: "The property was no longer available",
  not_as_listed: "The property was not as listed",
};
export const MONEY_STATE_LABELS: Readonly<Record<MoneyState, string>> = {
  none: "No fee",
  awaiting_payment: "Fee not paid yet",
  held: "Fee held by Ile",
  releasing: "Being paid to the lister",
  released: "Paid to the lister",
  refunding: "Being refunded",
  refunded: "Refunded",
};
export const MAX_DISPUTE_PHOTOS = 5;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(min, {
      error: min <= 1 ? `The ${label} is required.` : `The ${label} must be at least ${min} characters.`,
    })
    .max(max, { error: `The ${label} must be at most ${max} characters.` });

/** POST /api/properties/{slug}/viewing-slots: one time, or the same time every week for `weeks` weeks. */
export const slotInputSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: "The start must be a date and time (ISO 8601)." }),
  duration_minutes: z.coerce
    .number({ error: "The length must be a number of minutes." })
    .int({ error: "The length must be whole minutes." })
    .min(15, { error: "A viewing lasts at least 15 minutes." })
    .max(240, { error: "A viewing lasts at most 240 minutes." })
    .default(30),
  meeting_place: text("meeting place", 5, 300),
  repeat: z.enum(SLOT_REPEATS, { error: "Choose once or weekly." }).default("once"),
  weeks: z.coerce
    .number({ error: "The number of weeks must be a number." })
    .int({ error: "The number of weeks must be a whole number." })
    .min(1, { error: "Repeat for at least 1 week." })
    .max(MAX_SLOT_WEEKS, { error: `Repeat for at most ${MAX_SLOT_WEEKS} weeks.` })
    .optional(),
});
export type SlotInput = z.input<typeof slotInputSchema>;

export const bookingReasonSchema = z.object({ reason: text("reason", 3, 500) });
export const rescheduleSchema = z.object({
  slot_id: z.number({ error: "Choose the new viewing time." }).int().min(1),
  reason: text("reason", 3, 500),
});

export const viewingSlotSchema = z.object({
  id: z.number(),
  property_id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_place: z.string(),
  /** Set for the weekly times made together. */
  series: z.string().nullable(),
  /** Whether a live booking holds it (the lister sees booked times; the public only free ones). */
  booked: z.boolean(),
});
export type ViewingSlot = z.infer<typeof viewingSlotSchema>;

const photo = z.object({ id: z.number(), url: z.string() });
export const disputeSchema = z.object({
  id: z.number(),
  booking_id: z.number(),
  reason: z.enum(DISPUTE_REASONS),
  statement: z.string(),
  photos: z.array(photo),
  answer: z.string().nullable(),
  answer_photos: z.array(photo),
  answered_at: z.string().nullable(),
  decision: z.enum(["refund", "release"]).nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type ViewingDispute = z.infer<typeof disputeSchema>;

export const viewingBookingSchema = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** Whether the viewer is the renter or the lister of this booking. */
  role: z.enum(["renter", "lister"]),
  slot: viewingSlotSchema.omit({ booked: true }),
  listing: z.object({ id: z.number(), slug: z.string(), title: z.string(), city: z.string() }),
  renter: z.object({ id: z.number(), name: z.string() }),
  lister: z.object({ id: z.number(), name: z.string() }),
  cancelled_by: z.enum(["renter", "lister"]).nullable(),
  cancel_reason: z.string().nullable(),
  reminded_at: z.string().nullable(),
  created_at: z.string(),
  fee: z.object({
    amount_kobo: z.number(),
    state: z.enum(MONEY_STATES),
    /** The checkout to pay at, for the renter while the fee is unpaid. */
    payment_url: z.string().nullable(),
    payment_reference: z.string().nullable(),
    confirmed_at: z.string().nullable(),
  }),
  dispute: disputeSchema.nullable(),
});
export type ViewingBooking = z.infer<typeof viewingBookingSchema>;

/** PUT /api/properties/{slug}/inspection-fee (0 asks none). The maximum is the operator's (the API checks it). */
export const inspectionFeeInputSchema = z.object({
  fee_kobo: z
    .number({ error: "The fee must be a number of kobo." })
    .int({ error: "The fee must be whole kobo." })
    .min(0, { error: "The fee cannot be negative." })
    .max(100_000_000, { error: "The fee is too large." }),
});
export const inspectionFeeSchema = z.object({ fee_kobo: z.number(), max_kobo: z.number() });

/** PUT /api/payout-account: a Nigerian bank account (NUBAN) for released fees. */
export const payoutAccountInputSchema = z.object({
  account_number: z
    .string({ error: "The account number is required." })
    .trim()
    .regex(/^[0-9]{10}$/, { error: "The account number must be 10 digits." }),
  bank_code: z
    .string({ error: "Choose the bank." })
    .trim()
    .regex(/^[0-9]{3,6}$/, { error: "Choose the bank." }),
  account_name: z
    .string()
    .trim()
    .max(120, { error: "The account name must be at most 120 characters." })
    .optional(),
});
export const payoutAccountSchema = z.object({
  account_number: z.string(),
  bank_code: z.string(),
  account_name: z.string(),
  updated_at: z.string(),
});
export const listerFeesSchema = z.object({
  account: payoutAccountSchema.nullable(),
  due_kobo: z.number(),
  paid_kobo: z.number(),
});

export const ledgerEntrySchema = z.object({
  id: z.number(),
  booking_id: z.number(),
  kind: z.enum(["held", "released", "refunded", "reversed"]),
  amount_kobo: z.number(),
  reference: z.string(),
  listing_title: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const bookingsQuerySchema = z.object({
  as: z.enum(["renter", "lister"], { error: "Choose renter or lister." }).default("renter"),
  page: intString("page", 1).optional(),
  per_page: intString("per_page", 1).max(50, { error: "per_page is at most 50" }).optional(),
});

/** POST /api/viewings/{id}/dispute (multipart: reason, statement, images[]; or JSON without photos). */
export const disputeInputSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: "Choose what went wrong." }),
  statement: text("statement", 10, 2000),
});
/** POST /api/viewings/{id}/dispute/answer. */
export const disputeAnswerSchema = z.object({ statement: text("answer", 10, 2000) });
/** POST /api/admin/viewing-disputes/{id}/decide. */
export const disputeDecisionSchema = z.object({
  decision: z.enum(["refund", "release"], { error: "Choose refund or release." }),
  note: text("note", 3, 1000),
});

/** A dispute as the admin sees it: both sides, the booking and the listing. */
export const adminDisputeSchema = disputeSchema.extend({
  booking: z.object({
    id: z.number(),
    starts_at: z.string(),
    meeting_place: z.string(),
    fee_kobo: z.number(),
    money: z.enum(MONEY_STATES),
  }),
  listing: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  renter: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  lister: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const ledgerReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(ledgerEntrySchema),
  meta: paginationSchema.extend({ balance_held_kobo: z.number() }),
});
