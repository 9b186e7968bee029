/** The service-providers service (SPEC §7): the list, read into the shape pages use (SPEC §3). */
import type {
  AdminProviderListReply,
  AdminProviderWire,
  AdminReviewQuery,
  JobInput,
  JobWire,
  PaginationMeta,
  ProviderInput,
  ProviderQuery,
  ProviderReviewWire,
  ProviderWire,
  ServiceAreas,
} from "@ile/contract";
import { messages } from "@ile/contract";
import { env } from "@/config/env";
import type { Query } from "../http";
import { ApiError } from "../http";
import { getToken } from "../session-storage";
import { imagesForm, int, joinUrl, type Raw, type SimpleClientOptions, satellite, str } from "./satellite";

/** A service provider as pages see it (SPEC §3 "Service provider (from list)"). */
export interface ServiceProvider {
  id: number | string;
  name: string;
  image: string | null;
  category: string;
  speciality: string;
  location: string;
  email: string;
  phone: string;
  phone2: string;
  pricing: string;
  experience: string;
  bio: string;
  ratings: number;
  views: number;
  verified: boolean;
  bankName: string;
  accountNumber: string;
  paymentMethod: string;
  registrationDate: string;
}

export function phoneList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter(Boolean);
  return str(value)
    .split(/[,;/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function mapProvider(raw: Raw, base: string): ServiceProvider {
  const phones = phoneList(raw.phone_numbers ?? raw.phones ?? raw.phone);
  return {
    id: (raw.id as number | string) ?? "",
    name: str(raw.name),
    image: joinUrl(base, raw.image),
    category: str(raw.category),
    speciality: str(raw.speciality),
    location: str(raw.location),
    email: str(raw.email),
    phone: phones[0] ?? "",
    phone2: phones[1] ?? "",
    pricing: str(raw.pricing),
    experience: str(raw.experience),
    bio: str(raw.bio),
    ratings: Number(raw.ratings ?? 0) || 0,
    views: int(raw.views),
    verified: raw.verified === "1",
    bankName: str(raw.bank_name ?? raw.bankName),
    accountNumber: str(raw.account_number ?? raw.accountNumber),
    paymentMethod: str(raw.payment_method ?? raw.paymentMethod),
    registrationDate: str(raw.registration_date ?? raw.registrationDate),
  };
}

/** A provider with the profile details the service sends beside the SPEC §3 fields. */
export type ProviderDetails = ServiceProvider & {
  userId: number;
  state: string;
  city: string;
  serviceAreas: string[];
  priceMin: number | null;
  priceMax: number | null;
  ratingCount: number;
  licenceBody: string | null;
  licenceNumber: string | null;
  availability: string;
  photos: string[];
};

export function mapProviderDetails(raw: Raw, base: string): ProviderDetails {
  const p = raw as unknown as Partial<ProviderWire>;
  return {
    ...mapProvider(raw, base),
    userId: int(p.user_id),
    state: str(p.state),
    city: str(p.city),
    serviceAreas: Array.isArray(p.service_areas) ? p.service_areas.map(str) : [],
    priceMin: typeof p.price_min === "number" ? p.price_min : null,
    priceMax: typeof p.price_max === "number" ? p.price_max : null,
    ratingCount: int(p.rating_count),
    licenceBody: p.licence_body ?? null,
    licenceNumber: p.licence_number ?? null,
    availability: str(p.availability),
    photos: Array.isArray(p.photos) ? p.photos.map((x) => joinUrl(base, x) ?? "").filter(Boolean) : [],
  };
}

export type JobAction = "accept" | "decline" | "done" | "cancel" | "notes";

export function createProvidersApi(opts: SimpleClientOptions) {
  const failed = messages.providers.failed;
  const authed = <T>(
    path: string,
    o: { method?: "GET" | "POST" | "PUT"; body?: unknown; query?: Query } = {},
  ) => satellite<T>(opts, path, failed, { ...o, token: getToken() });
  return {
    /** The directory with filters and pages (SPEC §7; a body status other than success raises its message). */
    async search(
      query: ProviderQuery = {},
    ): Promise<{ providers: ProviderDetails[]; pagination: PaginationMeta }> {
      const body = await satellite<Raw>(opts, "/service-providers.php", failed, {
        query: query as Query,
        token: getToken(),
      });
      if (body.status !== "success") throw new ApiError(400, str(body.message) || failed, { data: body });
      const list = Array.isArray(body.service_providers) ? (body.service_providers as Raw[]) : [];
      const pagination = (body.pagination as PaginationMeta | undefined) ?? {
        current_page: 1,
        last_page: 1,
        per_page: list.length,
        total: list.length,
      };
      return { providers: list.map((p) => mapProviderDetails(p, opts.baseUrl)), pagination };
    },
    async get(id: number | string): Promise<ProviderDetails> {
      const body = await authed<{ data: Raw }>(`/providers/${encodeURIComponent(String(id))}`);
      return mapProviderDetails(body.data, opts.baseUrl);
    },
    reviews: (id: number | string, page = 1) =>
      satellite<{ data: ProviderReviewWire[]; average_rating: number; pagination: PaginationMeta }>(
        opts,
        `/providers/${encodeURIComponent(String(id))}/reviews`,
        failed,
        { query: { page } },
      ),
    review: (id: number, body: { job_id: number; rating: number; comment: string }) =>
      authed<{ message: string }>(`/providers/${id}/reviews`, { method: "POST", body }),
    /** Where a provider in the state can serve: its LGAs and well-known towns (ADR 0303). */
    areas: (state: string) =>
      satellite<{ data: ServiceAreas }>(opts, "/areas", failed, { query: { state } }).then((r) => r.data),
    mine: () => authed<{ data: ProviderWire | null }>("/me").then((r) => r.data),
    becomeProvider: (body: ProviderInput) =>
      authed<{ message: string; data: ProviderWire }>("/me", { method: "POST", body }),
    jobs: (as?: "customer" | "provider") =>
      authed<{ data: JobWire[]; pagination: PaginationMeta }>("/jobs", { query: { as, per_page: 50 } }),
    requestJob: (body: JobInput) =>
      authed<{ message: string; data: JobWire }>("/jobs", { method: "POST", body }),
    quote: (id: number, body: { amount: number; note: string }) =>
      authed<{ message: string; data: JobWire }>(`/jobs/${id}/quote`, { method: "POST", body }),
    act: (id: number, action: JobAction, note = "") =>
      authed<{ message: string; data: JobWire }>(`/jobs/${id}/${action}`, { method: "POST", body: { note } }),
    /** A photo path the service sends (relative to its base, SPEC §3) as a URL. */
    photoUrl: (path: string) => joinUrl(opts.baseUrl, path) ?? "",
    /** The provider's one reply to a review of them (ADR 0300). */
    replyToReview: (reviewId: number, reply: string) =>
      authed<{ message: string }>(`/reviews/${reviewId}/reply`, { method: "POST", body: { reply } }),
    /** Photos of work (the listing image pipeline: WebP 320/640/1280, at most 10). */
    addPhotos: (files: File[]) =>
      authed<{ data: ProviderWire }>("/me/photos", { method: "POST", body: imagesForm(files) }),
    /** Photos of a job request, by the customer who sent it. */
    addJobPhotos: (id: number, files: File[]) =>
      authed<{ data: JobWire }>(`/jobs/${id}/photos`, { method: "POST", body: imagesForm(files) }),
    /** Admin → Providers and sellers (ADR 0302). */
    adminList: (query: AdminReviewQuery) =>
      authed<AdminProviderListReply>("/admin/providers", { query: query as Query }),
    adminDecide: (id: number, decision: "approve" | "verify", reason = "") =>
      authed<{ message: string; data: AdminProviderWire }>(`/admin/providers/${id}/${decision}`, {
        method: "POST",
        body: { reason },
      }),

    async list(): Promise<ServiceProvider[]> {
      const body = await satellite<Raw>(opts, "/service-providers.php", messages.providers.failed);
      if (body.status !== "success") {
        throw new ApiError(400, str(body.message) || messages.providers.failed, { data: body });
      }
      const list = Array.isArray(body.service_providers) ? (body.service_providers as Raw[]) : [];
      return list.map((p) => mapProvider(p, opts.baseUrl));
    },
  };
}

/** The app's client (its own module, so a page that never calls it does not load it). */
export const providersApi = createProvidersApi({ baseUrl: env.providersBase });
