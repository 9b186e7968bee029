/**
 * WhatsApp as a delivery channel (issue 50, ADR 0750): the person's opt-in, the templates Ile sends through the
 * WhatsApp Business Cloud API (one list, so an operator can submit them to Meta as they are; docs/whatsapp-templates.md
 * shows the same text), and the messages people read about it.
 */
import { z } from "zod";

/**
 * Every template Ile sends (category UTILITY, language `en`). `body` is the text submitted to Meta, with `{{n}}`
 * the n-th body parameter; `params` names them in order. Keys are what the code asks for; `name` is Meta's name.
 */
export const WHATSAPP_TEMPLATES = {
  saved_search_alert: {
    name: "ile_saved_search_alert",
    body: 'New match for your saved search "{{1}}" on Ile: {{2}}, {{3}}, {{4}}. See it: {{5}}',
    params: ["search name", "listing title", "price", "place", "listing link"],
  },
  saved_search_digest: {
    name: "ile_saved_search_digest",
    body: 'Today\'s matches for your saved search "{{1}}" on Ile: {{2}} listings, first {{3}}. See them: {{4}}',
    params: ["search name", "number of listings", "first listing title", "link"],
  },
  price_drop: {
    name: "ile_price_drop",
    body: "Price drop on Ile: {{1}} in {{2}} is now {{3}}. See it: {{4}}",
    params: ["listing title", "place", "new price", "listing link"],
  },
  enquiry_reply: {
    name: "ile_enquiry_reply",
    body: '{{1}} answered your enquiry about {{2}} on Ile: "{{3}}". Reply to this message to answer them.',
    params: ["lister's name", "listing title", "answer"],
  },
  viewing_booked: {
    name: "ile_viewing_booked",
    body: "Viewing booked on Ile: {{1}}, {{2}}, at {{3}}. Details: {{4}}",
    params: ["listing title", "date and time", "meeting place", "link"],
  },
  viewing_changed: {
    name: "ile_viewing_changed",
    body: "Your viewing of {{1}} on Ile has changed: {{2}}. Details: {{3}}",
    params: ["listing title", "what changed", "link"],
  },
  viewing_reminder: {
    name: "ile_viewing_reminder",
    body: "Reminder from Ile: your viewing of {{1}} is tomorrow, {{2}}, at {{3}}. Details: {{4}}",
    params: ["listing title", "date and time", "meeting place", "link"],
  },
  outbid: {
    name: "ile_outbid",
    body: "You have been outbid on {{1}} on Ile: the highest bid is now {{2}}. Bid again: {{3}}",
    params: ["listing title", "highest bid", "auction link"],
  },
} as const satisfies Record<string, { name: string; body: string; params: readonly string[] }>;
export type WhatsAppTemplateKey = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_LANGUAGE = "en";
export const WHATSAPP_TEMPLATE_CATEGORY = "UTILITY";

/**
 * A template parameter as the Cloud API takes it: no newlines or tabs, no four spaces in a row, at most 300
 * characters (longer text is cut with an ellipsis).
 */
export function whatsappParam(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat || "-";
}

/** The template's text with its parameters, as the person reads it (and as the outbox shows it). */
export function whatsappTemplateText(key: WhatsAppTemplateKey, params: readonly string[]): string {
  return WHATSAPP_TEMPLATES[key].body.replace(
    /\{\{(\d+)\}\}/g,
    (_m, n: string) => params[Number(n) - 1] ?? "",
  );
}

/** GET/PUT /api/whatsapp/me: whether WhatsApp is on for me, with the number it goes to and when I agreed. */
export const whatsappSettingsSchema = z.object({
  enabled: z.boolean(),
  /** My verified phone number (E.164), null when I have none. */
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  consented_at: z.string().nullable(),
  opted_out_at: z.string().nullable(),
});
export type WhatsAppSettings = z.infer<typeof whatsappSettingsSchema>;
export const whatsappSettingsReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: whatsappSettingsSchema,
});
export type WhatsAppSettingsReply = z.infer<typeof whatsappSettingsReplySchema>;
export const whatsappSettingsInputSchema = z.object({
  enabled: z.boolean({ error: "Say whether WhatsApp is on (true or false)" }),
});

