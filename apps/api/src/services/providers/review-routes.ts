/** A provider's reviews (ADR 0300), under /svc/providers: the list, a review after a completed job, the one reply. */
import {
  homeServicesMessages as M,
  providerReviewInputSchema,
  providerReviewListReplySchema,
  providerReviewReplySchema,
  providerReviewWireSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, ok, pageQuery, security, tags } from "./route-shapes.ts";

export const providerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providerReviews;

  app.get(
    "/providers/:id/reviews",
    {
      schema: {
        tags,
        summary: "A provider's reviews and average rating",
        params: idParams,
        querystring: pageQuery,
        response: { 200: providerReviewListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.reviews(request.params.id, request.query)),
    }),
  );

  app.post(
    "/providers/:id/reviews",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Review a provider after a completed job (once per job)",
        params: idParams,
        body: providerReviewInputSchema,
        response: {
          201: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: providerReviewWireSchema,
          }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.reviewSaved,
        data: await service.review(request.session!, request.params.id, request.body),
      }),
  );

  app.post(
    "/reviews/:id/reply",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The provider's one reply to a review",
        params: idParams,
        body: providerReviewReplySchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await service.reply(request.session!, request.params.id, request.body.reply);
      return { status: "success" as const, message: M.replySaved };
    },
  );
};
