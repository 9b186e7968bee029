/**
 * Other people's profiles (SPEC §3 Profile): the public part everyone sees, and the full part (with the premium
 * fields: email, phone, address, documents, personal data) that only `GET /api/search?unique_key=` returns,
 * after entitlements allow it. Two separate SELECT lists: the public one never reads a premium column, so no
 * serialiser mistake can leak one. In public shapes `id` is the person's user id (as a listing's owner.id).
 */
import {
  type FullProfile,
  type PublicProfile,
  type Review,
  ROLE_TITLES,
  webLinkOrNull,
  webLinksOnly,
} from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import { roundRating } from "./cards.ts";
import {
  fullProfileRow,
  headlineRow,
  latestKyc,
  listedPerson,
  type ProfileKey,
  type ProfileRow,
  publicProfileRow,
  type ReviewRow,
  ratingCounts,
  reviewPage,
} from "./repo.ts";

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

export type { ProfileKey };

/** A profile's public unique key (SPEC §3): "ILE-" and 10 capitals or digits. */
export const UNIQUE_KEY = /^ILE-[A-Z0-9]{10}$/;

/**
 * A path segment of /api/people/{key}: digits are a user id, a unique key (SPEC §3, "ILE-" and 10 capitals or
 * digits; it is public) is that, anything else a slug (slugs are lower case).
 */
export function profileKeyOf(raw: string): ProfileKey {
  const key = raw.trim();
  if (/^\d{1,15}$/.test(key)) return { userId: Number(key) };
  if (UNIQUE_KEY.test(key)) return { uniqueKey: key };
  return { slug: key.toLowerCase() };
}

export interface RatingSummary {
  average_rating: number;
  reviews_count: number;
  breakdown: Record<string, number>;
}

export async function ratingOf(db: DbOrTx, userId: number): Promise<RatingSummary> {
  const rows = await ratingCounts(db, userId);
  const breakdown: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = 0;
  let count = 0;
  for (const r of rows) {
    breakdown[String(r.rating)] = Number(r.n);
    sum += Number(r.rating) * Number(r.n);
    count += Number(r.n);
  }
  return { average_rating: count ? roundRating(sum / count) : 0, reviews_count: count, breakdown };
}

