/** Registration and verification (SPEC §7): register, verify an email or phone, resend the link or code. */
import { accountMessages, messages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../../platform/origin.ts";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { okMessage, parse, registerBody, resendBody, verifyBody } from "./bodies.ts";
import { type AccountLimits, accountNamedBy } from "./limits.ts";

export const registerRoutes: FastifyPluginAsyncZod<{ limits: AccountLimits }> = async (app, { limits }) => {
  const { accounts, verification } = app.services;
  const { perIp, perAccount, limit } = limits;

  app.post(
    "/register",
    {
      preHandler: [perIp, perAccount(accountNamedBy("email", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Create an account (pending until the email or phone is verified)",
        body: z.unknown(),
        response: {
          201: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({
              user_id: z.number(),
              email: z.string(),
              phone: z.string().nullable(),
              verification_sent_to: z.array(z.string()),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const data = await accounts.register(
        parse(registerBody, request.body, "REGISTRATION_FAILED"),
        requestOrigin(request),
      );
      return reply.status(201).send({ status: "success", message: accountMessages.registered, data });
    },
  );

  app.post(
    "/verify/email-or-phone",
    {
      config: changesPublicPages,
      preHandler: [perIp, perAccount(accountNamedBy("user", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Verify an email (user_id + token from the link) or a phone (6-digit code)",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await verification.verify(parse(verifyBody, request.body));
      return { status: "success" as const, message: messages.session.verificationSuccess };
    },
  );

  app.post(
    "/resend/verification/link-or-code",
    {
      preHandler: [
        perIp,
        perAccount(accountNamedBy("user", "email", "phone"), Math.min(3, limit), 10 * 60, "resend"),
      ],
      schema: {
        tags: ["accounts"],
        summary:
          "Send a new verification link (email) or code (phone); the same reply whether or not the account exists",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await verification.resend(parse(resendBody, request.body), requestOrigin(request));
      return { status: "success" as const, message: messages.session.codeSent };
    },
  );
};
