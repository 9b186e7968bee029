/** Profile unlocks (SPEC §7): `POST /payment/initiate` and `GET /payment/callback`. */
import { messages, PAYMENT_MESSAGES, paymentCallbackReplySchema, paymentLinkSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../platform/errors.ts";
import { requestOrigin } from "../../../platform/origin.ts";
import { requireReference, withFallback } from "../http.ts";

const tags = ["payments"];

export const unlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const unlocks = app.services.unlocks;

  app.post(
    "/payment/initiate",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Start paying to unlock a premium profile (SPEC §7)",
        security: [{ bearer: [] }],
        body: z.object({ unique_key: z.unknown() }).partial().optional(),
        response: {
          200: paymentLinkSchema.extend({
            status: z.literal("success"),
            message: z.string(),
            unique_key: z.string(),
            data: paymentLinkSchema.extend({ unique_key: z.string() }),
          }),
        },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw AppError.unauthorized(messages.payment.loginToGenerate);
      const raw = request.body?.unique_key;
      const uniqueKey = typeof raw === "string" ? raw.trim() : "";
      if (!uniqueKey)
        throw AppError.validation(
          { unique_key: [messages.profileLookup.uniqueKeyRequired] },
          messages.profileLookup.uniqueKeyRequired,
        );
      return withFallback(request, messages.payment.initiateFailed, async () => {
        const link = await unlocks.start(session, uniqueKey, request.log, requestOrigin(request));
        return { status: "success" as const, message: PAYMENT_MESSAGES.linkGenerated, ...link, data: link };
      });
    },
  );

  app.get(
    "/payment/callback",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Verify a payment by reference and give its value once (SPEC §7)",
        querystring: z.object({ reference: z.string().optional(), trxref: z.string().optional() }),
        response: {
          200: paymentCallbackReplySchema,
        },
      },
    },
    async (request) => {
      const reference = requireReference(request.query.reference ?? request.query.trxref);
      return withFallback(
        request,
        messages.payment.server,
        async () => ({
          status: "success" as const,
          message: PAYMENT_MESSAGES.verified,
          data: await unlocks.callback(reference, request.session),
        }),
        messages.payment.verificationFailed,
      );
    },
  );
};
