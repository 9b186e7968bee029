/** SQL of property management (ADR 0950): typed `sql` templates through the handle. Money kobo, dates text. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface TenancyRow {
  id: number;
  unit_id: string;
  unit_address: string;
  landlord_id: number;
  created_by: number;
  tenant_id: number | null;
  tenant_email: string;
  tenant_name: string;
  start_date: string;
  end_date: string;
  period: "month" | "quarter" | "half_year" | "year";
  periods: number;
  rent_kobo: number;
  caution_deposit_kobo: number;
  status: "active" | "ending" | "ended" | "renewed";
  notice_given_on: string | null;
  notice_by: "landlord" | "tenant" | null;
  renewed_by_id: number | null;
  landlord_name: string;
  /** The landlord account's email (the agent's while a named landlord has not signed up). */
  landlord_email: string;
  tenant_account_name: string | null;
  /** ADR 0951: the agent acting for the landlord, the landlord they named by email, and the confirmation. */
  managed_by: number | null;
  named_landlord_email: string | null;
  landlord_confirmed_at: Date | null;
  agent_name: string | null;
  agent_email: string | null;
}

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

const TENANCY_SELECT = sql`
  select t.id, t.unit_id::text as unit_id, t.unit_address, t.landlord_id, t.created_by, t.tenant_id, t.tenant_email,
         t.tenant_name, t.start_date::text as start_date, t.end_date::text as end_date, t.period, t.periods,
         t.rent_kobo, t.caution_deposit_kobo, t.status, t.notice_given_on::text as notice_given_on, t.notice_by,
         t.renewed_by_id,
         coalesce(trim(lp.first_name || ' ' || lp.last_name), lu.email) as landlord_name, lu.email as landlord_email,
         nullif(trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')), '') as tenant_account_name,
         t.managed_by, t.landlord_email as named_landlord_email, t.landlord_confirmed_at,
         case when t.managed_by is not null then coalesce(trim(ap.first_name || ' ' || ap.last_name), au.email) end
           as agent_name,
         au.email as agent_email
    from tenancies t
    join users lu on lu.id = t.landlord_id
    left join profiles lp on lp.user_id = t.landlord_id
    left join profiles tp on tp.user_id = t.tenant_id
    left join users au on au.id = t.managed_by
    left join profiles ap on ap.user_id = t.managed_by`;

/** Serialises every change to one unit's tenancies (the no-overlap rule) until the transaction ends. */
export async function lockUnit(tx: DbOrTx, unitId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unit:${unitId}`}, 0))`);
}

/** A tenancy of this unit whose dates meet [start, end], other than `except`. */
export async function overlapping(
  db: DbOrTx,
  unitId: string,
  start: string,
  end: string,
  except: number | null = null,
) {
  return firstOf<{ id: number }>(
    db,
    sql`select id from tenancies
         where unit_id = ${unitId}::uuid and start_date <= ${end}::date and end_date >= ${start}::date
           and (${except}::bigint is null or id <> ${except}::bigint)
         limit 1`,
  );
}

export async function userByEmail(db: DbOrTx, email: string) {
  return firstOf<{ id: number; email: string; role: string }>(
    db,
    sql`select id, email, role from users where lower(email) = lower(${email}) and deleted_at is null`,
  );
}

export async function userById(db: DbOrTx, id: number) {
  return firstOf<{ id: number; email: string; role: string; name: string }>(
    db,
    sql`select u.id, u.email, u.role, coalesce(trim(p.first_name || ' ' || p.last_name), u.email) as name
          from users u left join profiles p on p.user_id = u.id
         where u.id = ${id} and u.deleted_at is null`,
  );
}

