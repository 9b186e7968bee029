/** The WhatsApp channel's SQL (platform/whatsapp.ts): its outbox rows, the consents they depend on. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf, rowsOf } from "../db/rows.ts";

export interface WhatsAppTemplateRef {
  key: string;
  name: string;
  language: string;
  params: string[];
}
export interface WhatsAppFallback {
  to: string;
  subject: string;
  text: string;
}
export interface QueuedWhatsApp {
  userId: number;
  to: string;
  kind: string;
  text: string;
  template: WhatsAppTemplateRef | null;
  eventKey: string | null;
  fallback: WhatsAppFallback | null;
  enquiryId: number | null;
}
export interface ClaimedWhatsApp {
  id: number;
  user_id: number;
  recipient: string;
  body: string;
  kind: string;
  template: WhatsAppTemplateRef | null;
  attempts: number;
}

/** Who may get WhatsApp: opted in, with the verified phone they agreed with still theirs. */
export function reachable(db: DbOrTx, userId: number) {
  return firstOf<{ phone: string; email: string | null; window_open: boolean }>(
    db,
    sql`select c.phone, u.email, coalesce(c.last_inbound_at > now() - interval '24 hours', false) as window_open
          from whatsapp_consents c join users u on u.id = c.user_id
         where c.user_id = ${userId} and c.opted_in and u.phone = c.phone and u.phone_verified_at is not null`,
  );
}

/** Stores the message (once per event key); null when that event already has its message. */
export async function insertWhatsApp(db: DbOrTx, m: QueuedWhatsApp, state: "pending" | "kept") {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into outbox (channel, recipient, subject, body, kind, state, user_id, event_key, template, fallback,
                            enquiry_id, next_attempt_at)
        values ('whatsapp', ${m.to}, ${m.template?.name ?? null}, ${m.text}, ${m.kind}, ${state}, ${m.userId},
                ${m.eventKey}, ${m.template ? JSON.stringify(m.template) : null}::jsonb,
                ${m.fallback ? JSON.stringify(m.fallback) : null}::jsonb, ${m.enquiryId}, now())
        on conflict (event_key) where event_key is not null do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Claims due messages for this instance for two minutes (`for update skip locked`: two instances never claim one
 * message), only for people still opted in.
 */
export function claimDue(db: DbOrTx, limit: number) {
  return rowsOf<ClaimedWhatsApp>(
    db,
    sql`update outbox set locked_until = now() + interval '2 minutes', updated_at = now()
         where id in (
           select o.id from outbox o join whatsapp_consents c on c.user_id = o.user_id and c.opted_in
            where o.channel = 'whatsapp' and o.state = 'pending' and o.next_attempt_at <= now()
              and (o.locked_until is null or o.locked_until < now())
            order by o.id limit ${limit} for update of o skip locked)
        returning id, user_id, recipient, body, kind, template, attempts`,
  );
}

export async function markWhatsAppSent(db: DbOrTx, id: number, wamid: string) {
  await db.execute(
    sql`update outbox set state = 'sent', wamid = ${wamid}, wa_status = 'accepted', attempts = attempts + 1,
               sent_at = now(), locked_until = null, updated_at = now() where id = ${id} and state = 'pending'`,
  );
}

/** One more failed attempt, tried again after `delaySeconds`. */
export async function markWhatsAppRetry(
  db: DbOrTx,
  id: number,
  error: string,
  code: number | null,
  delaySeconds: number,
) {
  await db.execute(
    sql`update outbox set attempts = attempts + 1, last_error = ${error}, error_code = ${code},
               next_attempt_at = now() + make_interval(secs => ${delaySeconds}), locked_until = null,
               updated_at = now() where id = ${id} and state = 'pending'`,
  );
}

/** Failed for good (from pending, or a sent message whose status came back failed). */
export async function markWhatsAppFailed(db: DbOrTx, id: number, error: string, code: number | null) {
  await db.execute(
    sql`update outbox set state = 'failed', attempts = attempts + case when state = 'pending' then 1 else 0 end,
               last_error = ${error}, error_code = coalesce(${code}, error_code), locked_until = null,
               updated_at = now() where id = ${id}`,
  );
}

/** Claims the message's e-mail fallback once (null when it has none or it was already sent). */
export function claimFallback(db: DbOrTx, id: number) {
  return firstOf<{ fallback: WhatsAppFallback; kind: string }>(
    db,
    sql`update outbox set fell_back_at = now(), updated_at = now()
         where id = ${id} and fell_back_at is null and fallback is not null returning fallback, kind`,
  );
}

const RANK = sql`case s when 'accepted' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else -1 end`;

/**
 * Moves a sent message's status forward only: accepted < sent < delivered < read, and failed only before it was
 * delivered; an older or repeated status changes nothing. Returns the row when the status moved.
 */
export function advanceStatus(db: DbOrTx, wamid: string, status: string, code: number | null) {
  const rankOf = (col: ReturnType<typeof sql>) => sql`(select ${RANK} from (select ${col}::text as s) r)`;
  return firstOf<{ id: number }>(
    db,
    sql`update outbox set wa_status = ${status}, error_code = coalesce(${code}, error_code), updated_at = now(),
               state = case when ${status} = 'failed' then 'failed' else state end
         where wamid = ${wamid} and coalesce(wa_status, '') <> 'failed' and (
           (${status} = 'failed' and ${rankOf(sql`wa_status`)} < 2)
           or (${status} <> 'failed' and ${rankOf(sql`wa_status`)} < ${rankOf(sql`${status}`)}))
        returning id`,
  );
}

/** Pending WhatsApp messages of someone who turned WhatsApp off: never sent. */
export async function cancelPending(db: DbOrTx, userId: number) {
  await db.execute(
    sql`update outbox set state = 'failed', last_error = 'opted out', updated_at = now()
         where channel = 'whatsapp' and user_id = ${userId} and state = 'pending'`,
  );
}
