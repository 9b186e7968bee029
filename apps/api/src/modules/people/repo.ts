/**
 * People SQL (issue 5, ADR 0400/0401): who is publicly listed, finding people (directories and search), person
 * cards, public and full profiles, ratings and reviews. Typed `sql` templates through the handle. The public
 * profile query never selects a premium column; the card's email is null before it leaves SQL unless the viewer
 * is the person or an admin.
 */
import type { ROLE_TITLES } from "@ile/contract";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { FEW, type IdPage, idPage, type Totals } from "../../db/id-page.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { pageWindow } from "../../platform/pagination.ts";
import { approvedNumbersSql, passedChecksSql } from "../trust/repo/badges.ts";

type Role = keyof typeof ROLE_TITLES;

/** The conditions every publicly listed person meets (aliases p = profiles, u = users). */
export const LISTED = sql`p.deleted_at is null and u.deleted_at is null and u.status = 'active'
  and u.role in ('tenant','landlord','agent','developer')`;

export interface PeopleSearch {
  tsquery: string | null;
  states: string[] | null;
  roles: string[] | null;
  /** Newest first instead of by relevance (directories). */
  order?: "relevance" | "newest" | "rating" | "name";
  /**
   * Rank by where the text words are (the search's order, ADR 0407): people with every word in their name,
   * place or occupation before those with one only in their bio; then verified, then newest. Only worth it when
   * the query has free-text words: place, role and profession filters match every result the same way, so those
   * are listed verified first, newest first, in index order (migration 0440).
   */
  ranked?: boolean;
  verifiedOnly?: boolean;
}

/** One page of listed people's user ids and the exact total (db/id-page.ts). */
export function findPeople(
  db: DbOrTx,
  q: PeopleSearch,
  page: number,
  limit: number,
  totals?: Totals,
  few = FEW,
  /** Count at most this many (db/id-page.ts). */
  cap?: number,
): Promise<IdPage> {
  const where: SQL[] = [LISTED];
  let rank = sql``;
  if (q.tsquery) {
    where.push(sql`p.search_doc @@ ${q.tsquery}::tsquery`);
    // Every text word (a bare prefix term) in the name, place or occupation parts.
    const head = q.tsquery.replace(/:\*(?!C)/g, ":*ABC");
    if (q.ranked !== false) rank = sql`(p.search_doc @@ ${head}::tsquery) desc, `;
  }
  if (q.states) where.push(sql`lower(p.state) = any(${sql.param(q.states)}::text[])`);
  if (q.roles) where.push(sql`u.role = any(${sql.param(q.roles)}::text[])`);
  if (q.verifiedOnly) where.push(sql`p.verified_at is not null`);
  const verifiedFirst = sql`(p.verified_at is not null) desc`;
  const order =
    q.order === "name"
      ? sql`lower(p.first_name) asc, lower(p.last_name) asc, p.user_id asc`
      : q.order === "rating"
        ? sql`coalesce(r.average, 0) desc, ${verifiedFirst}, p.user_id desc`
        : q.order === "newest"
          ? sql`p.user_id desc`
          : sql`${rank}${verifiedFirst}, p.user_id desc`;
  // Best rated: every review averaged once (a hash aggregate), not one subquery per person (150 → 60 ms on
  // 20,000 people). Names: read in index order (migration 0442).
  const from =
    q.order === "rating"
      ? sql`profiles p join users u on u.id = p.user_id
           left join (select subject_id, avg(rating) as average from reviews group by subject_id) r
             on r.subject_id = p.user_id`
      : sql`profiles p join users u on u.id = p.user_id`;
  return idPage(
    db,
    { from, where: sql.join(where, sql` and `), order, id: sql`p.user_id`, page, limit, cap },
    totals,
    few,
  );
}

