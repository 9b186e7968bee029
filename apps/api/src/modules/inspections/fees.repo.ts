/**
 * SQL of the fee held (ADR 0970, migration 0991): listings' fees, listers' payout accounts, each booking's money
 * state and the ledger. Every movement of value is a conditional update of `viewing_bookings.money` (only one of
 * parallel callers wins it) followed, in the same transaction, by one ledger row that a unique index allows once.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";

export interface PayoutAccountRow {
  user_id: number;
  account_number: string;
  bank_code: string;
  account_name: string;
  recipient_code: string;
  updated_at: Date;
}

export interface MoneyRow {
  id: number;
  fee_kobo: number;
  money: string;
  payment_reference: string | null;
  transfer_reference: string | null;
  lister_id: number;
  renter_id: number;
}

const MONEY_COLUMNS = sql.raw(
  "id, fee_kobo, money, payment_reference, transfer_reference, lister_id, renter_id",
);

export function feeOf(db: DbOrTx, propertyId: number) {
  return firstOf<{ fee: number }>(
    db,
    sql`select inspection_fee_kobo as fee from properties where id = ${propertyId}`,
  ).then((r) => Number(r?.fee ?? 0));
}

export function setFee(db: DbOrTx, propertyId: number, feeKobo: number) {
  return db.execute(sql`update properties set inspection_fee_kobo = ${feeKobo} where id = ${propertyId}`);
}

export function payoutAccount(db: DbOrTx, userId: number) {
  return firstOf<PayoutAccountRow>(
    db,
    sql`select user_id, account_number, bank_code, account_name, recipient_code, updated_at
        from payout_accounts where user_id = ${userId}`,
  );
}

export function savePayoutAccount(
  db: DbOrTx,
  a: { userId: number; accountNumber: string; bankCode: string; accountName: string; recipientCode: string },
) {
  return firstOf<PayoutAccountRow>(
    db,
    sql`insert into payout_accounts (user_id, account_number, bank_code, account_name, recipient_code)
        values (${a.userId}, ${a.accountNumber}, ${a.bankCode}, ${a.accountName}, ${a.recipientCode})
        on conflict (user_id) do update set account_number = excluded.account_number,
          bank_code = excluded.bank_code, account_name = excluded.account_name,
          recipient_code = excluded.recipient_code, verified_at = now(), updated_at = now()
        returning user_id, account_number, bank_code, account_name, recipient_code, updated_at`,
  );
}

/** A new booking's fee, awaiting its payment. */
export function awaitPayment(db: DbOrTx, bookingId: number, feeKobo: number) {
  return db.execute(
    sql`update viewing_bookings set fee_kobo = ${feeKobo}, money = 'awaiting_payment', updated_at = now()
        where id = ${bookingId}`,
  );
}

export function setPaymentReference(db: DbOrTx, bookingId: number, reference: string) {
  return db.execute(
    sql`update viewing_bookings set payment_reference = ${reference}, updated_at = now()
        where id = ${bookingId} and money = 'awaiting_payment'`,
  );
}

export function moneyOf(db: DbOrTx, bookingId: number) {
  return firstOf<MoneyRow>(db, sql`select ${MONEY_COLUMNS} from viewing_bookings where id = ${bookingId}`);
}

export function paymentUrlOf(db: DbOrTx, reference: string) {
  return firstOf<{ url: string | null }>(
    db,
    sql`select authorization_url as url from payments where reference = ${reference}`,
  ).then((r) => r?.url ?? null);
}

async function ledger(
  db: DbOrTx,
  bookingId: number,
  kind: "held" | "released" | "refunded" | "reversed",
  amountKobo: number,
  reference: string,
) {
  await db.execute(
    sql`insert into inspection_ledger (booking_id, kind, amount_kobo, reference)
        values (${bookingId}, ${kind}, ${amountKobo}, ${reference})`,
  );
}