export async function insertTenancy(
  tx: DbOrTx,
  t: {
    unitId: string;
    unitAddress: string;
    landlordId: number;
    createdBy: number;
    managedBy: number | null;
    landlordEmail: string | null;
    landlordConfirmed: boolean;
    tenantId: number | null;
    tenantEmail: string;
    tenantName: string;
    startDate: string;
    endDate: string;
    period: string;
    periods: number;
    rentKobo: number;
    cautionDepositKobo: number;
  },
) {
  return (await firstOf<{ id: number }>(
    tx,
    sql`insert into tenancies (unit_id, unit_address, landlord_id, created_by, managed_by, landlord_email,
          landlord_confirmed_at, tenant_id, tenant_email, tenant_name, start_date, end_date, period, periods, rent_kobo,
          caution_deposit_kobo)
        values (${t.unitId}::uuid, ${t.unitAddress}, ${t.landlordId}, ${t.createdBy}, ${t.managedBy},
          ${t.landlordEmail}, case when ${t.landlordConfirmed} then now() end, ${t.tenantId}, ${t.tenantEmail},
          ${t.tenantName}, ${t.startDate}::date, ${t.endDate}::date, ${t.period}, ${t.periods}, ${t.rentKobo},
          ${t.cautionDepositKobo})
        returning id`,
  ))!;
}

export async function insertInstallments(
  tx: DbOrTx,
  tenancyId: number,
  items: {
    sequence: number;
    dueDate: string;
    periodStart: string;
    periodEnd: string;
    amountKobo: number;
  }[],
) {
  for (const i of items)
    await tx.execute(
      sql`insert into rent_installments (tenancy_id, sequence, due_date, period_start, period_end, amount_kobo)
          values (${tenancyId}, ${i.sequence}, ${i.dueDate}::date, ${i.periodStart}::date, ${i.periodEnd}::date,
                  ${i.amountKobo})`,
    );
}

export async function tenancyById(db: DbOrTx, id: number) {
  return firstOf<TenancyRow>(db, sql`${TENANCY_SELECT} where t.id = ${id}`);
}

/** Tenancies where the user is the landlord, the agent managing it for the landlord, or the tenant. */
export async function tenanciesOf(db: DbOrTx, userId: number) {
  return rowsOf<TenancyRow>(
    db,
    sql`${TENANCY_SELECT}
        where t.landlord_id = ${userId} or t.managed_by = ${userId} or t.tenant_id = ${userId}
        order by t.start_date desc, t.id desc
        limit 200`,
  );
}

/** Links invitations sent to this email to the account (a tenant signing up with the invited address). */
export async function claimInvites(db: DbOrTx, userId: number, email: string) {
  await db.execute(
    sql`update tenancies set tenant_id = ${userId}, updated_at = now()
         where tenant_id is null and lower(tenant_email) = lower(${email}) and landlord_id <> ${userId}
           and managed_by is distinct from ${userId}`,
  );
}

/** Links tenancies an agent added for a landlord named by this email to the landlord's new account (ADR 0951). */
export async function claimLandlordInvites(db: DbOrTx, userId: number, email: string) {
  await db.execute(
    sql`update tenancies set landlord_id = ${userId}, updated_at = now()
         where managed_by is not null and landlord_id = managed_by and lower(landlord_email) = lower(${email})
           and managed_by <> ${userId} and tenant_id is distinct from ${userId}`,
  );
}

/** The named landlord confirms the agent (only while unconfirmed). */
export async function confirmAgent(db: DbOrTx, id: number, landlordId: number) {
  return firstOf<{ id: number }>(
    db,
    sql`update tenancies set landlord_confirmed_at = now(), updated_at = now()
         where id = ${id} and landlord_id = ${landlordId} and managed_by is not null
           and managed_by <> landlord_id and landlord_confirmed_at is null
        returning id`,
  );
}

/**
 * The landlord answers no: before confirming, the tenancy goes back to the agent alone (it was never the named
 * landlord's); after confirming, the landlord keeps it and the agent stops managing it.
 */
