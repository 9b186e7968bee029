/** SQL of property management (ADR 0950): typed `sql` templates through the handle. Money kobo, dates text. Tenancies, units and people here. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

// The rent and maintenance halves live beside this file; callers reach all three through this module.
export * from "./maintenance.repo.ts";
export * from "./rent.repo.ts";

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
