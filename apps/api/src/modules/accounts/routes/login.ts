/** Login (SPEC §4, §7): the password step with its three outcomes, and the 6-digit code step. */
import { messages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginBody, parse, tokenReply, verifyLoginBody } from "./bodies.ts";
import { type AccountLimits, accountNamedBy } from "./limits.ts";

export const loginRoutes: FastifyPluginAsyncZod<{ limits: AccountLimits }> = async (app, { limits }) => {
  const accounts = app.services.accounts;
  const { perIp, perAccount } = limits;

  app.post(
    "/login",
    {
      preHandler: [perIp],
      schema: {
        tags: ["accounts"],
        summary: "Log in with email or phone and password: logged in, a code step, or an account to verify",
        body: z.unknown(),
        response: {
          200: z.union([
            tokenReply,
            z.object({
              status: z.literal("pending_verification"),
              message: z.string(),
              session_token: z.string(),
            }),
            z.object({
              status: z.literal("pending_account_verification"),
              message: z.string(),
              user_id: z.number(),
            }),
          ]),
        },
      },
    },
    async (request) => {
      const input = parse(loginBody, request.body, "LOGIN_FAILED");
      const outcome = await accounts.login({ email: input.email, phone: input.phone }, input.password);
      return outcome.body as never;
    },
  );

  app.post(
    "/verify-login",
    {
      preHandler: [perIp, perAccount(accountNamedBy("session"))],
      schema: {
        tags: ["accounts"],
        summary: "Finish a two-step login with the session token and the 6-digit code",
        body: z.unknown(),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: tokenReply.omit({ status: true, message: true }),
          }),
        },
      },
    },
    async (request) => {
      const input = parse(verifyLoginBody, request.body, "LOGIN_FAILED");
      const data = await accounts.verifyLogin(input.session_token, input.auth_code);
      return { status: "success" as const, message: messages.session.loginSuccess, data };
    },
  );
};
