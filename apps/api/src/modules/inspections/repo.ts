/**
 * SQL of inspections (ADR 0970): viewing slots, bookings and their events (migration 0990). The uniqueness rules
 * (one live booking per slot, one per renter per listing) are partial unique indexes: the losing insert or update
 * of a race fails with 23505 and the service answers it.
 */

import type { DisputeReason, MoneyState } from "@ile/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";

export interface ListingRow {
  id: number;
  slug: string;
  title: string;
  city: string;
  owner_id: number;
  /** Open to viewings: available, not deleted, hidden or taken down with a suspension. */
  bookable: boolean;
}

export interface SlotRow {
  id: number;
  property_id: number;
  owner_id: number;
  starts_at: Date;
  ends_at: Date;
  meeting_place: string;
  series: string | null;
  booked: boolean;
}

export interface BookingRow {
  id: number;
  slot_id: number;
  property_id: number;
  renter_id: number;
  lister_id: number;
  status: "booked" | "cancelled";
  cancelled_by: "renter" | "lister" | null;
  cancel_reason: string | null;
  reminded_at: Date | null;
  created_at: Date;
  starts_at: Date;
  ends_at: Date;
  meeting_place: string;
  series: string | null;
  slug: string;
  title: string;
  city: string;
  renter_name: string;
  lister_name: string;
  fee_kobo: number;
  money: MoneyState;
  payment_reference: string | null;
  payment_url: string | null;
  confirmed_at: Date | null;
  /** The dispute's row as JSON (viewing_disputes), or null. */
  dispute: DisputeJson | null;
}

export interface DisputeJson {
  id: number;
  booking_id: number;
  reason: DisputeReason;
  statement: string;
  photos: { id: number; key: string }[];
  answer: string | null;
  answer_photos: { id: number; key: string }[];
  answered_at: string | null;
  decision: "refund" | "release" | null;
  decision_note: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

const BOOKABLE = sql`(p.status = 'available' and p.deleted_at is null and p.hidden_at is null
  and not p.hidden_by_suspension)`;

export function listingBySlug(db: DbOrTx, slug: string, lock = false) {
  return firstOf<ListingRow>(
    db,
    sql`select p.id, p.slug, p.title, p.city, p.owner_id, ${BOOKABLE} as bookable
        from properties p where p.slug = ${slug} and p.deleted_at is null ${lock ? sql`for share` : sql``}`,
  );
}

export function listingById(db: DbOrTx, id: number, lock = false) {
  return firstOf<ListingRow>(
    db,
    sql`select p.id, p.slug, p.title, p.city, p.owner_id, ${BOOKABLE} as bookable
        from properties p where p.id = ${id} ${lock ? sql`for share` : sql``}`,
  );
}

const SLOT_COLUMNS = sql`s.id, s.property_id, s.owner_id, s.starts_at, s.ends_at, s.meeting_place, s.series::text as series,
  exists (select 1 from viewing_bookings b where b.slot_id = s.id and b.status = 'booked') as booked`;

export function insertSlots(
  db: DbOrTx,
  rows: {
    propertyId: number;
    ownerId: number;
    startsAt: Date;
    endsAt: Date;
    place: string;
    series: string | null;
  }[],
) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.propertyId}, ${r.ownerId}, ${r.startsAt.toISOString()}::timestamptz, ${r.endsAt.toISOString()}::timestamptz, ${r.place}, ${r.series}::uuid)`,
    ),
    sql`, `,
  );
  return rowsOf<SlotRow>(
    db,
    sql`with made as (
          insert into viewing_slots (property_id, owner_id, starts_at, ends_at, meeting_place, series)
          values ${values} returning *)
        select ${SLOT_COLUMNS} from made s order by s.starts_at`,
  );
}

/** A listing's live slots from now on; only the free ones unless `all`. */
export function upcomingSlots(db: DbOrTx, propertyId: number, all: boolean) {
  return rowsOf<SlotRow>(
    db,
    sql`select ${SLOT_COLUMNS} from viewing_slots s
        where s.property_id = ${propertyId} and s.deleted_at is null and s.starts_at > now()
          ${all ? sql`` : sql`and not exists (select 1 from viewing_bookings b where b.slot_id = s.id and b.status = 'booked')`}
        order by s.starts_at limit 200`,
  );
}

export function slotById(db: DbOrTx, id: number) {
  return firstOf<SlotRow>(
    db,
    sql`select ${SLOT_COLUMNS} from viewing_slots s where s.id = ${id} and s.deleted_at is null`,
  );
}

/** Removes a slot no live booking holds; null when it is booked (or already gone). */
export function deleteFreeSlot(db: DbOrTx, id: number) {
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_slots s set deleted_at = now(), updated_at = now()
        where s.id = ${id} and s.deleted_at is null
          and not exists (select 1 from viewing_bookings b where b.slot_id = s.id and b.status = 'booked')
        returning s.id`,
  );
}

