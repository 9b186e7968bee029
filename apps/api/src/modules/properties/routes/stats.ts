/** Counts for the home and category pages: cities with their listings, categories with theirs. */
import { categoriesReplySchema, citiesReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tags } from "./shared.ts";

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.properties;

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
    async (request) => ({
      status: "success" as const,
      data: await service.cities(request.query.limit ?? 24),
    }),
  );

  app.get(
    "/categories",
    {
      schema: {
        tags,
        summary: "Categories with their number of available listings (what each category's page lists)",
        response: { 200: categoriesReplySchema },
      },
    },
    async () => ({ status: "success" as const, data: await service.categories() }),
  );
};
