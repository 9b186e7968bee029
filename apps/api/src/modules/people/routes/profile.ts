/** A person's public profile with their listings, and what their premium profile would cost to see. */
import { premiumAccessReplySchema, publicProfileReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { keyParams, pageOf, pageQuery, tags } from "./shared.ts";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = app.services.people;

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
      const { page, limit } = pageOf(request.query, 6);
      return {
        status: "success" as const,
        data: await people.profile(request.params.key, page, limit, request.session),
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
    async (request) => ({
      status: "success" as const,
      data: await people.premiumAccess(request.params.key, request.session!),
    }),
  );
};
