/** Password reset (SPEC §7): forgot-password sends a link; reset-password sets a new password with it. */
import { accountMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../../platform/origin.ts";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { identifierBody, okMessage, parse, resetBody } from "./bodies.ts";
import { type AccountLimits, accountNamedBy } from "./limits.ts";

export const passwordRoutes: FastifyPluginAsyncZod<{ limits: AccountLimits }> = async (app, { limits }) => {
  const accounts = app.services.accounts;
  const { perIp, perAccount } = limits;

  app.post(
    "/forgot-password",
    {
      preHandler: [perIp, perAccount(accountNamedBy("email", "phone"))],
      schema: {
        tags: ["accounts"],
        summary: "Send a password reset link; the same reply whether or not the account exists",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await accounts.forgotPassword(parse(identifierBody, request.body), requestOrigin(request));
      return { status: "success" as const, message: accountMessages.resetSent };
    },
  );

  app.post(
    "/reset-password",
    {
      config: changesPublicPages,
      preHandler: [perIp],
      schema: {
        tags: ["accounts"],
        summary: "Set a new password with the emailed token; every session is revoked",
        body: z.unknown(),
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const input = parse(resetBody, request.body);
      await accounts.resetPassword(input.token, input.password);
      return { status: "success" as const, message: accountMessages.passwordReset };
    },
  );
};
