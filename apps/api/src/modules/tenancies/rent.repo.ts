/** SQL of rent (ADR 0950): installments, receipts and the reminders of the rent sweep. Money kobo, dates text. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface InstallmentRow {
  id: number;
  tenancy_id: number;
  sequence: number;
  due_date: string;
  period_start: string;
  period_end: string;
  amount_kobo: number;
  paid_kobo: number;
}

export interface ReceiptRow {
  id: number;
  number: string;
  tenancy_id: number;
  installment_id: number;
  amount_kobo: number;
  method: "online" | "cash" | "transfer" | "cheque" | "pos";
  paid_on: string;
  payment_reference: string | null;
  note: string;
  created_at: Date;
  period_start: string;
  period_end: string;
  unit_address: string;
  landlord_id: number;
  managed_by: number | null;
  tenant_id: number | null;
  landlord_name: string;
  agent_name: string | null;
  tenant_name: string;
}

export async function installmentsOf(db: DbOrTx, tenancyIds: number[]) {
  if (tenancyIds.length === 0) return [];
  return rowsOf<InstallmentRow>(
    db,
    sql`select id, tenancy_id, sequence, due_date::text as due_date, period_start::text as period_start,
               period_end::text as period_end, amount_kobo, paid_kobo
          from rent_installments where tenancy_id = any(${sql.param(tenancyIds)}::bigint[])
         order by tenancy_id, sequence`,
  );
}

export async function installmentForUpdate(tx: DbOrTx, tenancyId: number, installmentId: number) {
  return firstOf<InstallmentRow>(
    tx,
    sql`select id, tenancy_id, sequence, due_date::text as due_date, period_start::text as period_start,
               period_end::text as period_end, amount_kobo, paid_kobo
          from rent_installments where id = ${installmentId} and tenancy_id = ${tenancyId} for update`,
  );
}

export async function addPaid(tx: DbOrTx, installmentId: number, amountKobo: number) {
  await tx.execute(
    sql`update rent_installments set paid_kobo = paid_kobo + ${amountKobo}, updated_at = now()
         where id = ${installmentId}`,
  );
}

export async function insertReceipt(
  tx: DbOrTx,
  r: {
    tenancyId: number;
    installmentId: number;
    amountKobo: number;
    method: string;
    paidOn: string;
    paymentId: number | null;
    recordedBy: number;
    note: string;
  },
) {
  return (await firstOf<{ id: number }>(
    tx,
    sql`insert into rent_receipts (number, tenancy_id, installment_id, amount_kobo, method, paid_on, payment_id,
          recorded_by, note)
        values ('RR-' || lpad(nextval('rent_receipt_numbers')::text, 6, '0'), ${r.tenancyId}, ${r.installmentId},
          ${r.amountKobo}, ${r.method}, ${r.paidOn}::date, ${r.paymentId}, ${r.recordedBy}, ${r.note})
        returning id`,
  ))!;
}

const RECEIPT_SELECT = sql`
  select r.id, r.number, r.tenancy_id, r.installment_id, r.amount_kobo, r.method, r.paid_on::text as paid_on,
         p.reference as payment_reference, r.note, r.created_at, i.period_start::text as period_start,
         i.period_end::text as period_end, t.unit_address, t.landlord_id, t.managed_by, t.tenant_id,
         case when t.managed_by is not null then coalesce(trim(ap.first_name || ' ' || ap.last_name), au.email) end
           as agent_name,
         coalesce(trim(lp.first_name || ' ' || lp.last_name), lu.email) as landlord_name,
         coalesce(nullif(trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')), ''),
                  nullif(t.tenant_name, ''), t.tenant_email) as tenant_name
    from rent_receipts r
    join rent_installments i on i.id = r.installment_id
    join tenancies t on t.id = r.tenancy_id
    join users lu on lu.id = t.landlord_id
    left join profiles lp on lp.user_id = t.landlord_id
    left join profiles tp on tp.user_id = t.tenant_id
    left join users au on au.id = t.managed_by
    left join profiles ap on ap.user_id = t.managed_by
    left join payments p on p.id = r.payment_id`;

export async function receiptsOf(db: DbOrTx, tenancyId: number) {
  return rowsOf<ReceiptRow>(db, sql`${RECEIPT_SELECT} where r.tenancy_id = ${tenancyId} order by r.id`);
}

export async function receiptById(db: DbOrTx, id: number) {
  return firstOf<ReceiptRow>(db, sql`${RECEIPT_SELECT} where r.id = ${id}`);
}

export async function receiptByPayment(db: DbOrTx, paymentId: number) {
  return firstOf<ReceiptRow>(db, sql`${RECEIPT_SELECT} where r.payment_id = ${paymentId}`);
}

export interface DueRow {
  id: number;
  tenancy_id: number;
  due_date: string;
  owed_kobo: number;
  unit_address: string;
  email: string;
  name: string;
}

/**
 * Claims installments due within `days` days (not yet reminded) or overdue by `overdueDays` (not yet reminded of
 * that): a conditional update marks each first, so concurrent sweeps remind once.
 */
export async function claimReminders(db: DbOrTx, today: string, days: number, kind: "due" | "overdue") {
  const column = kind === "due" ? sql`reminded_at` : sql`overdue_reminded_at`;
  const window =
    kind === "due"
      ? sql`i.due_date between ${today}::date and (${today}::date + ${days}::int)`
      : sql`i.due_date <= (${today}::date - ${days}::int)`;
  return rowsOf<DueRow>(
    db,
    sql`update rent_installments i set ${column} = now(), updated_at = now()
          from tenancies t
          left join users u on u.id = t.tenant_id
          left join profiles p on p.user_id = t.tenant_id
         where t.id = i.tenancy_id and i.${column} is null and i.paid_kobo < i.amount_kobo
           and t.status in ('active', 'ending') and ${window}
        returning i.id, i.tenancy_id, i.due_date::text as due_date, (i.amount_kobo - i.paid_kobo) as owed_kobo,
                  t.unit_address, coalesce(u.email, t.tenant_email) as email,
                  coalesce(p.first_name, nullif(t.tenant_name, ''), 'there') as name`,
  );
}

// Maintenance ---------------------------------------------------------------------------------------------------
