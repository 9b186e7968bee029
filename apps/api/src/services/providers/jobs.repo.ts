/** SQL of the providers' job requests (ADR 0300): a job, its photos and its thread of events. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";
import { onSide } from "../../platform/parties.repo.ts";

export interface JobRow {
  id: number;
  provider_id: number;
  provider_name: string;
  provider_category: string;
  provider_user_id: number;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  provider_email: string;
  provider_phone: string | null;
  title: string;
  details: string;
  address: string;
  state: string;
  city: string;
  wanted_on: string | null;
  budget_kobo: number | null;
  status: "requested" | "quoted" | "accepted" | "done" | "cancelled";
  quote_kobo: number | null;
  quote_note: string | null;
  reviewed: boolean;
  photos: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const JOB_SELECT = sql`
  select j.id, j.provider_id, p.name as provider_name, p.category as provider_category, p.user_id as provider_user_id,
    j.customer_id, trim(coalesce(cp.first_name, '') || ' ' || coalesce(cp.last_name, '')) as customer_name,
    cu.email as customer_email, cu.phone as customer_phone, p.email as provider_email, p.phone as provider_phone,
    j.title, j.details, j.address, j.state, j.city, j.wanted_on::text as wanted_on, j.budget_kobo, j.status,
    j.quote_kobo, j.quote_note, exists (select 1 from provider_reviews r where r.job_id = j.id) as reviewed,
    (select array_agg(ph.storage_key order by ph.id) from provider_job_photos ph where ph.job_id = j.id) as photos,
    j.created_at, j.updated_at
  from provider_jobs j
  join service_providers p on p.id = j.provider_id
  join users cu on cu.id = j.customer_id
  left join profiles cp on cp.user_id = j.customer_id`;

export const jobById = (db: DbOrTx, id: number) => firstOf<JobRow>(db, sql`${JOB_SELECT} where j.id = ${id}`);

export async function jobsOf(
  db: DbOrTx,
  userId: number,
  as: "customer" | "provider" | undefined,
  window: { offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = onSide(userId, as, { customer: sql`j.customer_id`, provider: sql`p.user_id` });
  return rowsAndTotal<JobRow>(
    db,
    sql`${JOB_SELECT} where ${where} order by j.updated_at desc, j.id desc limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from provider_jobs j join service_providers p on p.id = j.provider_id where ${where}`,
  );
}

export async function insertJob(
  db: DbOrTx,
  v: {
    providerId: number;
    customerId: number;
    title: string;
    details: string;
    address: string;
    state: string;
    city: string;
    wantedOn: string | null;
    budgetKobo: number | null;
  },
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into provider_jobs (provider_id, customer_id, title, details, address, state, city, wanted_on, budget_kobo)
        values (${v.providerId}, ${v.customerId}, ${v.title}, ${v.details}, ${v.address}, ${v.state}, ${v.city},
          ${v.wantedOn}::date, ${v.budgetKobo})
        returning id`,
  );
  return row!.id;
}

export async function insertJobPhoto(db: DbOrTx, jobId: number, key: string): Promise<void> {
  await db.execute(sql`insert into provider_job_photos (job_id, storage_key) values (${jobId}, ${key})`);
}

/**
 * Moves a job from one of `from` to `to` in one conditional update (so two clicks, or two sides at once, move it
 * once); returns false when the job was not in one of those states.
 */
export async function moveJob(
  db: DbOrTx,
  id: number,
  from: readonly string[],
  to: string,
  extra: { quoteKobo?: number; quoteNote?: string; cancelledBy?: number } = {},
): Promise<boolean> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`update provider_jobs set status = ${to}, updated_at = now(),
          quote_kobo = coalesce(${extra.quoteKobo ?? null}::bigint, quote_kobo),
          quote_note = coalesce(${extra.quoteNote ?? null}::text, quote_note),
          cancelled_by = coalesce(${extra.cancelledBy ?? null}::bigint, cancelled_by)
        where id = ${id} and status = any(${sql.param([...from])}::text[])
        returning id`,
  );
  return row !== null;
}

export async function insertEvent(
  db: DbOrTx,
  jobId: number,
  authorId: number,
  kind: string,
  body: string,
): Promise<void> {
  await db.execute(
    sql`insert into provider_job_events (job_id, author_id, kind, body) values (${jobId}, ${authorId}, ${kind}, ${body})`,
  );
}

export interface EventRow {
  id: number;
  job_id: number;
  author_id: number;
  kind: string;
  body: string;
  created_at: Date;
}

export const eventsOf = (db: DbOrTx, jobIds: number[]) =>
  rowsOf<EventRow>(
    db,
    sql`select id, job_id, author_id, kind, body, created_at from provider_job_events
        where job_id = any(${sql.param(jobIds)}::bigint[]) order by id`,
  );
