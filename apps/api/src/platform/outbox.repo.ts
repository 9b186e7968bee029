/** The outbox table's SQL (platform/outbox.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf, rowsOf } from "../db/rows.ts";

export type OutboxChannel = "email" | "sms" | "whatsapp";
export interface OutboxMessage {
  channel: OutboxChannel;
  /** An email address, or a phone number in E.164 (+234…). */
  to: string;
  subject?: string;
  text: string;
  /** What the message is for (verify_email, login_code, reset_password, subscription_reminder, …). */
  kind: string;
  /** Extra e-mail headers, e.g. List-Unsubscribe (ignored for SMS). */
  headers?: Record<string, string>;
}
export interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  kind: string;
  state: "pending" | "kept" | "sent" | "failed";
  headers: Record<string, string> | null;
  /** WhatsApp only: the template's parameters, Meta's delivery status. */
  template: { key: string; name: string; language: string; params: string[] } | null;
  wa_status: string | null;
  created_at: string;
}

export async function insertMessage(db: DbOrTx, m: OutboxMessage, state: "pending" | "kept") {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into outbox (channel, recipient, subject, body, kind, state, headers)
        values (${m.channel}, ${m.to}, ${m.subject ?? null}, ${m.text}, ${m.kind}, ${state},
                ${m.headers ? JSON.stringify(m.headers) : null}::jsonb) returning id`,
  );
  return Number(row!.id);
}

export async function markSent(db: DbOrTx, id: number) {
  await db.execute(
    sql`update outbox set state = 'sent', attempts = attempts + 1, sent_at = now(), updated_at = now() where id = ${id}`,
  );
}

/** One more failed attempt; failed for good after `maxAttempts`. */
export async function markAttemptFailed(db: DbOrTx, id: number, error: string, maxAttempts: number) {
  await db.execute(
    sql`update outbox set attempts = attempts + 1, last_error = ${error}, updated_at = now(),
               state = case when attempts + 1 >= ${maxAttempts} then 'failed' else 'pending' end
         where id = ${id}`,
  );
}

/** Pending messages not touched in the last 30 seconds, oldest first. */
export function pendingMessages(db: DbOrTx, limit: number) {
  return rowsOf<{
    id: number;
    channel: OutboxChannel;
    recipient: string;
    subject: string | null;
    body: string;
    kind: string;
    headers: Record<string, string> | null;
  }>(
    db,
    sql`select id, channel, recipient, subject, body, kind, headers from outbox
         where state = 'pending' and channel <> 'whatsapp' and updated_at < now() - interval '30 seconds'
         order by id limit ${limit}`,
  );
}

/** Newest first, optionally to one recipient (any case). */
export function listMessages(db: DbOrTx, to: string | null, limit: number) {
  return rowsOf<OutboxRow>(
    db,
    sql`select id, channel, recipient as "to", subject, body as text, kind, state, headers, template, wa_status,
               created_at
          from outbox where (${to}::text is null or lower(recipient) = ${to}::text)
         order by id desc limit ${limit}`,
  );
}
