/**
 * The mail and SMS outbox (ARCHITECTURE §3). `app.outbox.send()` stores the message first, then delivers it
 * in the background: email through SMTP when SMTP_URL is set, SMS through Termii when TERMII_API_KEY is set.
 * Without a transport the message is `kept`: outside production it can be read at GET /api/dev/outbox, which is
 * how a developer (and the e2e tests) read verification codes and links. Failed deliveries are retried by
 * `flush()` (run every minute) up to MAX_ATTEMPTS. WhatsApp (issue 50, ADR 0750) is `outbox.whatsapp`
 * (platform/whatsapp.ts): its rows are in the same table and list, delivered by their own job.
 */
import { MAIL_FALLBACK_SUBJECT } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Transporter } from "nodemailer";
import type { Config } from "./config.ts";
import { scheduleJob } from "./jobs.ts";
import type { OutboxChannel, OutboxMessage, OutboxRow } from "./outbox.repo.ts";
import { insertMessage, listMessages, markAttemptFailed, markSent, pendingMessages } from "./outbox.repo.ts";
import { WhatsAppChannel } from "./whatsapp.ts";

export type { OutboxChannel, OutboxMessage, OutboxRow } from "./outbox.repo.ts";

const MAX_ATTEMPTS = 5;

/** Sends an SMS through Termii's "Send message" API (POST /api/sms/send). Throws on any non-2xx reply. */
export async function sendTermiiSms(
  config: Pick<Config, "TERMII_API_KEY" | "TERMII_BASE_URL" | "TERMII_SENDER_ID">,
  to: string,
  text: string,
): Promise<void> {
  const res = await fetch(new URL("/api/sms/send", config.TERMII_BASE_URL), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      api_key: config.TERMII_API_KEY,
      to: to.replace(/^\+/, ""),
      from: config.TERMII_SENDER_ID,
      sms: text,
      type: "plain",
      channel: "generic",
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`Termii answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

export class Outbox {
  /** Made on first delivery (nodemailer is only loaded when SMTP is configured). */
  private mailer: Transporter | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  /** WhatsApp templates and free-form texts for people who opted in (platform/whatsapp.ts). */
  readonly whatsapp: WhatsAppChannel;

  constructor(private readonly app: FastifyInstance) {
    this.whatsapp = new WhatsAppChannel({ db: () => app.db, config: app.config, log: app.log }, (m) =>
      this.send(m),
    );
  }

  private canDeliver(channel: OutboxChannel): boolean {
    if (channel === "whatsapp") return false;
    return channel === "email" ? Boolean(this.app.config.SMTP_URL) : Boolean(this.app.config.TERMII_API_KEY);
  }

  private async transport(): Promise<Transporter> {
    this.mailer ??= (await import("nodemailer")).default.createTransport(this.app.config.SMTP_URL!);
    return this.mailer;
  }

  /** Stores the message and starts its delivery; resolves once it is stored. */
  async send(message: OutboxMessage): Promise<{ id: number }> {
    const deliverable = this.canDeliver(message.channel);
    const id = await insertMessage(this.app.db, message, deliverable ? "pending" : "kept");
    if (deliverable) this.track(this.deliver(id, message));
    return { id };
  }

  /**
   * An e-mail and, when the phone is international (+234…), its SMS, of one kind: how the satellites tell the
   * other side of a job or an order (services/providers jobs.ts, services/store orders.ts).
   */
  async sendMailAndSms(m: {
    email: string;
    phone: string | null | undefined;
    subject: string;
    text: string;
    sms: string;
    kind: string;
  }): Promise<void> {
    await this.send({ channel: "email", to: m.email, subject: m.subject, text: m.text, kind: m.kind });
    if (m.phone?.startsWith("+")) await this.send({ channel: "sms", to: m.phone, text: m.sms, kind: m.kind });
  }

  private track(work: Promise<void>) {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async deliver(id: number, message: OutboxMessage): Promise<void> {
    try {
      if (message.channel === "email") {
        await (await this.transport()).sendMail({
          from: this.app.config.MAIL_FROM,
          to: message.to,
          subject: message.subject ?? MAIL_FALLBACK_SUBJECT,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } else {
        await sendTermiiSms(this.app.config, message.to, message.text);
      }
      await markSent(this.app.db, id);
    } catch (err) {
      this.app.log.warn({ err, outboxId: id }, "outbox delivery failed");
      await markAttemptFailed(
        this.app.db,
        id,
        String((err as Error).message ?? err).slice(0, 500),
        MAX_ATTEMPTS,
      ).catch(() => {});
    }
  }

  /** Retries pending messages (after a failed attempt or a restart). Returns how many were tried. */
  async flush(limit = 50): Promise<number> {
    const rows = await pendingMessages(this.app.db, limit);
    for (const r of rows) {
      if (!this.canDeliver(r.channel)) continue;
      await this.deliver(r.id, {
        channel: r.channel,
        to: r.recipient,
        subject: r.subject ?? undefined,
        text: r.body,
        kind: r.kind,
        ...(r.headers ? { headers: r.headers } : {}),
      });
    }
    return rows.length;
  }

  /** Newest first; for the development outbox and tests. */
  async list(filter: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
    const to = filter.to?.trim().toLowerCase();
    return listMessages(this.app.db, to || null, Math.min(Math.max(filter.limit ?? 50, 1), 200));
  }

  /** Waits for deliveries started by this process (shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const outbox = new Outbox(app);
    app.decorate("outbox", outbox);
    const transports = Boolean(app.config.SMTP_URL || app.config.TERMII_API_KEY);
    const timer = transports
      ? setInterval(() => {
          outbox.flush().catch((err) => app.log.warn({ err }, "outbox flush failed"));
        }, 60_000)
      : null;
    timer?.unref();
    if (outbox.whatsapp.configured)
      scheduleJob(app, {
        name: "whatsapp delivery",
        everyMs: app.config.WHATSAPP_SWEEP_SECONDS * 1000,
        run: () => outbox.whatsapp.deliverDue(),
      });
    app.addHook("preClose", async () => {
      if (timer) clearInterval(timer);
      await outbox.drain();
    });
  },
  { name: "ile-outbox" },
);
