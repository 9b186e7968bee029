/** The signed-in session (SPEC §7): check-auth, login codes on/off, refresh-token, logout. */
import { accountMessages, messages } from "@ile/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asGuard, bearerToken } from "../../../platform/auth.ts";
import { AppError } from "../../../platform/errors.ts";
import { okMessage, tokenReply, userShape } from "./bodies.ts";

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const bearerGuard = (refresh: boolean) =>
    asGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw AppError.unauthorized(messages.session.noToken, "NO_TOKEN");
      request.session = await (refresh ? app.tokens.verifyForRefresh(token) : app.tokens.verify(token));
    });
  const requireBearer = bearerGuard(false);

  app.get(
    "/check-auth",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user",
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal("success"), data: z.object({ user: userShape }) }) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { user: await accounts.sessionUserOf(request.session!.userId) },
    }),
  );

  app.put(
    "/security/login-codes",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["accounts"],
        summary: "Turn two-step login (a 6-digit code after the password) on or off; always on for admins",
        security: [{ bearer: [] }],
        body: z.object({ enabled: z.boolean({ error: accountMessages.loginCodesChoice }) }),
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: z.object({ user: userShape }),
          }),
        },
      },
    },
    async (request) => {
      const { message, user } = await accounts.setLoginCodes(request.session!, request.body.enabled);
      return { status: "success" as const, message, data: { user } };
    },
  );

  app.post(
    "/refresh-token",
    {
      preHandler: bearerGuard(true),
      schema: {
        tags: ["accounts"],
        summary:
          "Exchange a valid token for its successor (the old one works 30 s more and refreshes to the same successor; reused later, it ends the sign-in)",
        security: [{ bearer: [] }],
        response: { 200: tokenReply },
      },
    },
    async (request) => ({ status: "success", ...(await accounts.refresh(request.session!)) }),
  );

  app.post(
    "/logout",
    {
      preHandler: requireBearer,
      schema: {
        tags: ["accounts"],
        summary: "Revoke this session's token and the sign-in it was refreshed from",
        security: [{ bearer: [] }],
        response: { 200: okMessage },
      },
    },
    async (request) => {
      await app.tokens.endSession(request.session!);
      return { status: "success" as const, message: messages.session.loggedOut };
    },
  );
};
