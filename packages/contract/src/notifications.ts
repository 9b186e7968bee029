/**
 * The in-app notification centre (issue 37, ADR 0270): `/api/notifications` lists a user's notifications (newest
 * first, a page at a time), counts the unread, and marks one or all read. Kinds: `alert` (saved-search alerts),
 * `outbid` (auctions), `enquiry` (a new enquiry on my listing), `request_response` (an agent answered my
 * property request), `viewing` (a viewing booked, moved, cancelled or due tomorrow; issue 49), `price_drop` (a
 * listing I saved got cheaper; issue 53, ADR 0029). The messages of each kind are here, one source for the API, the mails and the web.
 */
import { z } from "zod";
import { nairaFromKobo } from "./constants.ts";
import { pagedReplySchema } from "./page.ts";
import { intString } from "./schemas.ts";

export const NOTIFICATION_KINDS = [
  "alert",
  "outbid",
  "enquiry",
  "request_response",
  "viewing",
  "price_drop",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationListQuerySchema = z.object({
  page: intString("page", 1).optional(),
  limit: intString("limit", 1).max(50, { error: "limit is at most 50" }).optional(),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path on Ile to open (e.g. `/auctions/12`), or null. */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListReplySchema = pagedReplySchema(notificationSchema).extend({
  /** Unread notifications in all (not only on this page). */
  unread: z.number().int(),
});
export type NotificationListReply = z.infer<typeof notificationListReplySchema>;

export const unreadCountReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({ unread: z.number().int() }),
});

/** GET and PUT /api/notifications/preferences (issue 53, ADR 0029): what a person chose to be told. */
export const notificationPreferencesSchema = z.object({
  /** Told (e-mail, the bell, push where enabled) when a listing I saved gets cheaper; on by default. */
  price_drops: z.boolean({ error: "price_drops must be true or false" }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: notificationPreferencesSchema,
});
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReplySchema>;

export const notificationReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: notificationSchema,
});

/** Why a listing is in a saved-search alert (ADR 0406), as alerts name it. */
export const alertReasons = {
  new: "New",
  available: "Available again",
  price_drop: "Price reduced",
} as const;

export const notificationMessages = {
  notFound: "Notification not found",
  markedRead: "Marked as read",
  allRead: "All notifications marked as read",
  outbidTitle: "You have been outbid",
  outbidBody: (title: string, highKobo: number) =>
    `Someone bid ${nairaFromKobo(highKobo)} on "${title}". Bid again to stay in the auction.`,
  outbidMailSubject: (title: string) => `You have been outbid on "${title}"`,
  outbidMail: (title: string, highKobo: number, nextKobo: number, url: string) =>
    `Someone placed a higher bid on "${title}".\n\nThe highest bid is now ${nairaFromKobo(highKobo)}; the next bid must be at least ${nairaFromKobo(nextKobo)}.\n\nBid again: ${url}`,
  enquiryTitle: (title: string) => `New enquiry about "${title}"`,
  enquiryBody: (name: string, message: string) => `${name} wrote: ${message}`,
  /** A saved-search alert, one notification per listing (ADR 0410): "New: Bright flat" and what and where. */
  alertTitle: (reason: "new" | "available" | "price_drop", title: string) =>
    `${alertReasons[reason]}: ${title}`,
  alertBody: (o: { search: string; price: string; place: string }) =>
    `${[o.price, o.place].filter(Boolean).join(" · ")}. Matches your saved search "${o.search}".`,
  /** A listing I saved got cheaper (issue 53, ADR 0029): the bell, the push message and the e-mail. */
  priceDropTitle: (title: string) => `Price reduced: ${title}`,
  priceDropBody: (o: { price: string; was: string; place: string }) =>
    `Now ${o.price}, was ${o.was}${o.place ? ` · ${o.place}` : ""}. You saved this listing.`,
  priceDropMailSubject: (title: string) => `A listing you saved is cheaper: ${title}`,
  priceDropMail: (o: {
    title: string;
    price: string;
    was: string;
    place: string;
    url: string;
    settings: string;
  }) =>
    `"${o.title}"${o.place ? ` in ${o.place}` : ""} is now ${o.price}, down from ${o.was}.\n\nSee the listing: ${o.url}\n\nYou get this because you saved the listing on Ile. To stop these e-mails, turn off price-drop alerts in your dashboard: ${o.settings}`,
  preferencesSaved: "Notification settings saved",
  requestResponseTitle: "An agent answered your property request",
  requestResponseBody: (name: string, message: string) => `${name} wrote: ${message}`,
  requestResponseMailSubject: "An agent answered your property request on Ile",
  requestResponseMail: (o: { name: string; email: string; message: string; listingUrl: string | null }) =>
    `${o.name} answered the property request you posted on Ile:\n\n${o.message}\n\n${o.listingUrl ? `The listing they suggest: ${o.listingUrl}\n\n` : ""}Reply to them at ${o.email}.`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// POST /api/property-requests/{id}/responses: an agent answers a matching property request

export const requestResponseInputSchema = z.object({
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(10, { error: "Message must be at least 10 characters" })
    .max(2000, { error: "Message must be at most 2000 characters" }),
  /** One of the responder's own live listings to suggest (its slug), or left out. */
  listing_slug: z.string().trim().min(1).max(200).nullable().optional(),
});
export type RequestResponseInput = z.input<typeof requestResponseInputSchema>;

export const requestResponseSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  message: z.string(),
  listing: z.object({ slug: z.string(), title: z.string() }).nullable(),
  responder: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type RequestResponse = z.infer<typeof requestResponseSchema>;

export const requestResponseMessages = {
  sent: "Your answer was sent to the requester",
  requestNotFound: "Property request not found",
  notMatching: "This request does not match any of your available listings",
  ownRequest: "You cannot answer your own request",
  alreadyAnswered: "You have already answered this request",
  listingNotYours: "Choose one of your own available listings",
  tooMany: "Too many answers in a short time. Try again later.",
} as const;