export function toReview(r: ReviewRow): Review {
  const name = [r.reviewer_first, r.reviewer_last].filter(Boolean).join(" ").trim();
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    comment: r.comment,
    reviewer: {
      id: Number(r.reviewer_id),
      name: name || "Former member",
      profile_picture: r.reviewer_picture ?? null,
    },
    reply: r.reply,
    replied_at: iso(r.replied_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

export async function latestReviews(db: DbOrTx, userId: number, limit: number) {
  return (await reviewPage(db, userId, 1, limit)).map(toReview);
}

function toPublic(row: ProfileRow, rating: RatingSummary, reviews: Review[]): PublicProfile {
  return {
    id: Number(row.id),
    unique_key: String(row.unique_key),
    slug: String(row.slug),
    role: row.role,
    role_title: ROLE_TITLES[row.role] ?? "User",
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    city: text(row.city),
    state: text(row.state),
    country: text(row.country),
    profile_picture: text(row.profile_picture),
    bio: text(row.bio),
    years_of_experience: num(row.years_of_experience),
    occupation_job_title: text(row.occupation_job_title),
    company_name: text(row.company_name),
    company_employer: text(row.company_employer),
    industry_field: text(row.industry_field),
    skills: list(row.skills),
    certifications: list(row.certifications),
    // Links only when http(s) (rows stored before the contract's URL check may hold others; ADR 0015).
    website: webLinkOrNull(text(row.website)),
    social_media_links: webLinksOnly(list(row.social_media_links)),
    license_number: text(row.license_number),
    company_registration_number: text(row.company_registration_number),
    service_area: text(row.service_area),
    availability: text(row.availability),
    price_range: text(row.price_range),
    portfolio: text(row.portfolio),
    business_hours: text(row.business_hours),
    number_of_employees: num(row.number_of_employees),
    qualification: text(row.qualification),
    work_experience: text(row.work_experience),
    language_preference: list(row.language_preference),
    properties_managed: num(row.properties_managed),
    properties_sold: num(row.properties_sold),
    projects_completed: num(row.projects_completed),
    area_of_expertise: text(row.area_of_expertise),
    service_description: text(row.service_description),
    verified: row.verified_at !== null && row.verified_at !== undefined,
    verified_at: iso(row.verified_at),
    checks: {
      identity: row.verified_at !== null && row.verified_at !== undefined,
      lasrera: row.lasrera_number !== null && row.lasrera_number !== undefined,
      cac: row.cac_number !== null && row.cac_number !== undefined,
    },
    lasrera_number: text(row.lasrera_number),
    cac_number: text(row.cac_number),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    average_rating: rating.average_rating,
    reviews_count: rating.reviews_count,
    reviews,
  };
}

const LATEST_REVIEWS = 5;

/** The user id of a listed profile, or null. */
export async function listedUser(
  db: DbOrTx,
  key: ProfileKey,
): Promise<{ userId: number; uniqueKey: string; role: string } | null> {
  const row = await listedPerson(db, key);
  return row ? { userId: Number(row.id), uniqueKey: row.unique_key, role: row.role } : null;
}

/** The public profile of a listed person, or null. Premium columns are not even selected. */
export async function publicProfile(db: DbOrTx, key: ProfileKey): Promise<PublicProfile | null> {
  const row = await publicProfileRow(db, key);
  if (!row) return null;
  const id = Number(row.id);
  const [rating, reviews] = await Promise.all([ratingOf(db, id), latestReviews(db, id, LATEST_REVIEWS)]);
  return toPublic(row, rating, reviews);
}

/**
 * The whole profile, premium fields included: call only after entitlements allowed it. `withDocuments` adds
 * the KYC files, which stay private to the person and admins (ARCHITECTURE §4) even for paying viewers.
 */
export async function fullProfile(
  db: DbOrTx,
  key: ProfileKey,
  withDocuments: boolean,
): Promise<FullProfile | null> {
  const row = await fullProfileRow(db, key);
  if (!row) return null;
  const id = Number(row.id);
  const [rating, reviews, documents] = await Promise.all([
    ratingOf(db, id),
    latestReviews(db, id, LATEST_REVIEWS),
    withDocuments ? kycDocuments(db, id) : Promise.resolve([]),
  ]);
  return {
    ...toPublic(row, rating, reviews),
    email: text(row.email),
    phone: text(row.phone),
    address: text(row.address),
    date_of_birth: text(row.date_of_birth),
    gender: text(row.gender),
    marital_status: text(row.marital_status),
    notification_preference: text(row.notification_preference),
    documents,
  };
}

async function kycDocuments(db: DbOrTx, userId: number) {
  const kyc = await latestKyc(db, userId);
  if (!kyc) return [];
  const url = (which: string) => `/api/kyc/files/${kyc.id}/${which}`;
  const docs = [{ id: `${kyc.id}-front`, kind: kyc.document_type, name: "Front", url: url("front") }];
  if (kyc.back_file)
    docs.push({ id: `${kyc.id}-back`, kind: kyc.document_type, name: "Back", url: url("back") });
  return docs;
}

/** The bare facts the 402 reply names (who the locked profile belongs to), or null when not listed. */
export async function profileHeadline(db: DbOrTx, uniqueKey: string) {
  const row = await headlineRow(db, uniqueKey);
  if (!row) return null;
  return {
    userId: Number(row.id),
    uniqueKey: row.unique_key,
    profile: {
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      role_title: ROLE_TITLES[row.role] ?? "User",
      profile_picture: row.profile_picture,
      slug: row.slug,
    },
  };
}
