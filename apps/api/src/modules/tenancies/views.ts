/**
 * Who is a party to a tenancy (ADR 0950, 0951) and how its rows read on the wire. The landlord side is the
 * landlord's account, the agent managing it for them (`managed_by`) and admins; the tenant side the tenant's account.
 */
import type { Installment, Receipt, Tenancy as TenancyOut } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import type * as repo from "./repo.ts";

/** Today's date in Lagos (UTC+1, no daylight saving). */
export const lagosToday = (now = Date.now()) => new Date(now + 3_600_000).toISOString().slice(0, 10);

type Sides = { landlord_id: number; managed_by: number | null };
export const isManager = (t: Sides, s: Session) =>
  Number(t.landlord_id) === s.userId ||
  (t.managed_by !== null && Number(t.managed_by) === s.userId) ||
  s.role === "admin";
export const isTenant = (t: { tenant_id: number | null }, s: Session) =>
  t.tenant_id !== null && Number(t.tenant_id) === s.userId;

/** A landlord an agent named by email who has no account yet: the agent holds the tenancy meanwhile. */
export const landlordPending = (t: Sides) =>
  t.managed_by !== null && Number(t.managed_by) === Number(t.landlord_id);

/** Everyone on the landlord side to mail (the landlord's account, or the invited address, and the agent). */
export function landlordSideEmails(t: repo.TenancyRow): string[] {
  const out = [landlordPending(t) ? (t.named_landlord_email ?? t.landlord_email) : t.landlord_email];
  if (t.agent_email) out.push(t.agent_email);
  return out;
}

export type InstallmentStatus = Installment["status"];
export function installmentStatus(i: repo.InstallmentRow, today: string): InstallmentStatus {
  if (Number(i.paid_kobo) >= Number(i.amount_kobo)) return "paid";
  if (Number(i.paid_kobo) > 0) return "part_paid";
  return i.due_date < today ? "overdue" : "due";
}

export const installmentOut = (i: repo.InstallmentRow, today: string): Installment => ({
  id: Number(i.id),
  sequence: Number(i.sequence),
  due_date: i.due_date,
  period_start: i.period_start,
  period_end: i.period_end,
  amount_kobo: Number(i.amount_kobo),
  paid_kobo: Number(i.paid_kobo),
  status: installmentStatus(i, today),
});

export const receiptOut = (r: repo.ReceiptRow): Receipt => ({
  id: Number(r.id),
  number: r.number,
  tenancy_id: Number(r.tenancy_id),
  installment_id: Number(r.installment_id),
  amount_kobo: Number(r.amount_kobo),
  method: r.method,
  paid_on: r.paid_on,
  period_start: r.period_start,
  period_end: r.period_end,
  payment_reference: r.payment_reference,
  note: r.note,
  unit_address: r.unit_address,
  landlord_name: r.landlord_name,
  agent_name: r.agent_name,
  tenant_name: r.tenant_name,
  created_at: new Date(r.created_at).toISOString(),
});

/** A tenancy as its parties see it: the landlord side sees the email addresses, the tenant the names. */
export function tenancyOut(
  t: repo.TenancyRow,
  installments: repo.InstallmentRow[],
  session: Session,
  today: string,
): TenancyOut {
  const mine = installments.filter((i) => Number(i.tenancy_id) === Number(t.id));
  const unpaid = mine.filter((i) => Number(i.paid_kobo) < Number(i.amount_kobo));
  const owed = unpaid
    .filter((i) => i.due_date <= today)
    .reduce((s, i) => s + Number(i.amount_kobo) - Number(i.paid_kobo), 0);
  const manager = isManager(t, session);
  const pending = landlordPending(t);
  return {
    id: Number(t.id),
    unit_id: t.unit_id,
    unit_address: t.unit_address,
    role: manager ? "landlord" : "tenant",
    landlord: pending
      ? { id: null, name: t.named_landlord_email ?? "", email: manager ? t.named_landlord_email : null }
      : { id: Number(t.landlord_id), name: t.landlord_name, email: manager ? t.landlord_email : null },
    agent:
      t.managed_by === null
        ? null
        : { id: Number(t.managed_by), name: t.agent_name ?? "", email: manager ? t.agent_email : null },
    landlord_confirmed: t.managed_by === null || t.landlord_confirmed_at !== null,
    tenant: {
      id: t.tenant_id === null ? null : Number(t.tenant_id),
      name: t.tenant_account_name ?? (t.tenant_name || t.tenant_email),
      email: t.tenant_email,
    },
    start_date: t.start_date,
    end_date: t.end_date,
    period: t.period,
    periods: Number(t.periods),
    rent_kobo: Number(t.rent_kobo),
    caution_deposit_kobo: Number(t.caution_deposit_kobo),
    status: t.status,
    notice:
      t.notice_given_on && t.notice_by
        ? { given_on: t.notice_given_on, by: t.notice_by, end_date: t.end_date }
        : null,
    renewed_by_id: t.renewed_by_id === null ? null : Number(t.renewed_by_id),
    next_due: unpaid[0] ? installmentOut(unpaid[0], today) : null,
    owed_kobo: owed,
  };
}
