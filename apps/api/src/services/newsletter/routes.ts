/** The newsletter service (SPEC §7): POST /subscribe. Mounted at /svc/newsletter; imports no other service. */
import { messages, NEWSLETTER_PLATFORM, newsletterReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";

const body = z.object({
  email: z
    .string({ error: messages.newsletter.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, { error: messages.newsletter.invalidEmail })
    .pipe(z.email({ error: messages.newsletter.invalidEmail })),
  platform: z.string().trim().max(64).optional().default(NEWSLETTER_PLATFORM),
  honeypot: z.string().max(1000).optional().default(""),
});

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
        body,
        response: { 200: newsletterReplySchema, 201: newsletterReplySchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.newsletter.subscribe(request.body);
      return reply.status(outcome.created ? 201 : 200).send({ status: "success", message: outcome.message });
    },
  );
};
