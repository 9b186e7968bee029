/**
 * WhatsApp through Meta's WhatsApp Business Cloud API (issue 50, ADR 0750), the outbox's third channel.
 * `template()` and `text()` store a message for someone who opted in (nothing otherwise): kept in the outbox when
 * the channel is not configured (development, tests: GET /api/dev/outbox shows it), else pending for the
 * delivery job. `deliverDue()` (every WHATSAPP_SWEEP_SECONDS on every instance) claims due messages with
 * `for update skip locked`, so each is sent once whatever the number of instances, and survives restarts (the
 * state is in the table). 429, 5xx, a network failure and Meta's transient codes (130429 rate limit, 131000,
 * 131016) are retried with exponential backoff; any other refusal (131026 undeliverable, 131047 outside the
 * re-engagement window, …) or the last attempt fails the message for good, and its e-mail fallback goes instead.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  WHATSAPP_TEMPLATE_LANGUAGE,
  WHATSAPP_TEMPLATES,
  type WhatsAppTemplateKey,
  whatsappParam,
  whatsappTemplateText,
} from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Config } from "./config.ts";
import type { OutboxMessage } from "./outbox.repo.ts";
import {
  advanceStatus,
  type ClaimedWhatsApp,
  claimDue,
  claimFallback,
  insertWhatsApp,
  markWhatsAppFailed,
  markWhatsAppRetry,
  markWhatsAppSent,
  reachable,
  type WhatsAppTemplateRef,
} from "./whatsapp.repo.ts";

export const WHATSAPP_MAX_ATTEMPTS = 5;
/** First retry after 30 s, then doubling, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
/** Meta's error codes worth trying again: rate limits and "something went wrong / service unavailable". */
const TRANSIENT_CODES = new Set([4, 80007, 130429, 131000, 131016, 131048, 131056]);

type CloudConfig = Pick<
  Config,
  "WHATSAPP_TOKEN" | "WHATSAPP_PHONE_NUMBER_ID" | "WHATSAPP_API_VERSION" | "WHATSAPP_BASE_URL"
>;

export type SendOutcome =
  | { ok: true; wamid: string }
  | { ok: false; retry: boolean; code: number | null; reason: string };

/** The Cloud API's body for a template message with body parameters. */
export function templateBody(to: string, t: Pick<WhatsAppTemplateRef, "name" | "language" | "params">) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: t.name,
      language: { code: t.language },
      components: [{ type: "body", parameters: t.params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/** The Cloud API's body for a free-form text (only inside the 24-hour window). */
export function textBody(to: string, text: string) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: to.replace(/^\+/, ""),
    type: "text",
    text: { preview_url: false, body: text },
  };
}

