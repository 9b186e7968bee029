/**
 * People (issue 5): directories (GET /people by role, state, city, verified only, words), a person's public
 * profile with their listings (GET /people/{id or slug}), and reviews (list, write once, edit, remove, reply).
 * Every reply goes through a contract schema without premium fields; premium data is only ever returned by
 * GET /api/search?unique_key= (modules/search).
 */
import {
  directoryReplySchema,
  PREMIUM_PROFILE_FIELDS,
  premiumAccessReplySchema,
  publicProfileReplySchema,
  type reviewInputSchema,
  reviewMessages,
  reviewReplyInputSchema,
  reviewReplySchema,
  reviewsListReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asGuard } from "../../platform/auth.ts";
import { AppError, type FieldErrors } from "../../platform/errors.ts";
import { changesPublicPages, pageCacheOf } from "../../platform/page-cache.ts";
import { premiumProfileAccess, profileUnlockInstructions } from "../payments/entitlements.ts";
import { PropertiesService } from "../properties/service.ts";
import { parseState } from "../search/query.ts";
import { SearchRepo } from "../search/repo.ts";
import { singular, stripMarkup, words } from "../search/text.ts";
import { buildTsQuery } from "../search/tsquery.ts";
import { ROLE_WORDS } from "../search/vocabulary.ts";
import { loadPersonCards } from "./cards.ts";
import { listedUser, profileKeyOf, publicProfile } from "./profiles.ts";
import { ReviewsService } from "./reviews.ts";

const tags = ["people"];
const MAX_LIMIT = 50;
const SORTS = ["newest", "rating", "name"] as const;

const keyParams = z.object({ key: z.string().min(1).max(200) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const text = (description: string) => z.string().max(200).optional().describe(description);
const directoryQuery = z.object({
  role: text("tenant (or user), landlord, agent, developer; comma list allowed"),
  state: text("State name; Abuja and FCT mean the Federal Capital Territory"),
  city: text("Town or LGA"),
  verified: text("true: verified (KYC-checked) people only"),
  query: text("Words of the name, occupation or place (prefix match)"),
  sort: text("newest (default), rating, name"),
  page: text("Page, default 1"),
  limit: text("Per page, default 12, at most 50"),
});
const pageQuery = z.object({ page: text("Page, default 1"), limit: text("Per page, at most 50") });

function whole(value: string | undefined, fallback: number, max: number, field: string, errors: FieldErrors) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max)) {
    errors[field] = [`${field[0]!.toUpperCase()}${field.slice(1)} must be a whole number from 1 to ${max}`];
    return fallback;
  }
  return n;
}

