/**
 * Web push (issue 37, ADR 0410): the server's VAPID public key (`GET /api/push/key`) and the signed-in user's
 * browser subscriptions (`POST /api/push/subscriptions` with what `PushSubscription.toJSON()` gives, `DELETE` with
 * its endpoint). Saved searches with the `push` channel are sent to every subscription of their owner.
 */
import { z } from "zod";
import { URL_MAX } from "./urls.ts";

/** Most browsers one account keeps subscribed; saving one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const pushMessages = {
  notConfigured: "Push notifications are not set up on this server",
  subscribed: "This browser will show your alerts",
  unsubscribed: "This browser will no longer show your alerts",
  endpointInvalid: "The subscription's endpoint must be the https address of a push service",
  keysInvalid: "The subscription's keys are not valid",
  notFound: "Push subscription not found",
  /** What the web says when the person (or the browser) refuses notifications. */
  permissionDenied:
    "Notifications are blocked for Ile in this browser. Allow them in the site settings to use Push.",
  unsupported: "This browser cannot show push notifications",
} as const;

/** URL-safe base64 (no padding) of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string({ error: pushMessages.keysInvalid })
    .trim()
    .length(Math.ceil((bytes * 4) / 3), { error: pushMessages.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+$/, { error: pushMessages.keysInvalid });

const endpoint = z
  .string({ error: pushMessages.endpointInvalid })
  .trim()
  .max(URL_MAX, { error: pushMessages.endpointInvalid })
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    error: pushMessages.endpointInvalid,
  });

/** A browser's subscription as `PushSubscription.toJSON()` gives it (P-256 key, 16-byte auth secret). */
export const pushSubscriptionInputSchema = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: pushMessages.keysInvalid }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });

export const pushKeyReplySchema = z.object({
  status: z.literal("success"),
  data: z.object({ public_key: z.string() }),
});

export const pushSubscribedReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ id: z.number().int(), endpoint: z.string(), created_at: z.string() }),
});
export type PushSubscribedReply = z.infer<typeof pushSubscribedReplySchema>;

/** What a push message carries; the service worker shows it and opens `url` (a path on Ile) on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
  image: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