/** The paid fee of a live booking becomes Ile's to hold (settle()'s transaction): null when the booking is gone. */
export async function hold(tx: DbOrTx, reference: string, amountKobo: number) {
  const row = await firstOf<MoneyRow>(
    tx,
    sql`update viewing_bookings set money = 'held', updated_at = now()
        where payment_reference = ${reference} and money = 'awaiting_payment' and status = 'booked'
          and fee_kobo = ${amountKobo}
        returning ${MONEY_COLUMNS}`,
  );
  if (row) await ledger(tx, Number(row.id), "held", amountKobo, reference);
  return row;
}

/**
 * Claims a held fee for a payout: one caller wins. The payout's reference is the booking's and its attempt, so a
 * retry of a claimed payout sends the same reference (the gateway moves it once) and only a payout the gateway
 * said failed gets a new one. With `undisputed`, a fee under an open dispute is not claimed.
 */
export function claimRelease(db: DbOrTx, bookingId: number, { undisputed = true } = {}) {
  return firstOf<MoneyRow>(
    db,
    sql`update viewing_bookings b set money = 'releasing', transfer_attempts = b.transfer_attempts + 1,
          transfer_reference = 'ile-viewing-' || b.id || '-' || (b.transfer_attempts + 1),
          money_claimed_at = now(), updated_at = now()
        where b.id = ${bookingId} and b.money = 'held'
          ${undisputed ? sql`and not exists (select 1 from viewing_disputes d where d.booking_id = b.id and d.decision is null)` : sql``}
        returning ${MONEY_COLUMNS}`,
  );
}

export function markConfirmed(db: DbOrTx, bookingId: number) {
  return firstOf<{ id: number }>(
    db,
    sql`update viewing_bookings set confirmed_at = now(), updated_at = now()
        where id = ${bookingId} and confirmed_at is null returning id`,
  );
}

/** The payout arrived: releasing → released and the ledger's row, once. */
export async function confirmRelease(tx: DbOrTx, transferReference: string) {
  const row = await firstOf<MoneyRow>(
    tx,
    sql`update viewing_bookings set money = 'released', money_settled_at = now(), updated_at = now()
        where transfer_reference = ${transferReference} and money = 'releasing'
        returning ${MONEY_COLUMNS}`,
  );
  if (row) await ledger(tx, Number(row.id), "released", -Number(row.fee_kobo), transferReference);
  return row;
}

/** The gateway refused or failed the payout: the fee is held again (the next claim makes a new reference). */
export function failRelease(db: DbOrTx, transferReference: string) {
  return firstOf<MoneyRow>(
    db,
    sql`update viewing_bookings set money = 'held', money_claimed_at = null, updated_at = now()
        where transfer_reference = ${transferReference} and money = 'releasing'
        returning ${MONEY_COLUMNS}`,
  );
}

/** A payout reversed after it arrived: the money is back in Ile's balance, held again for the booking. */
export async function reverseRelease(tx: DbOrTx, transferReference: string) {
  const row = await firstOf<MoneyRow>(
    tx,
    sql`update viewing_bookings b set money = 'held', money_claimed_at = null, money_settled_at = null,
          updated_at = now()
        where b.money = 'released' and b.id = (select l.booking_id from inspection_ledger l
          where l.kind = 'released' and l.reference = ${transferReference})
          and not exists (select 1 from inspection_ledger r where r.booking_id = b.id and r.kind = 'reversed'
                          and r.reference = ${transferReference})
        returning ${MONEY_COLUMNS}`,
  );
  if (row) await ledger(tx, Number(row.id), "reversed", Number(row.fee_kobo), transferReference);
  return row;
}

export function claimRefund(db: DbOrTx, bookingId: number) {
  return firstOf<MoneyRow>(
    db,
    sql`update viewing_bookings set money = 'refunding', money_claimed_at = now(), updated_at = now()
        where id = ${bookingId} and money = 'held' returning ${MONEY_COLUMNS}`,
  );
}

export async function confirmRefund(tx: DbOrTx, paymentReference: string) {
  const row = await firstOf<MoneyRow>(
    tx,
    // 'held' too: a refund the gateway refused on a retry (already refunded) and then reported processed.
    sql`update viewing_bookings set money = 'refunded', money_settled_at = now(), updated_at = now()
        where payment_reference = ${paymentReference} and money in ('refunding', 'held')
        returning ${MONEY_COLUMNS}`,
  );
  if (row) await ledger(tx, Number(row.id), "refunded", -Number(row.fee_kobo), paymentReference);
  return row;
}