export interface CardRow {
  id: number | string;
  first_name: string;
  last_name: string;
  email: string | null;
  slug: string;
  profile_picture: string | null;
  verified_at: Date | string | null;
  lasrera: boolean;
  cac: boolean;
  role: Role;
  occupation_job_title: string | null;
  service_area: string | null;
  city: string | null;
  state: string | null;
  unique_key: string;
  average_rating: number | string | null;
  reviews_count: number | string | null;
}

/** Card rows of the listed people among `userIds` (any order). */
export function cardRows(db: DbOrTx, userIds: number[], viewer: { userId: number; admin: boolean }) {
  return rowsOf<CardRow>(
    db,
    sql`select p.user_id as id, p.first_name, p.last_name, p.slug, p.profile_picture, p.verified_at,
            ${passedChecksSql(sql`p.user_id`, "")},
            p.occupation_job_title, p.service_area, p.city, p.state, p.unique_key, u.role,
            case when p.user_id = ${viewer.userId} or ${viewer.admin} then u.email end as email,
            coalesce(r.average_rating, 0) as average_rating, coalesce(r.reviews_count, 0) as reviews_count
       from profiles p join users u on u.id = p.user_id
       left join lateral (select avg(rating)::float8 as average_rating, count(*)::int as reviews_count
                            from reviews where subject_id = p.user_id) r on true
      where p.user_id = any(${sql.param(userIds)}::bigint[]) and ${LISTED}`,
  );
}

export type ProfileKey = { userId: number } | { slug: string } | { uniqueKey: string };

function keyWhere(key: ProfileKey): SQL {
  if ("userId" in key) return sql`p.user_id = ${key.userId}`;
  if ("slug" in key) return sql`p.slug = ${key.slug}`;
  return sql`p.unique_key = ${key.uniqueKey}`;
}

const PUBLIC_COLUMNS = sql`p.user_id as id, p.unique_key, p.slug, u.role, p.first_name, p.last_name, p.city, p.state,
  p.country, p.profile_picture, p.bio, p.years_of_experience, p.occupation_job_title, p.company_name,
  p.company_employer, p.industry_field, p.skills, p.certifications, p.website, p.social_media_links,
  p.license_number, p.company_registration_number, p.service_area, p.availability, p.price_range, p.portfolio,
  p.business_hours, p.number_of_employees, p.qualification, p.work_experience, p.language_preference,
  p.properties_managed, p.properties_sold, p.projects_completed, p.area_of_expertise, p.service_description,
  p.verified_at, p.created_at, p.updated_at, ${approvedNumbersSql(sql`p.user_id`)}`;

const PREMIUM_COLUMNS = sql`u.email, u.phone, p.address, to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth,
  p.gender, p.marital_status, p.notification_preference`;

export type ProfileRow = Record<string, unknown> & {
  id: number | string;
  role: Role;
  first_name: string;
  last_name: string;
};

/** A listed person's id, unique key and role, or undefined. */
export function listedPerson(db: DbOrTx, key: ProfileKey) {
  return firstOf<{ id: number | string; unique_key: string; role: string }>(
    db,
    sql`select p.user_id as id, p.unique_key, u.role from profiles p join users u on u.id = p.user_id
      where ${keyWhere(key)} and ${LISTED}`,
  );
}

/** A listed person's public columns (premium ones are not selected), or undefined. */
export function publicProfileRow(db: DbOrTx, key: ProfileKey) {
  return firstOf<ProfileRow>(
    db,
    sql`select ${PUBLIC_COLUMNS} from profiles p join users u on u.id = p.user_id where ${keyWhere(key)} and ${LISTED}`,
  );
}

/** A listed person's public and premium columns: read only after entitlements allowed it. */
export function fullProfileRow(db: DbOrTx, key: ProfileKey) {
  return firstOf<ProfileRow>(
    db,
    sql`select ${PUBLIC_COLUMNS}, ${PREMIUM_COLUMNS}
       from profiles p join users u on u.id = p.user_id where ${keyWhere(key)} and ${LISTED}`,
  );
}

