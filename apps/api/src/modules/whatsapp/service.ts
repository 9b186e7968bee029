/**
 * WhatsApp for people (issue 50, ADR 0750): the opt-in (a verified phone, the time of consent), the opt-out (the
 * dashboard, or "STOP" on WhatsApp, at once: pending messages are never sent), and what Meta's webhook brings:
 * delivery statuses (platform/whatsapp.ts `status`, forward only) and inbound messages, each once, that open the
 * 24-hour window and, when they answer an enquiry's message, join that enquiry's conversation and tell the lister.
 */
import { enquiryMessages, whatsappMessages as M, type WhatsAppSettings } from "@ile/contract";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { cancelPending } from "../../platform/whatsapp.repo.ts";
import { notify } from "../notifications/service.ts";
import { insertEnquiryMessage } from "../properties/repo/enquiries.ts";
import { consentOf, enquiryOfReply, linkInbound, optIn, optOut, recordInbound, touchWindow } from "./repo.ts";

/** What Meta posts (only the fields Ile reads). */
export interface WebhookPayload {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        statuses?: { id?: string; status?: string; errors?: { code?: number }[] }[];
        messages?: {
          id?: string;
          from?: string;
          timestamp?: string;
          type?: string;
          text?: { body?: string };
          button?: { text?: string };
          interactive?: { button_reply?: { title?: string } };
          context?: { id?: string };
        }[];
      };
    }[];
  }[];
}
type Inbound = NonNullable<
  NonNullable<
    NonNullable<NonNullable<WebhookPayload["entry"]>[number]["changes"]>[number]["value"]
  >["messages"]
>[number];

const STOP = /^\s*(stop|unsubscribe|stop all)\s*[.!]?\s*$/i;

export class WhatsAppService {
  constructor(private readonly deps: Pick<ServiceDeps, "db" | "outbox" | "log">) {}

  async settings(userId: number): Promise<WhatsAppSettings> {
    const row = await consentOf(this.deps.db, userId);
    const enabled = Boolean(row?.opted_in && row.phone_verified && row.consent_phone === row.phone);
    return {
      enabled,
      phone: row?.phone ?? null,
      phone_verified: Boolean(row?.phone_verified),
      consented_at: enabled && row?.consented_at ? iso(row.consented_at) : null,
      opted_out_at: row?.opted_out_at ? iso(row.opted_out_at) : null,
    };
  }

  /** Turns WhatsApp on (a verified phone needed; the consent's time is kept) or off. */
  async set(userId: number, enabled: boolean): Promise<{ message: string; data: WhatsAppSettings }> {
    if (enabled) {
      const row = await consentOf(this.deps.db, userId);
      if (!row?.phone || !row.phone_verified)
        throw AppError.validation({ enabled: [M.needsVerifiedPhone] }, M.needsVerifiedPhone);
      await optIn(this.deps.db, userId, row.phone);
    } else await this.stop(userId, "dashboard");
    return { message: enabled ? M.on : M.off, data: await this.settings(userId) };
  }

  /** Off at once: the consent is withdrawn and nothing pending goes out. */
  private async stop(userId: number, source: "dashboard" | "stop") {
    await this.deps.db.transaction(async (tx) => {
      await optOut(tx, userId, source);
      await cancelPending(tx, userId);
    });
  }

  /** A verified webhook's events, each applied once (duplicates and stale statuses change nothing). */
  async webhook(payload: WebhookPayload): Promise<{ statuses: number; messages: number }> {
    const out = { statuses: 0, messages: 0 };
    for (const entry of payload.entry ?? [])
      for (const change of entry.changes ?? []) {
        const value = change.value ?? {};
        for (const s of value.statuses ?? []) {
          if (typeof s.id !== "string" || typeof s.status !== "string") continue;
          const code = typeof s.errors?.[0]?.code === "number" ? s.errors[0].code : null;
          if (await this.deps.outbox.whatsapp.status(s.id, s.status, code)) out.statuses += 1;
        }
        for (const m of value.messages ?? []) if (await this.inbound(m)) out.messages += 1;
      }
    return out;
  }

  private async inbound(m: Inbound): Promise<boolean> {
    if (typeof m.id !== "string" || typeof m.from !== "string") return false;
    const from = `+${m.from.replace(/^\+/, "")}`;
    const body = m.text?.body ?? m.button?.text ?? m.interactive?.button_reply?.title ?? null;
    const context = typeof m.context?.id === "string" ? m.context.id : null;
    const db = this.deps.db;
    const row = await recordInbound(db, { wamid: m.id, from, body, context });
    if (!row) return false;
    if (row.user_id === null) return true;
    const userId = Number(row.user_id);
    const seconds = Number(m.timestamp);
    const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
    await touchWindow(db, userId, at > new Date() ? new Date() : at);
    if (body !== null && STOP.test(body)) {
      await this.stop(userId, "stop");
      return true;
    }
    if (body === null) return true;
    const enquiry = await enquiryOfReply(db, userId, context);
    if (!enquiry) return true;
    await db.transaction(async (tx) => {
      await insertEnquiryMessage(tx, {
        enquiryId: Number(enquiry.enquiry_id),
        author: "enquirer",
        body,
        channel: "whatsapp",
      });
      await linkInbound(tx, Number(row.id), Number(enquiry.enquiry_id));
      await notify(tx, Number(enquiry.owner_id), {
        kind: "enquiry",
        title: enquiryMessages.replyTitle(enquiry.title),
        body: body.slice(0, 300),
        link: "/dashboard/enquiries",
      });
    });
    return true;
  }
}