export function failRefund(db: DbOrTx, paymentReference: string) {
  return firstOf<MoneyRow>(
    db,
    sql`update viewing_bookings set money = 'held', money_claimed_at = null, updated_at = now()
        where payment_reference = ${paymentReference} and money = 'refunding'
        returning ${MONEY_COLUMNS}`,
  );
}

/**
 * Held fees due to be paid out: confirmed by the renter, or 48 hours past the viewing's end, never under an open
 * dispute, of a live booking whose lister has a payout account.
 */
export function dueReleases(db: DbOrTx, hours: number, limit: number) {
  return rowsOf<{ id: number }>(
    db,
    sql`select b.id from viewing_bookings b join viewing_slots s on s.id = b.slot_id
        where b.money = 'held' and b.status = 'booked'
          and (b.confirmed_at is not null or s.ends_at <= now() - make_interval(hours => ${hours}))
          and exists (select 1 from payout_accounts a where a.user_id = b.lister_id)
          and not exists (select 1 from viewing_disputes d where d.booking_id = b.id and d.decision is null)
        order by b.id limit ${limit}`,
  );
}

/** Claims whose gateway call never came back with an answer: asked again with the same reference. */
export function stuckMoves(db: DbOrTx, minutes: number, limit: number) {
  return rowsOf<MoneyRow>(
    db,
    sql`update viewing_bookings set money_claimed_at = now()
        where id in (select id from viewing_bookings
                     where money in ('releasing', 'refunding')
                       and money_claimed_at <= now() - make_interval(mins => ${minutes})
                     order by id limit ${limit} for update skip locked)
        returning ${MONEY_COLUMNS}`,
  );
}

/** Bookings left unpaid: cancelled (the time is free again); a payment arriving later is kept as credit. */
export function cancelUnpaid(db: DbOrTx, minutes: number, reason: string, limit: number) {
  return rowsOf<{ id: number }>(
    db,
    sql`update viewing_bookings set status = 'cancelled', cancel_reason = ${reason}, cancelled_at = now(),
          money = 'none', updated_at = now()
        where id in (select id from viewing_bookings
                     where status = 'booked' and money = 'awaiting_payment'
                       and created_at <= now() - make_interval(mins => ${minutes})
                     order by id limit ${limit} for update skip locked)
        returning id`,
  );
}

export function listerTotals(db: DbOrTx, userId: number) {
  return firstOf<{ due: number; paid: number }>(
    db,
    sql`select coalesce(sum(fee_kobo) filter (where money in ('held', 'releasing') and status = 'booked'), 0)::bigint as due,
               coalesce(sum(fee_kobo) filter (where money = 'released'), 0)::bigint as paid
        from viewing_bookings where lister_id = ${userId}`,
  );
}

export function balanceHeld(db: DbOrTx) {
  return firstOf<{ n: number }>(
    db,
    sql`select coalesce(sum(amount_kobo), 0)::bigint as n from inspection_ledger`,
  ).then((r) => Number(r?.n ?? 0));
}

export interface LedgerRow {
  id: number;
  booking_id: number;
  kind: "held" | "released" | "refunded" | "reversed";
  amount_kobo: number;
  reference: string;
  listing_title: string;
  created_at: Date;
}

export function ledgerPage(db: DbOrTx, window: { offset: number; limit: number }) {
  return rowsAndTotal<LedgerRow>(
    db,
    sql`select l.id, l.booking_id, l.kind, l.amount_kobo, l.reference, p.title as listing_title, l.created_at
        from inspection_ledger l join viewing_bookings b on b.id = l.booking_id
        join properties p on p.id = b.property_id
        order by l.id desc limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from inspection_ledger`,
  );
}

export function ledgerOf(db: DbOrTx, bookingId: number) {
  return rowsOf<{ kind: string; amount_kobo: number; reference: string }>(
    db,
    sql`select kind, amount_kobo, reference from inspection_ledger where booking_id = ${bookingId} order by id`,
  );
}
