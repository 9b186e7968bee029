/**
 * Listings API (issue 4): list with filters, get by slug (one view per viewer per day), create/update/delete and
 * status for owners (own listings; admins any), images, favourites, enquiries, property requests, categories,
 * cities and home-page lists. Schemas come from @ile/contract (packages/contract/src/properties.ts).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CATEGORY_LABELS,
  categoriesReplySchema,
  citiesReplySchema,
  enquiryInputSchema,
  enquiryListReplySchema,
  favouriteReplySchema,
  imageOrderInputSchema,
  LISTING_DEFAULTS,
  listingQuerySchema,
  listingReplySchema,
  MAX_LISTING_IMAGES,
  PROPERTY_CATEGORIES,
  propertyInputSchema,
  propertyMessages,
  propertyReplySchema,
  propertyRequestInputSchema,
  propertyRequestListReplySchema,
  propertyRequestSchema,
  propertyStatusInputSchema,
  propertyUpdateSchema,
} from "@ile/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { illustrationWebp } from "../../platform/illustrations.ts";
import { apiRoot } from "../../platform/paths.ts";
import { readMultipart } from "../../platform/uploads.ts";
import { ownerContact } from "./contact.ts";
import type { ListFilters } from "./repo.ts";
import { PropertiesService, toKobo, toProperty } from "./service.ts";

const tags = ["properties"];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LISTING_DEFAULTS.maxLimit).optional(),
});
const ok = z.object({ status: z.literal("success"), message: z.string() });
const bool = (v?: string) => (v === undefined ? undefined : v === "true" || v === "1");

/** A list query's filters. Lists show available listings unless the query asks for a status or `any`. */
export function filtersOf(
  q: z.output<typeof listingQuerySchema>,
  defaultStatus: ListFilters["status"] = "available",
): ListFilters {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price)
    throw AppError.validation({ min_price: ["min_price must not be more than max_price"] });
  return {
    listing_type: q.listing_type,
    use: q.use,
    category: q.category,
    property_type: q.property_type?.trim() || undefined,
    state: q.state?.trim() || undefined,
    city: q.city?.trim() || undefined,
    status: q.status === "any" ? undefined : (q.status ?? defaultStatus),
    minKobo: q.min_price === undefined ? undefined : toKobo(q.min_price),
    maxKobo: q.max_price === undefined ? undefined : toKobo(q.max_price),
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

const viewerOf = (request: FastifyRequest) =>
  request.session
    ? `u:${request.session.userId}`
    : `a:${createHash("sha256")
        .update(`${request.ip}|${request.headers["user-agent"] ?? ""}`)
        .digest("hex")
        .slice(0, 32)}`;

const page = (p: number, limit: number, total: number) => ({
  current_page: p,
  last_page: Math.max(1, Math.ceil(total / limit)),
  per_page: limit,
  total,
});

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PropertiesService(app);
  const db = app.database;

  /**
   * A list reply. Anonymous pages (no session: nothing in them depends on the caller) come from the
   * short-lived page cache as ready JSON text (ADR 0202); signed-in pages carry is_favourite and are computed.
   */
  const listReply = async (reply: FastifyReply, f: ListFilters, session: Session | null) => {
    if (session) return { status: "success" as const, ...(await service.list(f, session)) };
    return reply.type("application/json; charset=utf-8").send(await service.listAnonymousJson(f));
  };

  app.get(
    "/properties",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "List listings with filters and pagination",
        querystring: listingQuerySchema,
        response: { 200: listingReplySchema },
      },
    },
    async (request, reply) => listReply(reply, filtersOf(request.query), request.session),
  );

  app.get(
    "/properties/featured",
    {
      schema: {
        tags,
        summary: "Featured listings for the home page",
        querystring: pageQuery,
        response: { 200: listingReplySchema },
      },
    },
    async (request, reply) =>
      listReply(
        reply,
        { featured: true, status: "available", sort: "newest", page: 1, limit: request.query.limit ?? 8 },
        null,
      ),
  );

  app.get(
    "/properties/latest",
    {
      schema: {
        tags,
        summary: "Latest listings for the home page",
        querystring: pageQuery,
        response: { 200: listingReplySchema },
      },
    },
    async (request, reply) =>
      listReply(
        reply,
        { status: "available", sort: "newest", page: 1, limit: request.query.limit ?? 8 },
        null,
      ),
  );

  app.get(
    "/properties/stats/cities",
    {
      schema: {
        tags,
        summary: "Cities with their number of listings (most first)",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }),
        response: { 200: citiesReplySchema },
      },
    },
    async (request) => {
      const rows = await db.query<{ city: string; state: string; n: string }>(
        `select city, state, count(*) as n from properties where deleted_at is null
         group by city, state order by count(*) desc, city limit $1`,
        [request.query.limit ?? 24],
      );
      return {
        status: "success" as const,
        data: rows.map((r) => ({ city: r.city, state: r.state, count: Number(r.n) })),
      };
    },
  );

  app.get(
    "/properties/mine",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "My listings (dashboard)",
        querystring: listingQuerySchema,
        response: { 200: listingReplySchema },
      },
    },
    async (request) => {
      const session = request.session!;
      return {
        status: "success" as const,
        ...(await service.list(
          { ...filtersOf(request.query, undefined), owner_id: session.userId },
          session,
        )),
      };
    },
  );

  app.get(
    "/properties/:slug",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "One listing (counts a view once per viewer per day); `contact` carries the owner's phone when the viewer may see it",
        params: slugParams,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => {
      const property = await service.get(request.params.slug, request.session);
      if (await service.repo.countView(property.id, viewerOf(request))) property.stats.views += 1;
      property.contact = await ownerContact(app.db, service.repo, property.owner.id, request.session);
      return { status: "success" as const, data: property };
    },
  );

  app.post(
    "/properties",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Create a listing (agents, landlords, developers, admins)",
        body: propertyInputSchema,
        response: { 201: propertyReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.session!, request.body);
      return reply.code(201).send({ status: "success" as const, message: propertyMessages.created, data });
    },
  );

  app.put(
    "/properties/:slug",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Update my listing (admins: any)",
        params: slugParams,
        body: propertyUpdateSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: propertyMessages.updated,
      data: await service.update(request.session!, request.params.slug, request.body),
    }),
  );

  app.patch(
    "/properties/:slug/status",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Change a listing's status",
        params: slugParams,
        body: propertyStatusInputSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: propertyMessages.updated,
      data: await service.setStatus(request.session!, request.params.slug, request.body.status),
    }),
  );

  app.delete(
    "/properties/:slug",
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Delete my listing (soft delete)", params: slugParams, response: { 200: ok } },
    },
    async (request) => {
      await service.remove(request.session!, request.params.slug);
      return { status: "success" as const, message: propertyMessages.deleted };
    },
  );

  app.post(
    "/properties/:slug/images",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `Upload images (multipart field images[], JPEG/PNG/WebP/GIF by content, at most ${MAX_LISTING_IMAGES} per listing); stored as WebP 320/640/1280`,
        params: slugParams,
        response: { 201: propertyReplySchema },
      },
    },
    async (request, reply) => {
      await service.editable(request.params.slug, request.session!);
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_LISTING_IMAGES + 1,
      });
      const data = await service.addImages(request.session!, request.params.slug, files);
      return reply.code(201).send({ status: "success" as const, data });
    },
  );

  app.put(
    "/properties/:slug/images/order",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Order images and choose the cover",
        params: slugParams,
        body: imageOrderInputSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.orderImages(
        request.session!,
        request.params.slug,
        request.body.order,
        request.body.cover_id,
      ),
    }),
  );

  app.delete(
    "/properties/:slug/images/:imageId",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Remove an image",
        params: slugParams.extend({ imageId: z.coerce.number().int().min(1) }),
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.removeImage(request.session!, request.params.slug, request.params.imageId),
    }),
  );

  // Favourites ------------------------------------------------------------------------------------------------
  for (const method of ["PUT", "DELETE"] as const) {
    app.route({
      method,
      url: "/properties/:slug/favourite",
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: method === "PUT" ? "Save a listing" : "Unsave a listing",
        params: slugParams,
        response: { 200: favouriteReplySchema },
      },
      handler: async (request) => {
        const property = await service.repo.bySlug(request.params.slug);
        if (!property) throw AppError.notFound(propertyMessages.notFound);
        const userId = request.session!.userId;
        if (method === "PUT") {
          await db.query(
            "insert into property_favourites (user_id, property_id) values ($1, $2) on conflict do nothing",
            [userId, property.id],
          );
        } else {
          await db.query("delete from property_favourites where user_id = $1 and property_id = $2", [
            userId,
            property.id,
          ]);
        }
        // Listing pages show each listing's number of favourites.
        await service.invalidate();
        return { status: "success" as const, data: { slug: property.slug, is_favourite: method === "PUT" } };
      },
    });
  }

  app.get(
    "/favourites",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "My saved listings",
        querystring: pageQuery,
        response: { 200: listingReplySchema },
      },
    },
    async (request) => {
      const session = request.session!;
      const p = request.query.page ?? 1;
      const limit = request.query.limit ?? LISTING_DEFAULTS.limit;
      const [c] = await db.query<{ n: string }>(
        `select count(*) as n from property_favourites f join properties p on p.id = f.property_id
         where f.user_id = $1 and p.deleted_at is null`,
        [session.userId],
      );
      const saved = await db.query<{ id: number | string }>(
        `select p.id from property_favourites f join properties p on p.id = f.property_id
         where f.user_id = $1 and p.deleted_at is null order by f.created_at desc, p.id desc limit $2 offset $3`,
        [session.userId, limit, (p - 1) * limit],
      );
      // The page's listings and their images in one query, in the order they were saved.
      const rows = await service.repo.byIds(saved.map((r) => Number(r.id)));
      return {
        status: "success" as const,
        data: rows.map((r) => toProperty(r, r.images, true)),
        meta: page(p, limit, Number(c?.n ?? 0)),
      };
    },
  );

  // Enquiries -------------------------------------------------------------------------------------------------
  app.post(
    "/properties/:slug/enquiries",
    {
      preHandler: app.optionalAuth,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Send an enquiry to the listing's owner",
        params: slugParams,
        body: enquiryInputSchema,
        response: { 201: ok },
      },
    },
    async (request, reply) => {
      const property = await service.repo.bySlug(request.params.slug);
      if (!property) throw AppError.notFound(propertyMessages.notFound);
      const b = request.body;
      await db.query(
        `insert into property_enquiries (property_id, owner_id, sender_id, name, email, phone, message)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          property.id,
          property.owner_id,
          request.session?.userId ?? null,
          b.name,
          b.email,
          b.phone || null,
          b.message,
        ],
      );
      const [owner] = await db.query<{ email: string }>("select email from users where id = $1", [
        property.owner_id,
      ]);
      const outbox = app.outbox;
      if (owner && outbox) {
        await outbox.send({
          channel: "email",
          to: owner.email,
          subject: `New enquiry: ${property.title}`,
          text: `${b.name} (${b.email}${b.phone ? `, ${b.phone}` : ""}) asks about "${property.title}":\n\n${b.message}`,
          kind: "property_enquiry",
        });
      }
      return reply.code(201).send({ status: "success" as const, message: propertyMessages.enquirySent });
    },
  );

  app.get(
    "/enquiries",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Enquiries received on my listings",
        querystring: pageQuery,
        response: { 200: enquiryListReplySchema },
      },
    },
    async (request) => {
      const session = request.session!;
      const p = request.query.page ?? 1;
      const limit = request.query.limit ?? LISTING_DEFAULTS.limit;
      const [c] = await db.query<{ n: string }>(
        "select count(*) as n from property_enquiries where owner_id = $1",
        [session.userId],
      );
      const rows = await db.query<Record<string, unknown>>(
        `select e.*, p.slug, p.title from property_enquiries e join properties p on p.id = e.property_id
         where e.owner_id = $1 order by e.created_at desc, e.id desc limit $2 offset $3`,
        [session.userId, limit, (p - 1) * limit],
      );
      return {
        status: "success" as const,
        data: rows.map((r) => ({
          id: Number(r.id),
          property: { id: Number(r.property_id), slug: String(r.slug), title: String(r.title) },
          name: String(r.name),
          email: String(r.email),
          phone: (r.phone as string | null) ?? null,
          message: String(r.message),
          created_at: new Date(r.created_at as string).toISOString(),
        })),
        meta: page(p, limit, Number(c?.n ?? 0)),
      };
    },
  );

  // Property requests -----------------------------------------------------------------------------------------
  const requestOut = (r: Record<string, unknown>) => ({
    id: Number(r.id),
    listing_type: r.listing_type as "rent" | "sale",
    category: (r.category as string | null) ?? null,
    property_type: (r.property_type as string | null) ?? null,
    state: String(r.state),
    city: (r.city as string | null) ?? null,
    min_budget: r.min_budget === null ? null : Number(r.min_budget) / 100,
    max_budget: Number(r.max_budget) / 100,
    bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
    move_in_date:
      r.move_in_date === null
        ? null
        : r.move_in_date instanceof Date
          ? r.move_in_date.toISOString().slice(0, 10)
          : String(r.move_in_date).slice(0, 10),
    note: String(r.note),
    requester: {
      id: Number(r.user_id),
      name: [r.first_name, r.last_name].filter(Boolean).join(" ") || "N/A",
    },
    created_at: new Date(r.created_at as string).toISOString(),
  });
  const REQUEST_SELECT = `select r.*, pr.first_name, pr.last_name from property_requests r
    left join profiles pr on pr.user_id = r.user_id`;

  app.post(
    "/property-requests",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Post what I am looking for",
        body: propertyRequestInputSchema,
        response: {
          201: z.object({ status: z.literal("success"), message: z.string(), data: propertyRequestSchema }),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (b.min_budget != null && b.min_budget > b.max_budget)
        throw AppError.validation({ min_budget: ["Minimum budget must not be more than the maximum"] });
      const [row] = await db.query<{ id: string }>(
        `insert into property_requests (user_id, listing_type, category, property_type, state, city, min_budget,
          max_budget, bedrooms, move_in_date, note) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning id`,
        [
          request.session!.userId,
          b.listing_type,
          b.category ?? null,
          b.property_type ?? null,
          b.state,
          b.city ?? null,
          b.min_budget == null ? null : toKobo(b.min_budget),
          toKobo(b.max_budget),
          b.bedrooms ?? null,
          b.move_in_date ?? null,
          b.note,
        ],
      );
      const [full] = await db.query<Record<string, unknown>>(`${REQUEST_SELECT} where r.id = $1`, [row?.id]);
      return reply.code(201).send({
        status: "success",
        message: propertyMessages.requestPosted,
        data: requestOut(full as Record<string, unknown>),
      });
    },
  );

  app.get(
    "/property-requests/mine",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "My property requests",
        querystring: pageQuery,
        response: { 200: propertyRequestListReplySchema },
      },
    },
    async (request) => {
      const p = request.query.page ?? 1;
      const limit = request.query.limit ?? LISTING_DEFAULTS.limit;
      const uid = request.session!.userId;
      const [c] = await db.query<{ n: string }>(
        "select count(*) as n from property_requests where user_id = $1",
        [uid],
      );
      const rows = await db.query<Record<string, unknown>>(
        `${REQUEST_SELECT} where r.user_id = $1 order by r.created_at desc, r.id desc limit $2 offset $3`,
        [uid, limit, (p - 1) * limit],
      );
      return {
        status: "success" as const,
        data: rows.map(requestOut),
        meta: page(p, limit, Number(c?.n ?? 0)),
      };
    },
  );

  app.get(
    "/property-requests/matching",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Requests matching my listings (same type and state, budget covers a listing's price; admins: all)",
        querystring: pageQuery,
        response: { 200: propertyRequestListReplySchema },
      },
    },
    async (request) => {
      const session = request.session!;
      service.assertOwnerRole(session);
      const p = request.query.page ?? 1;
      const limit = request.query.limit ?? LISTING_DEFAULTS.limit;
      const match =
        session.role === "admin"
          ? "true"
          : `exists (select 1 from properties p where p.owner_id = $1 and p.deleted_at is null
              and p.status = 'available' and p.listing_type = r.listing_type and lower(p.state) = lower(r.state)
              and (r.city is null or lower(p.city) = lower(r.city)) and (r.category is null or p.category = r.category)
              and p.price <= r.max_budget and (r.min_budget is null or p.price >= r.min_budget)
              and (r.bedrooms is null or p.bedrooms >= r.bedrooms))`;
      const params = session.role === "admin" ? [] : [session.userId];
      const n = params.length;
      const [c] = await db.query<{ n: string }>(
        `select count(*) as n from property_requests r where ${match}`,
        params,
      );
      const rows = await db.query<Record<string, unknown>>(
        `${REQUEST_SELECT} where ${match} order by r.created_at desc, r.id desc limit $${n + 1} offset $${n + 2}`,
        [...params, limit, (p - 1) * limit],
      );
      return {
        status: "success" as const,
        data: rows.map(requestOut),
        meta: page(p, limit, Number(c?.n ?? 0)),
      };
    },
  );

  // Demo photos: drawn illustrations (platform/illustrations.ts) and the older placeholders shipped in
  // apps/api/assets/photos (see CREDITS.md), for seeded listings, projects and auctions.
  app.get(
    "/photos/:file",
    {
      schema: {
        tags,
        summary: "A demo photo of the demo world (an illustration)",
        params: z.object({
          file: z.string().regex(/^(placeholder-[a-z-]+|illustration-[a-z]+-\d{1,2})-(320|640|1280)\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      const data = await (illustrationWebp(file) ?? readFile(join(apiRoot, "assets/photos", file))).catch(
        () => null,
      );
      if (!data) throw AppError.notFound("Photo not found");
      return reply.header("cache-control", "public, max-age=604800, immutable").type("image/webp").send(data);
    },
  );

  // Categories ------------------------------------------------------------------------------------------------
  app.get(
    "/categories",
    {
      schema: {
        tags,
        summary: "Categories with their number of available listings (what each category's page lists)",
        response: { 200: categoriesReplySchema },
      },
    },
    async () => {
      const rows = await db.query<{ category: string; n: string }>(
        "select category, count(*) as n from properties where deleted_at is null and status = 'available' group by category",
      );
      const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
      return {
        status: "success" as const,
        data: PROPERTY_CATEGORIES.map((name) => ({
          name,
          label: CATEGORY_LABELS[name],
          count: counts.get(name) ?? 0,
        })),
      };
    },
  );

  app.get(
    "/category/:name",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Listings of one category (same filters as /properties)",
        params: z.object({ name: z.enum(PROPERTY_CATEGORIES, { error: "Unknown category" }) }),
        querystring: listingQuerySchema.omit({ category: true }),
        response: { 200: listingReplySchema },
      },
    },
    async (request, reply) =>
      listReply(reply, { ...filtersOf(request.query), category: request.params.name }, request.session),
  );
};
