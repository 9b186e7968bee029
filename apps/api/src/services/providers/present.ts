/**
 * How the service-providers service shows its rows (ADR 0300): money in naira, photo paths relative to the
 * service's base, the average rating, and the wire shapes of a provider, a job and a review.
 */

import type { JobWire, ProviderResult, ProviderReviewWire, ProviderWire } from "@ile/contract";
import { nairaFromKobo } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import type { EventRow, JobRow } from "./jobs.repo.ts";
import type { ProviderRow } from "./repo.ts";
import type { ReviewRow } from "./reviews.repo.ts";
import type { ProviderCardRow } from "./search.repo.ts";

/** Photo paths are relative to the service's base (SPEC §3 "image"); the base redirects them to /uploads. */
export const photoPath = (key: string, width = 640) => `uploads/${key}-${width}.webp`;

export const kobo = (naira: number | null | undefined) =>
  naira === null || naira === undefined ? null : naira * 100;
export const naira = (k: number | null) => (k === null ? null : Math.round(Number(k) / 100));
/** Naira as every page writes it (ADR 0002: "₦8,000.00"), not a second style ("₦8,000"). */
export const fmt = (n: number) => nairaFromKobo(n * 100);

/** SPEC §9: the mean of the ratings, 0 with none (one decimal). */
export const averageRating = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;

export function pricingText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? fmt(min) : `${fmt(min)} – ${fmt(max)}`;
  if (min !== null) return `From ${fmt(min)}`;
  if (max !== null) return `Up to ${fmt(max)}`;
  return "";
}

/** A provider as the list sends it; bank fields only for the provider and admins. */
export function providerWire(r: ProviderRow, viewer: Session | null): ProviderWire {
  const own = viewer !== null && (viewer.userId === Number(r.user_id) || viewer.role === "admin");
  const phones = [r.phone, r.phone2].filter((p): p is string => Boolean(p));
  const min = naira(r.price_min_kobo);
  const max = naira(r.price_max_kobo);
  return {
    id: Number(r.id),
    user_id: Number(r.user_id),
    name: r.name,
    image: r.image_key ? photoPath(r.image_key) : null,
    category: r.category,
    speciality: r.speciality,
    location: `${r.city}, ${r.state}`,
    state: r.state,
    city: r.city,
    service_areas: r.service_areas ?? [],
    email: r.email,
    phone: phones[0] ?? "",
    phone2: phones[1] ?? "",
    phone_numbers: phones,
    pricing: r.pricing || pricingText(min, max),
    price_min: min,
    price_max: max,
    experience: r.experience_years === null ? "" : `${r.experience_years} years`,
    experience_years: r.experience_years,
    bio: r.bio,
    ratings: averageRating(r.rating_sum, r.rating_count),
    rating_count: r.rating_count,
    views: r.views,
    verified: r.verified ? "1" : "0",
    licence_body: r.licence_body,
    licence_number: r.licence_number,
    availability: r.availability,
    photos: (r.photos ?? []).map((k) => photoPath(k, 1280)),
    bank_name: own ? r.bank_name : null,
    account_number: own ? r.account_number : null,
    payment_method: own ? r.payment_method : null,
    registration_date: r.created_at.toISOString().slice(0, 10),
  };
}

/** A provider card of GET /api/search (ADR 0404): no bank or contact fields. */
export const providerCard = (r: ProviderCardRow): ProviderResult => ({
  id: Number(r.id),
  name: r.name,
  category: r.category,
  speciality: r.speciality,
  location: `${r.city}, ${r.state}`,
  state: r.state,
  city: r.city,
  image: r.image_key ? `/${photoPath(r.image_key)}` : null,
  verified: r.verified,
  ratings: averageRating(r.rating_sum, r.rating_count),
  rating_count: r.rating_count,
  pricing: r.pricing || pricingText(naira(r.price_min_kobo), naira(r.price_max_kobo)),
});

/** A job with its thread, as its customer, its provider or an admin sees it. */
export function jobWire(j: JobRow, viewer: Session, events: EventRow[]): JobWire {
  const role =
    viewer.userId === Number(j.customer_id)
      ? "customer"
      : viewer.userId === Number(j.provider_user_id)
        ? "provider"
        : "admin";
  return {
    id: Number(j.id),
    provider: {
      id: Number(j.provider_id),
      name: j.provider_name,
      category: j.provider_category,
      user_id: Number(j.provider_user_id),
    },
    customer: { id: Number(j.customer_id), name: j.customer_name },
    title: j.title,
    details: j.details,
    address: j.address,
    state: j.state,
    city: j.city,
    wanted_on: j.wanted_on,
    budget: naira(j.budget_kobo),
    status: j.status,
    quote: naira(j.quote_kobo),
    quote_note: j.quote_note,
    photos: (j.photos ?? []).map((k) => photoPath(k, 1280)),
    role,
    reviewed: j.reviewed,
    events: events.map((e) => ({
      id: Number(e.id),
      kind: e.kind,
      author: Number(e.author_id) === Number(j.customer_id) ? "customer" : "provider",
      body: e.body,
      created_at: e.created_at.toISOString(),
    })),
    created_at: j.created_at.toISOString(),
    updated_at: j.updated_at.toISOString(),
  };
}

export const reviewWire = (r: ReviewRow): ProviderReviewWire => ({
  id: Number(r.id),
  provider_id: Number(r.provider_id),
  job_id: Number(r.job_id),
  author_name: r.author_name || "Ile user",
  rating: r.rating,
  comment: r.comment,
  reply: r.reply,
  replied_at: r.replied_at ? r.replied_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
});
