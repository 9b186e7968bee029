/** What the listing routes share: tags, params, the list query's filters and the list reply (page cache). */
import { createHash } from "node:crypto";
import { LISTING_DEFAULTS, type listingQuerySchema, parseBbox, propertyMessages } from "@ile/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Session } from "../../../platform/auth.ts";
import { AppError } from "../../../platform/errors.ts";
import { sendPageBytes } from "../../../platform/page-reply.ts";
import { toKobo } from "../present.ts";
import type { ListFilters } from "../repo/listings.ts";
import type { PropertiesService } from "../service.ts";

export const tags = ["properties"];
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LISTING_DEFAULTS.maxLimit).optional(),
});
export const ok = z.object({ status: z.literal("success"), message: z.string() });
const bool = (v?: string) => (v === undefined ? undefined : v === "true" || v === "1");

/** The page and per-page of a `pageQuery`. */
export const pageOf = (q: z.output<typeof pageQuery>) => ({
  page: q.page ?? 1,
  perPage: q.limit ?? LISTING_DEFAULTS.limit,
});

/** A `bbox` the schema already checked (contract `bboxParam`), as numbers. */
function bboxOf(text: string | undefined) {
  if (text === undefined) return undefined;
  const parsed = parseBbox(text);
  if (!parsed.ok) throw AppError.validation({ bbox: [parsed.message] });
  return parsed.value;
}

/** A list query's filters. Lists show available listings unless the query asks for a status or `any`. */
export function filtersOf(
  q: z.output<typeof listingQuerySchema>,
  defaultStatus: ListFilters["status"] = "available",
): ListFilters {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
    throw AppError.validation({ min_price: [propertyMessages.priceRange] });
  return {
    listing_type: q.listing_type,
    use: q.use,
    category: q.category,
    property_type: q.property_type?.trim() || undefined,
    state: q.state?.trim() || undefined,
    city: q.city?.trim() || undefined,
    bbox: bboxOf(q.bbox),
    status: q.status === "any" ? undefined : (q.status ?? defaultStatus),
    minKobo: q.min_price === undefined ? undefined : toKobo(q.min_price),
    maxKobo: q.max_price === undefined ? undefined : toKobo(q.max_price),
    incomeKobo: q.income === undefined ? undefined : toKobo(q.income),
    bedrooms: q.bedrooms,
    bathrooms: q.bathrooms,
    furnished: bool(q.furnished),
    serviced: bool(q.serviced),
    featured: bool(q.featured),
    owner_id: q.owner_id,
    sort: q.sort ?? "newest",
    page: q.page ?? LISTING_DEFAULTS.page,
    limit: q.limit ?? LISTING_DEFAULTS.limit,
  };
}

/**
 * A list reply. Anonymous pages (no session: nothing in them depends on the caller) come from the short-lived
 * page cache as ready JSON text (ADR 0202); signed-in pages carry is_favourite and are computed.
 */
export async function listReply(
  service: PropertiesService,
  reply: FastifyReply,
  f: ListFilters,
  session: Session | null,
) {
  if (session) return { status: "success" as const, ...(await service.list(f, session)) };
  return sendPageBytes(reply, await service.listAnonymousJson(f));
}

/** Who is looking (one view per viewer per day): the account, or a hash of the address and browser. */
export const viewerOf = (request: FastifyRequest) =>
  request.session
    ? `u:${request.session.userId}`
    : `a:${createHash("sha256")
        .update(`${request.ip}|${request.headers["user-agent"] ?? ""}`)
        .digest("hex")
        .slice(0, 32)}`;
