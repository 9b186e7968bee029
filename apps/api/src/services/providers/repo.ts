/** SQL of the service-providers service (typed `sql` templates through the handle; ADR 0300). */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countAlways, idPage, type Totals } from "../../db/id-page.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface ProviderRow {
  id: number;
  user_id: number;
  name: string;
  category: string;
  speciality: string;
  state: string;
  city: string;
  service_areas: string[];
  email: string;
  phone: string | null;
  phone2: string | null;
  pricing: string;
  price_min_kobo: number | null;
  price_max_kobo: number | null;
  experience_years: number | null;
  bio: string;
  licence_body: string | null;
  licence_number: string | null;
  availability: string;
  bank_name: string | null;
  account_number: string | null;
  payment_method: string | null;
  image_key: string | null;
  views: number;
  rating_count: number;
  rating_sum: number;
  verified: boolean;
  photos: string[] | null;
  created_at: Date;
}

export interface ProviderFilters {
  category?: string;
  /** Folded spellings of the state (platform/language parseState). */
  states?: string[];
  city?: string;
  query?: string;
  verified?: boolean;
  id?: number;
}

const SELECT = sql`
  select p.id, p.user_id, p.name, p.category, p.speciality, p.state, p.city, p.service_areas, p.email, p.phone,
    p.phone2, p.pricing, p.price_min_kobo, p.price_max_kobo, p.experience_years, p.bio, p.licence_body,
    p.licence_number, p.availability, p.bank_name, p.account_number, p.payment_method, p.image_key, p.views,
    p.rating_count, p.rating_sum, (pr.verified_at is not null) as verified, p.created_at,
    (select array_agg(ph.storage_key order by ph.position, ph.id) from provider_photos ph where ph.provider_id = p.id)
      as photos
  from service_providers p
  join users u on u.id = p.user_id
  left join profiles pr on pr.user_id = p.user_id`;