/** POST /{Version}/{Phone-Number-ID}/messages with the bearer token; never throws. */
export async function sendCloudMessage(config: CloudConfig, body: unknown): Promise<SendOutcome> {
  const url = new URL(
    `/${config.WHATSAPP_API_VERSION}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`,
    config.WHATSAPP_BASE_URL,
  );
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${config.WHATSAPP_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    return {
      ok: false,
      retry: true,
      code: null,
      reason: String((err as Error).message ?? err).slice(0, 300),
    };
  }
  const reply = (await res.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { code?: number; message?: string; is_transient?: boolean };
  } | null;
  const wamid = reply?.messages?.[0]?.id;
  if (res.ok && typeof wamid === "string") return { ok: true, wamid };
  const code = typeof reply?.error?.code === "number" ? reply.error.code : null;
  const retry =
    res.status === 429 ||
    res.status >= 500 ||
    (code !== null && TRANSIENT_CODES.has(code)) ||
    reply?.error?.is_transient === true;
  return {
    ok: false,
    retry,
    code,
    reason: `WhatsApp answered ${res.status}${code === null ? "" : ` (${code})`}: ${String(reply?.error?.message ?? "").slice(0, 200)}`,
  };
}

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body keyed with the app secret>`, in constant time. */
export function hubSignatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== "string") return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[1]!, "hex"));
}

export interface WhatsAppOptions {
  /** One message per event: the same key twice stores one message. */
  eventKey?: string;
  /** The e-mail sent instead when WhatsApp fails for good (to the person's address). */
  fallback?: { subject: string; text: string };
  /** The enquiry this message belongs to: a reply to it reaches that enquiry's conversation. */
  enquiryId?: number;
}

export class WhatsAppChannel {
  constructor(
    private readonly deps: { db: () => Db; config: Config; log: FastifyBaseLogger },
    private readonly mail: (m: OutboxMessage) => Promise<unknown>,
  ) {}

  /** Whether messages leave the outbox (all of the Cloud API's settings are there). */
  get configured(): boolean {
    const c = this.deps.config;
    return Boolean(c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID);
  }

  /** Whether the person has WhatsApp on (opted in, with their verified phone). */
  async optedIn(userId: number): Promise<boolean> {
    return Boolean(await reachable(this.deps.db(), userId));
  }

  /** Whether the person opted in and wrote to Ile on WhatsApp in the last 24 hours (free-form allowed). */
  async windowOpen(userId: number): Promise<boolean> {
    return (await reachable(this.deps.db(), userId))?.window_open ?? false;
  }

  /** Queues a pre-approved template for an opted-in person; null when they have not opted in (or a repeat event). */
  async template(
    userId: number,
    key: WhatsAppTemplateKey,
    params: readonly string[],
    options: WhatsAppOptions = {},
  ): Promise<{ id: number } | null> {
    const t = WHATSAPP_TEMPLATES[key];
    const clean = t.params.map((_, i) => whatsappParam(params[i] ?? ""));
    return this.queue(userId, key, whatsappTemplateText(key, clean), options, {
      key,
      name: t.name,
      language: WHATSAPP_TEMPLATE_LANGUAGE,
      params: clean,
    });
  }

  /** Queues a free-form text, only inside the 24-hour window; null outside it (send a template instead). */
  async text(
    userId: number,
    kind: string,
    text: string,
    options: WhatsAppOptions = {},
  ): Promise<{ id: number } | null> {
    if (!(await this.windowOpen(userId))) return null;
    return this.queue(userId, kind, text, options, null);
  }

  private async queue(
    userId: number,
    kind: string,
    text: string,
    options: WhatsAppOptions,
    template: WhatsAppTemplateRef | null,
  ) {
    const db = this.deps.db();
    const who = await reachable(db, userId);
    if (!who) return null;
    const id = await insertWhatsApp(
      db,
      {
        userId,
        to: who.phone,
        kind,
        text,
        template,
        eventKey: options.eventKey ?? null,
        fallback: options.fallback && who.email ? { to: who.email, ...options.fallback } : null,
        enquiryId: options.enquiryId ?? null,
      },
      this.configured ? "pending" : "kept",
    );
    return id === null ? null : { id };
  }

  /** Sends what is due (claimed by this instance only). */
  async deliverDue(limit = 25): Promise<{ sent: number; retried: number; failed: number }> {
    const out = { sent: 0, retried: 0, failed: 0 };
    if (!this.configured) return out;
    // Oldest first (UPDATE … RETURNING gives no order).
    const rows = (await claimDue(this.deps.db(), limit)).sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) out[await this.deliver(row)] += 1;
    return out;
  }

  private async deliver(row: ClaimedWhatsApp): Promise<"sent" | "retried" | "failed"> {
    const db = this.deps.db();
    const id = Number(row.id);
    const result = await sendCloudMessage(
      this.deps.config,
      row.template ? templateBody(row.recipient, row.template) : textBody(row.recipient, row.body),
    );
    if (result.ok) {
      await markWhatsAppSent(db, id, result.wamid);
      return "sent";
    }
    this.deps.log.warn({ outboxId: id, code: result.code, error: result.reason }, "whatsapp delivery failed");
    if (result.retry && Number(row.attempts) + 1 < WHATSAPP_MAX_ATTEMPTS) {
      await markWhatsAppRetry(db, id, result.reason, result.code, backoffSeconds(Number(row.attempts) + 1));
      return "retried";
    }
    await this.fail(id, result.reason, result.code);
    return "failed";
  }

  /** Fails a message for good and sends its e-mail instead (once). */
  private async fail(id: number, error: string, code: number | null) {
    const db = this.deps.db();
    await markWhatsAppFailed(db, id, error, code);
    const claimed = await claimFallback(db, id);
    if (claimed)
      await this.mail({
        channel: "email",
        to: claimed.fallback.to,
        subject: claimed.fallback.subject,
        text: claimed.fallback.text,
        kind: claimed.kind,
      });
  }

  /**
   * A delivery status from the webhook: moves forward only (a repeat or an older status is ignored); `failed`
   * sends the e-mail fallback. Returns whether it changed anything.
   */
  async status(wamid: string, status: string, code: number | null): Promise<boolean> {
    if (!["sent", "delivered", "read", "failed"].includes(status)) return false;
    const moved = await advanceStatus(this.deps.db(), wamid, status, code);
    if (!moved) return false;
    if (status === "failed")
      await this.fail(Number(moved.id), `WhatsApp status failed (${code ?? "?"})`, code);
    return true;
  }
}
