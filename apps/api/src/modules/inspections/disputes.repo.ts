/** SQL of viewing disputes (ADR 0970, migration 0991); the rules are in disputes.ts. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal } from "../../db/rows.ts";
import type { BookingRow, DisputeJson } from "./repo.ts";

export interface AdminDisputeRow extends DisputeJson {
  starts_at: Date;
  meeting_place: string;
  fee_kobo: number;
  money: BookingRow["money"];
  property_id: number;
  slug: string;
  title: string;
  renter_id: number;
  lister_id: number;
  renter_name: string;
  lister_name: string;
  renter_email: string;
  lister_email: string;
}

/** Locks a booking whose fee is still held (a payout claimed meanwhile wins: null). */
export function lockHeld(db: DbOrTx, bookingId: number) {
  return firstOf<{ id: number }>(
    db,
    sql`select id from viewing_bookings where id = ${bookingId} and money = 'held' for update`,
  );
}

export function insertDispute(db: DbOrTx, bookingId: number, reason: string, statement: string) {
  return db.execute(
    sql`insert into viewing_disputes (booking_id, reason, statement)
        values (${bookingId}, ${reason}, ${statement})`,
  );
}

export function answerDispute(db: DbOrTx, bookingId: number, statement: string) {
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_disputes set answer = ${statement}, answered_at = now()
        where booking_id = ${bookingId} and answer is null and decision is null returning id`,
  );
}

/** Appends photos to one side, only when that side still has `have` (parallel uploads cannot both append). */
export function addDisputePhotos(
  db: DbOrTx,
  bookingId: number,
  side: "renter" | "lister",
  have: number,
  added: { id: number; key: string }[],
) {
  const column = sql.raw(side === "renter" ? "photos" : "answer_photos");
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_disputes set ${column} = ${column} || ${JSON.stringify(added)}::jsonb
        where booking_id = ${bookingId} and decision is null
          and jsonb_array_length(${column}) = ${have} returning id`,
  );
}

export function disputePhotos(db: DbOrTx, disputeId: number) {
  return firstOf<{
    photos: { id: number; key: string }[];
    answer_photos: { id: number; key: string }[];
    renter_id: number;
    lister_id: number;
  }>(
    db,
    sql`select d.photos, d.answer_photos, b.renter_id, b.lister_id from viewing_disputes d
        join viewing_bookings b on b.id = d.booking_id where d.id = ${disputeId}`,
  );
}

export function disputesPage(db: DbOrTx, open: boolean, window: { offset: number; limit: number }) {
  const where = open ? sql`where d.decision is null` : sql``;
  return rowsAndTotal<AdminDisputeRow>(
    db,
    sql`select d.*, s.starts_at, s.meeting_place, b.fee_kobo, b.money, b.property_id, p.slug, p.title,
          b.renter_id, b.lister_id, ru.email as renter_email, lu.email as lister_email,
          coalesce(nullif(trim(rp.first_name || ' ' || rp.last_name), ''), '') as renter_name,
          coalesce(nullif(trim(lp.first_name || ' ' || lp.last_name), ''), '') as lister_name
        from viewing_disputes d join viewing_bookings b on b.id = d.booking_id
        join viewing_slots s on s.id = b.slot_id join properties p on p.id = b.property_id
        join users ru on ru.id = b.renter_id join users lu on lu.id = b.lister_id
        left join profiles rp on rp.user_id = b.renter_id left join profiles lp on lp.user_id = b.lister_id
        ${where} order by (d.decision is null) desc, d.id desc
        limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from viewing_disputes d ${where}`,
  );
}

/** The decision, once: null when the dispute was already decided (or is not there). */
export function decideDispute(
  db: DbOrTx,
  id: number,
  decision: "refund" | "release",
  note: string,
  adminId: number,
) {
  return firstOf<{ booking_id: number }>(
    db,
    sql`update viewing_disputes set decision = ${decision}, decision_note = ${note},
          decided_by = ${adminId}, decided_at = now()
        where id = ${id} and decision is null returning booking_id`,
  );
}

export function disputeExists(db: DbOrTx, id: number) {
  return firstOf<{ id: number }>(db, sql`select id from viewing_disputes where id = ${id}`);
}
