/** Listing lists: all with filters, featured and latest (home page), one category, mine (dashboard). */
import { listingQuerySchema, listingReplySchema, PROPERTY_CATEGORIES, propertyMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { filtersOf, listReply, pageQuery, tags } from "./shared.ts";

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.properties;

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
    async (request, reply) => listReply(service, reply, filtersOf(request.query), request.session),
  );

  for (const [path, summary, featured] of [
    ["/properties/featured", "Featured listings for the home page", true],
    ["/properties/latest", "Latest listings for the home page", undefined],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, querystring: pageQuery, response: { 200: listingReplySchema } } },
      async (request, reply) =>
        listReply(
          service,
          reply,
          {
            ...(featured ? { featured } : {}),
            status: "available",
            sort: "newest",
            page: 1,
            limit: request.query.limit ?? 8,
          },
          null,
        ),
    );
  }

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
    "/category/:name",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Listings of one category (same filters as /properties)",
        params: z.object({ name: z.enum(PROPERTY_CATEGORIES, { error: propertyMessages.unknownCategory }) }),
        querystring: listingQuerySchema.omit({ category: true }),
        response: { 200: listingReplySchema },
      },
    },
    async (request, reply) =>
      listReply(
        service,
        reply,
        { ...filtersOf(request.query), category: request.params.name },
        request.session,
      ),
  );
};