/** Words of a free-text query as a prefix tsquery ("plumb lekki" → plumb:* & lekki:*), or null when none. */
export function prefixQuery(text: string | undefined): string | null {
  const words = (text ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/**
 * The directory's filters on `service_providers p` alone (migration 0330's indexes): providers of accounts that
 * are suspended, deleted or not yet confirmed are left out by an anti-join on those few accounts; `city` is the
 * provider's town or one of its served areas, any case.
 */
/** A live provider (`p`) of an active account: an anti-join on the few other accounts (migration 0330). */
export const LISTED = sql`p.deleted_at is null and not exists (select 1 from users u where u.id = p.user_id
  and (u.deleted_at is not null or u.status <> 'active'))`;

/** The provider (`p`) works in one of `places` (folded): its own town or a served area (migration 0330's index). */
export const worksIn = (places: string[]) =>
  sql`ile_places(p.city, p.service_areas) && ${sql.param(places)}::text[]`;

function whereOf(f: ProviderFilters): SQL {
  const parts: SQL[] = [LISTED];
  if (f.id) parts.push(sql`p.id = ${f.id}`);
  if (f.category) parts.push(sql`p.category = ${f.category}`);
  if (f.states) parts.push(sql`lower(p.state) = any(${sql.param(f.states)}::text[])`);
  if (f.city) parts.push(worksIn([f.city.toLowerCase()]));
  const q = prefixQuery(f.query);
  if (q) parts.push(sql`p.search @@ to_tsquery('simple', ${q})`);
  if (f.verified !== undefined)
    parts.push(
      sql`${f.verified ? sql`` : sql`not `}exists (select 1 from profiles pr where pr.user_id = p.user_id and pr.verified_at is not null)`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * One page of the directory, newest first: ids and the total through db/id-page.ts (the total first, reused
 * through `totals`), then the page's rows with their photos by id, so photo lists are read for the page's rows
 * only, not for every match before the sort.
 */
export async function listProviders(
  db: DbOrTx,
  f: ProviderFilters,
  window: { page: number; limit: number },
  totals: Totals = countAlways,
): Promise<{ rows: ProviderRow[]; total: number }> {
  const { ids, total } = await idPage(
    db,
    {
      from: sql`service_providers p`,
      where: whereOf(f),
      order: sql`p.id desc`,
      id: sql`p.id`,
      ...window,
    },
    totals,
  );
  if (!ids.length) return { rows: [], total };
  const rows = await rowsOf<ProviderRow>(
    db,
    sql`${SELECT} where p.id = any(${sql.param(ids)}::bigint[]) order by p.id desc`,
  );
  return { rows, total };
}

export const providerById = (db: DbOrTx, id: number) =>
  firstOf<ProviderRow>(
    db,
    sql`${SELECT} where p.id = ${id} and p.deleted_at is null and u.deleted_at is null`,
  );

export const providerByUser = (db: DbOrTx, userId: number) =>
  firstOf<ProviderRow>(db, sql`${SELECT} where p.user_id = ${userId} and p.deleted_at is null`);

export async function bumpViews(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`update service_providers set views = views + 1 where id = ${id}`);
}

export interface ProviderValues {
  name: string;
  category: string;
  speciality: string;
  state: string;
  city: string;
  serviceAreas: string[];
  email: string;
  phone: string | null;
  phone2: string | null;
  pricing: string;
  priceMinKobo: number | null;
  priceMaxKobo: number | null;
  experienceYears: number | null;
  bio: string;
  licenceBody: string | null;
  licenceNumber: string | null;
  availability: string;
  bankName: string | null;
  accountNumber: string | null;
  paymentMethod: string | null;
}

/** Inserts the user's profile; null when the user already has one (the unique user_id). */
export async function insertProvider(
  db: DbOrTx,
  userId: number,
  v: ProviderValues,
  seed?: { key: string; demo: boolean; createdAt?: Date },
): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into service_providers (user_id, name, category, speciality, state, city, service_areas, email,
          phone, phone2, pricing, price_min_kobo, price_max_kobo, experience_years, bio, licence_body, licence_number,
          availability, bank_name, account_number, payment_method, demo, seed_key, created_at)
        values (${userId}, ${v.name}, ${v.category}, ${v.speciality}, ${v.state}, ${v.city},
          ${sql.param(v.serviceAreas)}::text[], ${v.email}, ${v.phone}, ${v.phone2}, ${v.pricing}, ${v.priceMinKobo},
          ${v.priceMaxKobo}, ${v.experienceYears}, ${v.bio}, ${v.licenceBody}, ${v.licenceNumber}, ${v.availability},
          ${v.bankName}, ${v.accountNumber}, ${v.paymentMethod}, ${seed?.demo ?? false}, ${seed?.key ?? null},
          ${seed?.createdAt ?? sql`now()`})
        on conflict do nothing
        returning id`,
  );
  return row?.id ?? null;
}

export async function updateProvider(db: DbOrTx, id: number, v: ProviderValues): Promise<void> {
  await db.execute(
    sql`update service_providers set name = ${v.name}, category = ${v.category}, speciality = ${v.speciality},
          state = ${v.state}, city = ${v.city}, service_areas = ${sql.param(v.serviceAreas)}::text[],
          email = ${v.email}, phone = ${v.phone}, phone2 = ${v.phone2}, pricing = ${v.pricing},
          price_min_kobo = ${v.priceMinKobo}, price_max_kobo = ${v.priceMaxKobo},
          experience_years = ${v.experienceYears}, bio = ${v.bio}, licence_body = ${v.licenceBody},
          licence_number = ${v.licenceNumber}, availability = ${v.availability}, bank_name = ${v.bankName},
          account_number = ${v.accountNumber}, payment_method = ${v.paymentMethod}, updated_at = now()
        where id = ${id}`,
  );
}

export async function photoCount(db: DbOrTx, providerId: number): Promise<number> {
  const row = await firstOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from provider_photos where provider_id = ${providerId}`,
  );
  return row?.n ?? 0;
}

export async function insertPhoto(db: DbOrTx, providerId: number, key: string): Promise<void> {
  await db.execute(
    sql`insert into provider_photos (provider_id, storage_key, position)
        values (${providerId}, ${key}, (select coalesce(max(position) + 1, 0) from provider_photos where provider_id = ${providerId}))`,
  );
  await db.execute(
    sql`update service_providers set image_key = coalesce(image_key, ${key}) where id = ${providerId}`,
  );
}

/** True when the state names one of the states of the places table (the app's geo data). */
export async function stateName(db: DbOrTx, state: string): Promise<string | null> {
  const row = await firstOf<{ name: string }>(
    db,
    sql`select name from states where lower(name) = lower(${state}) limit 1`,
  );
  return row?.name ?? null;
}

// ── jobs ─────────────────────────────────────────────────────────────────────────────────────────────────

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
  const where =
    as === "customer"
      ? sql`j.customer_id = ${userId}`
      : as === "provider"
        ? sql`p.user_id = ${userId}`
        : sql`(j.customer_id = ${userId} or p.user_id = ${userId})`;
  const [rows, count] = await Promise.all([
    rowsOf<JobRow>(
      db,
      sql`${JOB_SELECT} where ${where} order by j.updated_at desc, j.id desc limit ${window.limit} offset ${window.offset}`,
    ),
    firstOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from provider_jobs j join service_providers p on p.id = j.provider_id where ${where}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
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

// ── reviews ──────────────────────────────────────────────────────────────────────────────────────────────

export interface ReviewRow {
  id: number;
  provider_id: number;
  job_id: number;
  author_name: string;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

/** Stores the review and adds it to the provider's totals; null when the job already has one. */
export async function insertReview(
  db: DbOrTx,
  v: { providerId: number; jobId: number; authorId: number; rating: number; comment: string },
): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into provider_reviews (provider_id, job_id, author_id, rating, comment)
        values (${v.providerId}, ${v.jobId}, ${v.authorId}, ${v.rating}, ${v.comment})
        on conflict (job_id) do nothing returning id`,
  );
  if (!row) return null;
  await db.execute(
    sql`update service_providers set rating_count = rating_count + 1, rating_sum = rating_sum + ${v.rating}
        where id = ${v.providerId}`,
  );
  return row.id;
}

export async function reviewsOf(
  db: DbOrTx,
  providerId: number,
  window: { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    rowsOf<ReviewRow>(
      db,
      sql`select r.id, r.provider_id, r.job_id, r.rating, r.comment, r.reply, r.replied_at, r.created_at,
            trim(coalesce(pr.first_name, '') || ' ' || left(coalesce(pr.last_name, ''), 1)) as author_name
          from provider_reviews r left join profiles pr on pr.user_id = r.author_id
          where r.provider_id = ${providerId} order by r.id desc limit ${window.limit} offset ${window.offset}`,
    ),
    firstOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from provider_reviews where provider_id = ${providerId}`,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const reviewById = (db: DbOrTx, id: number) =>
  firstOf<{ id: number; provider_id: number; reply: string | null }>(
    db,
    sql`select id, provider_id, reply from provider_reviews where id = ${id}`,
  );

/** The provider's one reply: set only while there is none. */
export async function setReply(db: DbOrTx, id: number, reply: string): Promise<boolean> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`update provider_reviews set reply = ${reply}, replied_at = now(), updated_at = now()
        where id = ${id} and reply is null returning id`,
  );
  return row !== null;
}

export const userContact = (db: DbOrTx, userId: number) =>
  firstOf<{ email: string; phone: string | null; name: string; role: string; verified: boolean }>(
    db,
    sql`select u.email, u.phone, u.role, (p.verified_at is not null) as verified,
          trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as name
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