/** The bare facts a locked profile's 402 names, or undefined when not listed. */
export function headlineRow(db: DbOrTx, uniqueKey: string) {
  return firstOf<{
    id: number | string;
    first_name: string;
    last_name: string;
    role: Role;
    profile_picture: string | null;
    slug: string;
    unique_key: string;
  }>(
    db,
    sql`select p.user_id as id, p.first_name, p.last_name, u.role, p.profile_picture, p.slug, p.unique_key
       from profiles p join users u on u.id = p.user_id where p.unique_key = ${uniqueKey} and ${LISTED}`,
  );
}

/** The person's latest KYC submission (its files stay private to them and admins). */
export function latestKyc(db: DbOrTx, userId: number) {
  return firstOf<{ id: number | string; document_type: string; back_file: string | null }>(
    db,
    sql`select id, document_type, back_file from kyc_submissions where user_id = ${userId} order by id desc limit 1`,
  );
}

/** How many reviews gave each rating. */
export function ratingCounts(db: DbOrTx, userId: number) {
  return rowsOf<{ rating: number; n: number | string }>(
    db,
    sql`select rating, count(*)::int as n from reviews where subject_id = ${userId} group by rating`,
  );
}

export interface ReviewRow {
  id: number | string;
  subject_id: number | string;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  reviewer_id: number | string;
  reviewer_first: string | null;
  reviewer_last: string | null;
  reviewer_picture: string | null;
}

const REVIEW_SELECT = sql`select r.id, r.subject_id, r.rating, r.comment, r.reply, r.replied_at, r.created_at,
    r.updated_at, r.reviewer_id, rp.first_name as reviewer_first, rp.last_name as reviewer_last,
    rp.profile_picture as reviewer_picture
  from reviews r left join profiles rp on rp.user_id = r.reviewer_id and rp.deleted_at is null`;

/** One page of a person's reviews, newest first. */
export function reviewPage(db: DbOrTx, subjectId: number, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  return rowsOf<ReviewRow>(
    db,
    sql`${REVIEW_SELECT} where r.subject_id = ${subjectId} order by r.created_at desc, r.id desc
      ${sql.raw(`limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`)}`,
  );
}

export function reviewBy(db: DbOrTx, subjectId: number, reviewerId: number) {
  return firstOf<ReviewRow>(
    db,
    sql`${REVIEW_SELECT} where r.subject_id = ${subjectId} and r.reviewer_id = ${reviewerId}`,
  );
}

export function reviewById(db: DbOrTx, id: number) {
  return firstOf<ReviewRow>(db, sql`${REVIEW_SELECT} where r.id = ${id}`);
}

/** Stores a review unless the reviewer already reviewed the person (a unique constraint decides races). */
export async function insertReview(
  db: DbOrTx,
  r: { subjectId: number; reviewerId: number; rating: number; comment: string | null },
): Promise<number | null> {
  const row = await firstOf<{ id: number | string }>(
    db,
    sql`insert into reviews (subject_id, reviewer_id, rating, comment)
      values (${r.subjectId}, ${r.reviewerId}, ${r.rating}, ${r.comment})
      on conflict on constraint reviews_once_per_reviewer do nothing returning id`,
  );
  return row ? Number(row.id) : null;
}

export async function updateReview(db: DbOrTx, id: number, rating: number, comment: string | null) {
  await db.execute(
    sql`update reviews set rating = ${rating}, comment = ${comment}, updated_at = now() where id = ${id}`,
  );
}

export async function deleteReview(db: DbOrTx, id: number) {
  await db.execute(sql`delete from reviews where id = ${id}`);
}

export async function replyToReview(db: DbOrTx, id: number, reply: string) {
  await db.execute(
    sql`update reviews set reply = ${reply}, replied_at = now(), updated_at = now() where id = ${id}`,
  );
}
