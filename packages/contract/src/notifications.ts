/**
 * The in-app notification centre (issue 37, ADR 0270): `/api/notifications` lists a user's notifications (newest
 * first, a page at a time), counts the unread, and marks one or all read. Kinds: `alert` (saved-search alerts),
 * `outbid` (auctions), `enquiry` (a new enquiry on my listing), `request_response` (an agent answered my
 * property request), `viewing` (a viewing booked, moved, cancelled or due tomorrow; issue 49), `price_drop` (a
 * listing I saved got cheaper; issue 53, ADR 0029). The messages of each kind are here, one source for the API, the mails and the web.
 */
import { z } from "zod";
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