const ok = <T>(data: T, message: string) => ({ status: "success" as const, message, data });

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = pageCacheOf(app);
  const searchRepo = new SearchRepo(app.database, (key, count) => pages.currentTotal(key, count));
  const reviews = new ReviewsService(app.database);
  const listings = new PropertiesService(app);

  app.get(
    "/people",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Directory of people by role, state, city, verified only and words",
        querystring: directoryQuery,
        response: { 200: directoryReplySchema },
      },
    },
    async (request) => {
      const q = request.query;
      const errors: FieldErrors = {};
      const page = whole(q.page, 1, 10_000, "page", errors);
      const limit = whole(q.limit, 12, MAX_LIMIT, "limit", errors);
      let roles: string[] | null = null;
      const roleText = stripMarkup(q.role ?? "");
      if (roleText) {
        const mapped = words(roleText).map((w) => ROLE_WORDS[w]);
        if (!mapped.length || mapped.some((r) => !r))
          errors.role = ["Role must be one of user, tenant, landlord, agent, developer"];
        else roles = [...new Set(mapped as string[])];
      }
      const sort = (stripMarkup(q.sort ?? "") || "newest").toLowerCase();
      if (!(SORTS as readonly string[]).includes(sort)) errors.sort = ["Sort must be newest, rating or name"];
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const stateText = stripMarkup(q.state ?? "");
      const cityWords = words(stripMarkup(q.city ?? ""));
      const terms = words(stripMarkup(q.query ?? ""))
        .slice(0, 12)
        .map(singular);
      const tsquery = buildTsQuery({
        terms,
        cities: cityWords.length ? [{ name: q.city ?? "", words: cityWords, fromText: false }] : [],
      });
      const verifiedOnly = ["true", "1", "yes"].includes((q.verified ?? "").trim().toLowerCase());
      const { ids, total } = await searchRepo.people(
        {
          tsquery,
          states: stateText ? parseState(stateText).aliases : null,
          roles,
          verifiedOnly,
          order:
            sort === "rating" ? "rating" : sort === "name" ? "name" : terms.length ? "relevance" : "newest",
        },
        page,
        limit,
      );
      const session = request.session;
      return {
        status: "success" as const,
        data: {
          data: await loadPersonCards(
            app.database,
            ids,
            session ? { userId: session.userId, role: session.role } : null,
          ),
          pagination: {
            current_page: page,
            last_page: Math.max(1, Math.ceil(total / limit)),
            per_page: limit,
            total,
          },
        },
      };
    },
  );

  app.get(
    "/people/:key",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "A person's public profile (by user id or slug) with a page of their listings",
        params: keyParams,
        querystring: pageQuery,
        response: { 200: publicProfileReplySchema },
      },
    },
    async (request) => {
      const errors: FieldErrors = {};
      const page = whole(request.query.page, 1, 10_000, "page", errors);
      const limit = whole(request.query.limit, 6, MAX_LIMIT, "limit", errors);
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const profile = await publicProfile(app.database, profileKeyOf(request.params.key));
      if (!profile) throw AppError.notFound("Profile not found");
      const list = await listings.list(
        { owner_id: Number(profile.id), sort: "newest", page, limit },
        request.session,
      );
      const session = request.session;
      const unlocked = !!session && (session.role === "admin" || session.userId === Number(profile.id));
      return {
        status: "success" as const,
        data: {
          ...profile,
          listings: { data: list.data, pagination: list.meta },
          premium: { locked: !unlocked, fields: [...PREMIUM_PROFILE_FIELDS] },
        },
      };
    },
  );

  app.get(
    "/people/:key/premium-access",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "What seeing this profile's contact details and documents would cost you (nothing is spent): full, one of your plan's monthly views, or a payment (with its instructions, so no lookup needs to answer 402)",
        params: keyParams,
        response: { 200: premiumAccessReplySchema },
      },
    },
    async (request) => {
      const person = await listedUser(app.database, profileKeyOf(request.params.key));
      if (person === null) throw AppError.notFound("Profile not found");
      const session = request.session!;
      const cost = await premiumProfileAccess(
        app.db,
        { userId: session.userId, role: session.role },
        person.userId,
      );
      const instructions =
        cost.access === "payment"
          ? profileUnlockInstructions(app.config.PROFILE_UNLOCK_PRICE_KOBO, person.uniqueKey)
          : null;
      return { status: "success" as const, data: { ...cost, payment_instructions: instructions } };
    },
  );

  app.get(
    "/people/:key/reviews",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Reviews of a person, newest first, with the average rating (SPEC §9) and your own review",
        params: keyParams,
        querystring: pageQuery,
        response: { 200: reviewsListReplySchema },
      },
    },
    async (request) => {
      const errors: FieldErrors = {};
      const page = whole(request.query.page, 1, 10_000, "page", errors);
      const limit = whole(request.query.limit, 10, MAX_LIMIT, "limit", errors);
      if (Object.keys(errors).length) throw AppError.validation(errors);
      return {
        status: "success" as const,
        data: await reviews.list(profileKeyOf(request.params.key), page, limit, request.session),
      };
    },
  );

  const signedIn = asGuard(
    async (
      request: Parameters<typeof app.authenticate>[0],
      reply: Parameters<typeof app.authenticate>[1],
    ) => {
      if (!request.headers.authorization) throw AppError.unauthorized(reviewMessages.loginRequired);
      await app.authenticate(request, reply);
    },
  );
  const reviewBody = z.object({
    rating: z.unknown().describe("1 to 5"),
    comment: z.string().nullable().optional().describe("At most 2000 characters; markup is removed"),
  });

  app.post(
    "/people/:key/reviews",
    {
      preHandler: signedIn,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Rate an agent, landlord or developer (once per person; edit it afterwards)",
        params: keyParams,
        body: reviewBody,
        response: { 201: reviewReplySchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(
        profileKeyOf(request.params.key),
        request.session!,
        request.body as z.input<typeof reviewInputSchema>,
      );
      return reply.code(201).send(ok(review, reviewMessages.created));
    },
  );

  app.put(
    "/reviews/:id",
    {
      preHandler: signedIn,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Change your review",
        params: idParams,
        body: reviewBody,
        response: { 200: reviewReplySchema },
      },
    },
    async (request) =>
      ok(
        await reviews.update(request.params.id, request.session!, request.body as { rating: unknown }),
        reviewMessages.updated,
      ),
  );

  app.delete(
    "/reviews/:id",
    {
      preHandler: signedIn,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Remove your review",
        params: idParams,
        response: { 200: reviewReplySchema },
      },
    },
    async (request) => ok(await reviews.remove(request.params.id, request.session!), reviewMessages.deleted),
  );

  app.put(
    "/reviews/:id/reply",
    {
      preHandler: signedIn,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Reply to a review of your profile",
        params: idParams,
        body: z.object({ reply: z.string().describe(reviewReplyInputSchema.shape.reply.description ?? "") }),
        response: { 200: reviewReplySchema },
      },
    },
    async (request) =>
      ok(
        await reviews.reply(request.params.id, request.session!, request.body.reply),
        reviewMessages.replied,
      ),
  );
};