export const whatsappMessages = {
  on: "WhatsApp is on. Ile will send your alerts and updates to your WhatsApp number.",
  off: "WhatsApp is off. Ile will send you nothing on WhatsApp.",
  needsVerifiedPhone: "Verify your phone number first: WhatsApp messages go to your verified number",
  savedSearchNeedsOptIn: "Turn on WhatsApp in your dashboard to get alerts on WhatsApp",
  invalidSignature: "The webhook signature is not valid",
  invalidJson: "The webhook body is not valid JSON",
  verifyRefused: "The verify token does not match",
  received: "Received",
  /** The dashboard section. */
  sectionTitle: "WhatsApp",
  sectionIntro:
    "Get saved-search alerts, price drops, enquiry answers, viewing updates and outbid notices on WhatsApp. Reply STOP at any time to turn it off.",
  toggleLabel: "Send me messages on WhatsApp",
  consentedAt: (when: string) => `You agreed on ${when}.`,
  /** The viewing_changed template's "what changed". */
  viewingMoved: (when: string, place: string) => `it is now ${when}, at ${place}`,
  viewingCancelled: (reason: string) => `it was cancelled (${reason})`,
  verifyPhoneFirst: "Verify your phone number in your profile to turn WhatsApp on.",
} as const;

/** An enquiry's conversation (issue 50): the first message, then the lister's and the enquirer's answers. */
export const ENQUIRY_AUTHORS = ["enquirer", "lister"] as const;
export const ENQUIRY_MESSAGE_CHANNELS = ["web", "whatsapp", "email"] as const;
export const enquiryThreadMessageSchema = z.object({
  id: z.number(),
  author: z.enum(ENQUIRY_AUTHORS),
  body: z.string(),
  channel: z.enum(ENQUIRY_MESSAGE_CHANNELS),
  created_at: z.string(),
});
export type EnquiryThreadMessage = z.infer<typeof enquiryThreadMessageSchema>;
export const enquiryAnswerInputSchema = z.object({
  message: z
    .string({ error: "Write your answer" })
    .trim()
    .min(1, "Write your answer")
    .max(2000, "The answer is at most 2000 characters"),
});
/** How an answer reached the enquirer: WhatsApp free-form (inside 24 hours), a WhatsApp template, or e-mail. */
export const ENQUIRY_ANSWER_DELIVERIES = ["whatsapp", "whatsapp_template", "email"] as const;
export type EnquiryAnswerDelivery = (typeof ENQUIRY_ANSWER_DELIVERIES)[number];
export const enquiryThreadReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(enquiryThreadMessageSchema),
});
export type EnquiryThreadReply = z.infer<typeof enquiryThreadReplySchema>;
export const enquiryAnswerReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  delivery: z.enum(ENQUIRY_ANSWER_DELIVERIES),
  data: enquiryThreadMessageSchema,
});
export type EnquiryAnswerReply = z.infer<typeof enquiryAnswerReplySchema>;
export const enquiryMessages = {
  notFound: "Enquiry not found",
  answeredOnWhatsApp: "Answer sent on WhatsApp.",
  answeredByTemplate:
    "Answer sent as a WhatsApp template: the enquirer has not written on WhatsApp in the last 24 hours, so a free-form message cannot be sent. Their reply will appear here.",
  answeredByEmail: "Answer sent by e-mail.",
  answerSubject: (title: string) => `Answer to your enquiry about ${title}`,
  answerMail: (lister: string, title: string, answer: string, link: string) =>
    `${lister} answered your enquiry about ${title}:\n\n${answer}\n\n${link}`,
  replyTitle: (title: string) => `Reply on WhatsApp about ${title}`,
  /** The dashboard's conversation under each enquiry. */
  conversation: "Conversation and answer",
  noAnswers: "No answers yet. Your answer goes on WhatsApp when the enquirer uses it, else by e-mail.",
  answerLabel: "Your answer",
  send: "Send answer",
  byEnquirer: "Enquirer",
  byYou: "You",
} as const;