export function insertBooking(
  db: DbOrTx,
  b: { slotId: number; propertyId: number; renterId: number; listerId: number },
) {
  return firstOf<{ id: number }>(
    db,
    sql`insert into viewing_bookings (slot_id, property_id, renter_id, lister_id)
        values (${b.slotId}, ${b.propertyId}, ${b.renterId}, ${b.listerId}) returning id`,
  );
}

export function insertEvent(
  db: DbOrTx,
  e: {
    bookingId: number;
    actorId: number | null;
    action:
      | "booked"
      | "rescheduled"
      | "cancelled"
      | "reminded"
      | "paid"
      | "confirmed"
      | "released"
      | "refunded"
      | "payout_failed"
      | "disputed"
      | "answered"
      | "decided";
    fromSlot?: number | null;
    toSlot?: number | null;
    reason?: string | null;
  },
) {
  return db.execute(
    sql`insert into viewing_booking_events (booking_id, actor_id, action, from_slot_id, to_slot_id, reason)
        values (${e.bookingId}, ${e.actorId}, ${e.action}, ${e.fromSlot ?? null}, ${e.toSlot ?? null}, ${e.reason ?? null})`,
  );
}

const NAME = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), '')`);

const BOOKING_SELECT = sql`select b.id, b.slot_id, b.property_id, b.renter_id, b.lister_id, b.status, b.cancelled_by,
    b.cancel_reason, b.reminded_at, b.created_at, s.starts_at, s.ends_at, s.meeting_place, s.series::text as series,
    p.slug, p.title, p.city, ${NAME("rp")} as renter_name, ${NAME("lp")} as lister_name,
    b.fee_kobo, b.money, b.payment_reference, pay.authorization_url as payment_url, b.confirmed_at,
    (select row_to_json(d) from viewing_disputes d where d.booking_id = b.id) as dispute
  from viewing_bookings b
  left join payments pay on pay.reference = b.payment_reference
  join viewing_slots s on s.id = b.slot_id
  join properties p on p.id = b.property_id
  left join profiles rp on rp.user_id = b.renter_id
  left join profiles lp on lp.user_id = b.lister_id`;

export function bookingById(db: DbOrTx, id: number, lock = false) {
  return firstOf<BookingRow>(
    db,
    lock
      ? sql`${BOOKING_SELECT} where b.id = ${id} for update of b`
      : sql`${BOOKING_SELECT} where b.id = ${id}`,
  );
}

export function bookingsOf(
  db: DbOrTx,
  userId: number,
  as: "renter" | "lister",
  window: { offset: number; limit: number },
) {
  const who = as === "renter" ? sql`b.renter_id` : sql`b.lister_id`;
  return rowsAndTotal<BookingRow>(
    db,
    sql`${BOOKING_SELECT} where ${who} = ${userId}
        order by (b.status = 'booked') desc, s.starts_at desc, b.id desc
        limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from viewing_bookings b where ${who} = ${userId}`,
  );
}

/** Moves a live booking to another slot (the unique index refuses a slot already held); the reminder is due again. */
export function moveBooking(db: DbOrTx, id: number, slotId: number) {
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_bookings set slot_id = ${slotId}, reminded_at = null, updated_at = now()
        where id = ${id} and status = 'booked' returning id`,
  );
}

export function cancelBooking(db: DbOrTx, id: number, by: "renter" | "lister", reason: string) {
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_bookings set status = 'cancelled', cancelled_by = ${by}, cancel_reason = ${reason},
          cancelled_at = now(), updated_at = now(),
          money = case when money = 'awaiting_payment' then 'none' else money end
        where id = ${id} and status = 'booked' returning id`,
  );
}

/**
 * The sweep's reminders: live bookings whose viewing starts within `hours` hours, each claimed by a conditional
 * update (reminded_at) so that concurrent sweeps remind once.
 */
export function claimReminders(db: DbOrTx, hours: number, limit: number) {
  return rowsOf<{ id: number }>(
    db,
    sql`update viewing_bookings b set reminded_at = now(), updated_at = now()
        from viewing_slots s
        where s.id = b.slot_id and b.status = 'booked' and b.reminded_at is null
          and s.starts_at > now() and s.starts_at <= now() + make_interval(hours => ${hours})
          and b.id in (select b2.id from viewing_bookings b2 join viewing_slots s2 on s2.id = b2.slot_id
                       where b2.status = 'booked' and b2.reminded_at is null
                         and s2.starts_at > now() and s2.starts_at <= now() + make_interval(hours => ${hours})
                       order by s2.starts_at limit ${limit} for update of b2 skip locked)
        returning b.id`,
  );
}

export function contactOf(db: DbOrTx, userId: number) {
  return firstOf<{ email: string | null; phone: string | null }>(
    db,
    sql`select email, phone from users where id = ${userId}`,
  );
}
