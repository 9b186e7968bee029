/** Reviews: list (with the average and your own), write once, change, remove, reply. */
import {
  type reviewInputSchema,
  reviewMessages,
  reviewReplyInputSchema,
  reviewReplySchema,
  reviewsListReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asGuard } from "../../../platform/auth.ts";
import { AppError } from "../../../platform/errors.ts";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { profileKeyOf } from "../profiles.ts";
import { idParams, keyParams, pageOf, pageQuery, tags } from "./shared.ts";

const ok = <T>(data: T, message: string) => ({ status: "success" as const, message, data });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.reviews;

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
      const { page, limit } = pageOf(request.query, 10);
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
