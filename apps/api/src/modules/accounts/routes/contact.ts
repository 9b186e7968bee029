/**
 * Changing the signed-in user's e-mail or phone (issue 38, ADR 0026): ask with the current password, then the
 * link sent to the new e-mail (POST /verify/email-or-phone, as at sign-up) or the code sent to the new number.
 */
import { changeEmailInputSchema, changePhoneCodeInputSchema, changePhoneInputSchema } from "@ile/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../../platform/origin.ts";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { okMessage, parse, userShape } from "./bodies.ts";
import type { AccountLimits } from "./limits.ts";

const signedIn = (r: FastifyRequest) => (r.session ? `user:${r.session.userId}` : undefined);

export const contactRoutes: FastifyPluginAsyncZod<{ limits: AccountLimits }> = async (app, { limits }) => {
  const changes = app.services.contactChanges;
  const { perIp, perAccount, limit } = limits;
  const common = { tags: ["accounts"], security: [{ bearer: [] }], body: z.unknown() };

  app.post(
    "/security/email",
    {
      preHandler: [app.authenticate, perIp, perAccount(signedIn)],
      schema: {
        ...common,
        summary:
          "Ask to change the e-mail: a link to the new address (it changes when opened); needs the password",
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const body = parse(changeEmailInputSchema, request.body);
      const { message } = await changes.requestEmail(request.session!.userId, body, requestOrigin(request));
      return { status: "success" as const, message };
    },
  );

  app.post(
    "/security/phone",
    {
      preHandler: [app.authenticate, perIp, perAccount(signedIn)],
      schema: {
        ...common,
        summary:
          "Ask to change the phone number: a 6-digit code by SMS to the new number; needs the password",
        response: { 200: okMessage },
      },
    },
    async (request) => {
      const { message } = await changes.requestPhone(
        request.session!.userId,
        parse(changePhoneInputSchema, request.body),
      );
      return { status: "success" as const, message };
    },
  );

  app.post(
    "/security/phone/verify",
    {
      config: changesPublicPages,
      preHandler: [app.authenticate, perIp, perAccount(signedIn, limit, 15 * 60, "contact-code")],
      schema: {
        ...common,
        summary: "Change the phone number with the code sent to it",
        response: {
          200: okMessage.extend({ data: z.object({ user: userShape }) }),
        },
      },
    },
    async (request) => {
      const { code } = parse(changePhoneCodeInputSchema, request.body);
      const { message, user } = await changes.confirmPhone(request.session!.userId, code);
      return { status: "success" as const, message, data: { user } };
    },
  );
};
