/**
 * SQL of the service-providers directory and profiles (typed `sql` templates through the handle; ADR 0300). Jobs
 * are jobs.repo.ts, reviews reviews.repo.ts, the served areas and states areas.repo.ts.
 */
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

/** A live provider (`p`) of an active account: an anti-join on the few other accounts (migration 0330). */
export const LISTED = sql`p.deleted_at is null and not exists (select 1 from users u where u.id = p.user_id
  and (u.deleted_at is not null or u.status <> 'active'))`;

/** The provider (`p`) works in one of `places` (folded): its own town or a served area (migration 0330's index). */
export const worksIn = (places: string[]) =>
  sql`ile_places(p.city, p.service_areas) && ${sql.param(places)}::text[]`;

/**
 * The directory's filters on `service_providers p` alone (migration 0330's indexes): providers of accounts that
 * are suspended, deleted or not yet confirmed are left out by an anti-join on those few accounts; `city` is the
 * provider's town or one of its served areas, any case.
 */
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
