/** Saved listings: save, unsave, my saved listings. */
import { favouriteReplySchema, listingReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageOf, pageQuery, slugParams, tags } from "./shared.ts";

export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const favourites = app.services.properties.favourites;

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
      handler: async (request) => ({
        status: "success" as const,
        data: await favourites.set(request.session!, request.params.slug, method === "PUT"),
      }),
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
      const { page, perPage } = pageOf(request.query);
      return { status: "success" as const, ...(await favourites.list(request.session!, page, perPage)) };
    },
  );
};
