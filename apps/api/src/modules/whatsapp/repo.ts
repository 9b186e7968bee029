/** WhatsApp consents, inbound messages and enquiry replies (modules/whatsapp). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf } from "../../db/rows.ts";

export interface ConsentRow {
  phone: string | null;
  phone_verified: boolean;
  opted_in: boolean | null;
  consent_phone: string | null;
  consented_at: Date | string | null;
  opted_out_at: Date | string | null;
}

export function consentOf(db: DbOrTx, userId: number) {
  return firstOf<ConsentRow>(
    db,
    sql`select u.phone, u.phone_verified_at is not null as phone_verified, c.opted_in, c.phone as consent_phone,
               c.consented_at, c.opted_out_at
          from users u left join whatsapp_consents c on c.user_id = u.id where u.id = ${userId}`,
  );
}

/** Turns WhatsApp on with the time of consent and the number agreed to. */
export async function optIn(db: DbOrTx, userId: number, phone: string) {
  await db.execute(
    sql`insert into whatsapp_consents (user_id, phone, opted_in, consented_at)
        values (${userId}, ${phone}, true, now())
        on conflict (user_id) do update set phone = excluded.phone, opted_in = true, consented_at = now(),
           opted_out_at = null, opt_out_source = null, updated_at = now()`,
  );
}

/** Turns WhatsApp off (from the dashboard or by STOP); false when it was not on. */
export async function optOut(db: DbOrTx, userId: number, source: "dashboard" | "stop") {
  const row = await firstOf<{ user_id: number }>(
    db,
    sql`update whatsapp_consents set opted_in = false, opted_out_at = now(), opt_out_source = ${source},
               updated_at = now()
         where user_id = ${userId} and opted_in returning user_id`,
  );
  return Boolean(row);
}

/** Records an inbound message once; null when its id was seen before (a retried webhook). */
export function recordInbound(
  db: DbOrTx,
  m: { wamid: string; from: string; body: string | null; context: string | null },
) {
  return firstOf<{ id: number; user_id: number | null }>(
    db,
    sql`insert into whatsapp_inbound (wamid, from_phone, user_id, body, context_wamid)
        values (${m.wamid}, ${m.from}, (select user_id from whatsapp_consents where phone = ${m.from}
                                         order by updated_at desc limit 1), ${m.body}, ${m.context})
        on conflict (wamid) do nothing returning id, user_id`,
  );
}

/** The person wrote at `at`: the 24-hour window runs from their latest message (whatever order they arrive in). */
export async function touchWindow(db: DbOrTx, userId: number, at: Date) {
  await db.execute(
    sql`update whatsapp_consents set last_inbound_at = greatest(coalesce(last_inbound_at, ${at}), ${at}),
               updated_at = now() where user_id = ${userId}`,
  );
}

/**
 * The enquiry a reply belongs to: the one of the message it quotes, else the latest enquiry message sent to this
 * person in the last 24 hours.
 */
export function enquiryOfReply(db: DbOrTx, userId: number, context: string | null) {
  return firstOf<{ enquiry_id: number; owner_id: number; title: string }>(
    db,
    sql`select o.enquiry_id, e.owner_id, p.title
          from outbox o join property_enquiries e on e.id = o.enquiry_id join properties p on p.id = e.property_id
         where o.channel = 'whatsapp' and o.user_id = ${userId} and o.enquiry_id is not null
           and ((${context}::text is not null and o.wamid = ${context}::text)
                or (${context}::text is null and o.created_at > now() - interval '24 hours'))
         order by o.id desc limit 1`,
  );
}

export async function linkInbound(db: DbOrTx, inboundId: number, enquiryId: number) {
  await db.execute(
    sql`update whatsapp_inbound set enquiry_id = ${enquiryId}, updated_at = now() where id = ${inboundId}`,
  );
}
