/** Profiles (SQL only; the rules are in ../profile-service.ts). */
import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { profiles } from "../../../db/schema/accounts.ts";

export interface ProfileRow extends Record<string, unknown> {
  user_id: number;
  profile_picture: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
}

/** The whole SPEC §3 profile row of a live account, premium fields included. */
export function ownProfileRow(db: DbOrTx, userId: number) {
  return firstOf<ProfileRow>(
    db,
    sql`select p.id, p.user_id, p.unique_key, u.role, p.first_name, p.last_name, u.email, u.phone, p.address, p.city,
               p.state, p.country, p.profile_picture, p.bio, p.years_of_experience, p.occupation_job_title,
               p.company_name, p.company_employer, p.industry_field, p.skills, p.certifications, p.website,
               p.social_media_links, p.license_number, p.company_registration_number, p.service_area, p.availability,
               p.price_range, p.portfolio, p.business_hours, to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
               p.gender, p.marital_status, p.number_of_employees, p.qualification, p.work_experience, p.verified_at,
               p.slug, p.created_at, p.updated_at, p.notification_preference, p.language_preference, p.deleted_at,
               p.properties_managed, p.properties_sold, p.projects_completed, p.area_of_expertise,
               p.service_description, u.email_verified_at, u.phone_verified_at, u.login_codes
          from profiles p join users u on u.id = p.user_id
         where p.user_id = ${userId} and p.deleted_at is null and u.deleted_at is null`,
  );
}

/** The latest 50 reviews of a person, with their reviewers' names. */
export function reviewsOf(db: DbOrTx, userId: number) {
  return rowsOf<Record<string, unknown>>(
    db,
    sql`select r.id, r.rating, r.comment, r.reply, r.replied_at, r.created_at,
               trim(rp.first_name || ' ' || rp.last_name) as reviewer_name, rp.slug as reviewer_slug
          from reviews r join profiles rp on rp.user_id = r.reviewer_id
         where r.subject_id = ${userId} and rp.deleted_at is null
         order by r.created_at desc limit 50`,
  );
}

/** The live profile's picture (null without one); undefined when there is no live profile. */
export async function pictureOf(db: DbOrTx, userId: number) {
  const row = await firstOf<{ profile_picture: string | null }>(
    db,
    sql`select profile_picture from profiles where user_id = ${userId} and deleted_at is null`,
  );
  return row ? row.profile_picture : undefined;
}

/** The user behind a live profile's unique key, or null. */
export async function ownerOfKey(db: DbOrTx, uniqueKey: string) {
  const row = await firstOf<{ user_id: number }>(
    db,
    sql`select p.user_id from profiles p join users u on u.id = p.user_id
         where p.unique_key = ${uniqueKey} and p.deleted_at is null and u.deleted_at is null`,
  );
  return row ? Number(row.user_id) : null;
}

const byColumnName = new Map(Object.values(getTableColumns(profiles)).map((c) => [c.name, c]));
const keyOf = new Map(Object.entries(getTableColumns(profiles)).map(([key, c]) => [c.name, key]));

/** Sets the given columns (by their SQL names) of a live profile; unknown names are refused. */
export async function updateProfile(db: DbOrTx, userId: number, columns: Record<string, unknown>) {
  const set: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    if (!byColumnName.has(name)) throw new Error(`profiles has no column ${name}`);
    set[keyOf.get(name)!] = value;
  }
  if (!Object.keys(set).length) return;
  await db
    .update(profiles)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)));
}

export async function softDeleteProfile(db: DbOrTx, userId: number) {
  await db
    .update(profiles)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Shows the verified badge (an approved KYC). */
export async function markProfileVerified(db: DbOrTx, userId: number) {
  await db
    .update(profiles)
    .set({ verifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Inserts a profile; null when its slug is taken (the caller tries another). */
export async function insertProfile(db: DbOrTx, values: typeof profiles.$inferInsert) {
  const [profile] = await db
    .insert(profiles)
    .values(values)
    .onConflictDoNothing({ target: profiles.slug })
    .returning();
  return profile ?? null;
}
