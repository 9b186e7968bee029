/** The newsletter service (SPEC §7): POST /subscribe. Mounted at /svc/newsletter; imports no other service. */
import { messages, newsletterReplySchema, newsletterSubscribeSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors.ts";

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/subscribe",
    {
      config: {
        rateLimit: {
          max: app.config.NEWSLETTER_RATE_LIMIT,
          timeWindow: "1 minute",
          errorResponseBuilder: () => new AppError(429, messages.newsletter.rateLimited, "RATE_LIMITED"),
        },
      },
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an email address to the Ile newsletter",
        body: newsletterSubscribeSchema,
        response: { 200: newsletterReplySchema, 201: newsletterReplySchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.newsletter.subscribe(request.body);
      return reply.status(outcome.created ? 201 : 200).send({ status: "success", message: outcome.message });
    },
  );
};
