/**
 * Web push (issue 37, ADR 0410): the signed-in user's browser subscriptions and sending to them. A message is
 * encrypted and signed by the `web-push` library (`generateRequestDetails`: RFC 8291 aes128gcm, a VAPID JWT with
 * the configured keys) and posted to the subscription's endpoint with fetch (no redirects, 10 s at most). The push
 * service's answer decides: 2xx delivered; 404 or 410 the subscription is gone and its row is deleted; anything
 * else (or no answer) is logged and the subscription kept. Sending never throws: push is one channel among several.
 */
import { isIP } from "node:net";
import { type PushPayload, type PushSubscriptionInput, pushMessages } from "@ile/contract";
import webpush from "web-push";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import {
  deleteGone,
  deleteSubscription,
  type PushSubscriptionRow,
  saveSubscription,
  subscriptionsOf,
} from "./repo.ts";

/** How long a push service keeps a message for a browser that is offline (a day: alerts are timely). */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export interface PushResult {
  sent: number;
  gone: number;
  failed: number;
}

export class PushService {
  constructor(private readonly deps: Pick<ServiceDeps, "db" | "config" | "log">) {}

  /** The VAPID public key browsers subscribe with; 404 when push is not configured (production without keys). */
  publicKey(): string {
    const vapid = this.deps.config.VAPID;
    if (!vapid) throw AppError.notFound(pushMessages.notConfigured, "PUSH_NOT_CONFIGURED");
    return vapid.publicKey;
  }

  /**
   * Keeps this browser's subscription for the user. In production the endpoint must be an https address on a
   * named host (push services are; this server must not be made to post to its own network).
   */
  async subscribe(userId: number, input: PushSubscriptionInput) {
    this.publicKey();
    const url = new URL(input.endpoint);
    if (this.deps.config.NODE_ENV === "production" && !publicHttps(url))
      throw AppError.validation({ endpoint: [pushMessages.endpointInvalid] });
    const row = await saveSubscription(this.deps.db, userId, {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    return { id: row.id, endpoint: row.endpoint, created_at: iso(row.created_at) };
  }

  /** Forgets one of the user's subscriptions (the browser unsubscribed); 404 when it is not theirs. */
  async unsubscribe(userId: number, endpoint: string) {
    if (!(await deleteSubscription(this.deps.db, userId, endpoint)))
      throw AppError.notFound(pushMessages.notFound);
  }

  /** Sends one message to every browser the user subscribed; gone subscriptions are deleted. */
  async sendToUser(userId: number, payload: PushPayload): Promise<PushResult> {
    const result: PushResult = { sent: 0, gone: 0, failed: 0 };
    if (!this.deps.config.VAPID) return result;
    const subs = await subscriptionsOf(this.deps.db, userId);
    const body = JSON.stringify(payload);
    await Promise.all(
      subs.map(async (s) => {
        result[await this.sendOne(s, body)] += 1;
      }),
    );
    return result;
  }

  private async sendOne(s: PushSubscriptionRow, body: string): Promise<keyof PushResult> {
    const vapid = this.deps.config.VAPID!;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (name.toLowerCase() !== "content-length") headers[name] = String(value);
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status >= 200 && res.status < 300) return "sent";
      if (res.status === 404 || res.status === 410) {
        await deleteGone(this.deps.db, s.id, s.endpoint);
        return "gone";
      }
      this.deps.log.warn(
        { status: res.status, subscription: s.id, host: new URL(s.endpoint).host },
        "push service refused a message",
      );
      return "failed";
    } catch (err) {
      this.deps.log.warn({ err, subscription: s.id }, "push message not sent");
      return "failed";
    }
  }
}

/** An https URL on a named host (not an IP address, not localhost): what a real push service's endpoint is. */
function publicHttps(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    url.protocol === "https:" &&
    isIP(host) === 0 &&
    host.includes(".") &&
    !/(^|\.)(localhost|local|internal)$/.test(host)
  );
}