export async function dropAgent(db: DbOrTx, id: number, landlordId: number) {
  return firstOf<{ id: number; confirmed: boolean }>(
    db,
    sql`update tenancies t
           set landlord_id = case when o.landlord_confirmed_at is null then o.managed_by else o.landlord_id end,
               landlord_email = case when o.landlord_confirmed_at is null then null else o.landlord_email end,
               managed_by = null, landlord_confirmed_at = null, updated_at = now()
          from tenancies o
         where t.id = o.id and o.id = ${id} and o.landlord_id = ${landlordId} and o.managed_by is not null
           and o.managed_by <> o.landlord_id
        returning t.id, (o.landlord_confirmed_at is not null) as confirmed`,
  );
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

export async function setNotice(
  tx: DbOrTx,
  id: number,
  givenOn: string,
  by: "landlord" | "tenant",
  endDate: string,
) {
  return firstOf<{ id: number }>(
    tx,
    sql`update tenancies set notice_given_on = ${givenOn}::date, notice_by = ${by}, end_date = ${endDate}::date,
               status = 'ending', updated_at = now()
         where id = ${id} and notice_given_on is null and status = 'active'
        returning id`,
  );
}

/** Installments of a tenancy that fall wholly after its (shortened) end are dropped if nothing was paid on them. */
export async function dropInstallmentsAfter(tx: DbOrTx, tenancyId: number, endDate: string) {
  await tx.execute(
    sql`delete from rent_installments
         where tenancy_id = ${tenancyId} and period_start > ${endDate}::date and paid_kobo = 0`,
  );
}

export async function markRenewed(tx: DbOrTx, id: number, nextId: number) {
  await tx.execute(
    sql`update tenancies set status = 'renewed', renewed_by_id = ${nextId}, updated_at = now() where id = ${id}`,
  );
}

/** Tenancies past their end date become 'ended' (the sweep; idempotent). */
export async function endFinished(db: DbOrTx, today: string) {
  return rowsOf<{ id: number }>(
    db,
    sql`update tenancies set status = 'ended', updated_at = now()
         where status in ('active', 'ending') and end_date < ${today}::date returning id`,
  );
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

export interface MaintenanceRow {
  id: number;
  tenancy_id: number;
  raised_by: number;
  title: string;
  description: string;
  urgency: "low" | "normal" | "urgent" | "emergency";
  status: "open" | "assigned" | "in_progress" | "done" | "cancelled";
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: Date;
  updated_at: Date;
  unit_address: string;
  landlord_id: number;
  managed_by: number | null;
  tenant_id: number | null;
  tenant_name: string;
}

const MAINTENANCE_SELECT = sql`
  select m.id, m.tenancy_id, m.raised_by, m.title, m.description, m.urgency, m.status, m.assignee_id,
         coalesce(trim(ap.first_name || ' ' || ap.last_name), au.email) as assignee_name,
         m.created_at, m.updated_at, t.unit_address, t.landlord_id, t.managed_by, t.tenant_id,
         coalesce(nullif(trim(coalesce(tp.first_name, '') || ' ' || coalesce(tp.last_name, '')), ''),
                  nullif(t.tenant_name, ''), t.tenant_email) as tenant_name
    from maintenance_requests m
    join tenancies t on t.id = m.tenancy_id
    left join users au on au.id = m.assignee_id
    left join profiles ap on ap.user_id = m.assignee_id
    left join profiles tp on tp.user_id = t.tenant_id`;

export async function insertMaintenance(
  tx: DbOrTx,
  m: { tenancyId: number; raisedBy: number; title: string; description: string; urgency: string },
) {
  return (await firstOf<{ id: number }>(
    tx,
    sql`insert into maintenance_requests (tenancy_id, raised_by, title, description, urgency)
        values (${m.tenancyId}, ${m.raisedBy}, ${m.title}, ${m.description}, ${m.urgency}) returning id`,
  ))!;
}

export async function maintenanceById(db: DbOrTx, id: number) {
  return firstOf<MaintenanceRow>(db, sql`${MAINTENANCE_SELECT} where m.id = ${id}`);
}

export async function maintenanceOf(db: DbOrTx, userId: number) {
  return rowsOf<MaintenanceRow>(
    db,
    sql`${MAINTENANCE_SELECT}
        where t.landlord_id = ${userId} or t.managed_by = ${userId} or t.tenant_id = ${userId}
           or m.assignee_id = ${userId}
        order by m.created_at desc, m.id desc limit 200`,
  );
}

export async function updateMaintenance(tx: DbOrTx, id: number, status: string, assigneeId: number | null) {
  await tx.execute(
    sql`update maintenance_requests set status = ${status}, assignee_id = ${assigneeId}, updated_at = now()
         where id = ${id}`,
  );
}

export async function photosOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return rowsOf<{ id: number; request_id: number; storage_key: string }>(
    db,
    sql`select id, request_id, storage_key from maintenance_photos
         where request_id = any(${sql.param(requestIds)}::bigint[]) order by request_id, position, id`,
  );
}

export async function photoById(db: DbOrTx, id: number) {
  return firstOf<{ id: number; request_id: number; storage_key: string }>(
    db,
    sql`select id, request_id, storage_key from maintenance_photos where id = ${id}`,
  );
}

export async function photoCount(db: DbOrTx, requestId: number) {
  const row = await firstOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from maintenance_photos where request_id = ${requestId}`,
  );
  return Number(row?.n ?? 0);
}

export async function insertPhoto(db: DbOrTx, requestId: number, key: string, position: number) {
  await db.execute(
    sql`insert into maintenance_photos (request_id, storage_key, position) values (${requestId}, ${key}, ${position})`,
  );
}

// Figures --------------------------------------------------------------------------------

/** Live figures for /tenant, /landlords and /property-management (public listings only). */
export async function audienceFigures(db: DbOrTx) {
  const counts = (await firstOf<{
    rent_listings: number;
    sale_listings: number;
    landlords: number;
    tenants: number;
    tenancies: number;
  }>(
    db,
    sql`select
          (select count(*)::int from properties where deleted_at is null and status = 'available' and listing_type = 'rent') as rent_listings,
          (select count(*)::int from properties where deleted_at is null and status = 'available' and listing_type = 'sale') as sale_listings,
          (select count(*)::int from users where role = 'landlord' and status = 'active' and deleted_at is null) as landlords,
          (select count(*)::int from users where role = 'tenant' and status = 'active' and deleted_at is null) as tenants,
          (select count(*)::int from tenancies where status in ('active', 'ending')) as tenancies`,
  ))!;
  const yearly = sql`case when rent_period = 'month' then price * 12 else price end`;
  const rentable = sql`deleted_at is null and status = 'available' and listing_type = 'rent'
                       and rent_period in ('year', 'month')`;
  const byBedrooms = await rowsOf<{ bedrooms: number; median_yearly_kobo: number; listings: number }>(
    db,
    sql`select bedrooms, round(percentile_cont(0.5) within group (order by ${yearly}))::bigint as median_yearly_kobo,
               count(*)::int as listings
          from properties where ${rentable} and bedrooms between 1 and 5
         group by bedrooms order by bedrooms`,
  );
  const byCity = await rowsOf<{ city: string; median_yearly_kobo: number; listings: number }>(
    db,
    sql`select min(city) as city, round(percentile_cont(0.5) within group (order by ${yearly}))::bigint as median_yearly_kobo,
               count(*)::int as listings
          from properties where ${rentable} and city is not null and city <> ''
         group by lower(city) order by count(*) desc, lower(city) limit 6`,
  );
  return {
    ...counts,
    median_rents: byBedrooms.map((r) => ({
      bedrooms: Number(r.bedrooms),
      median_yearly_kobo: Number(r.median_yearly_kobo),
      listings: Number(r.listings),
    })),
    city_rents: byCity.map((r) => ({
      city: r.city,
      median_yearly_kobo: Number(r.median_yearly_kobo),
      listings: Number(r.listings),
    })),
  };
}
