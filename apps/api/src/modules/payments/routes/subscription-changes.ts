/** Paid subscription changes (SPEC §7): initiate, verify, renew, cancel, switch plan. */
import { messages, PAYMENT_MESSAGES, subscriptionSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../../platform/origin.ts";
import { requireReference, withFallback } from "../http.ts";
import { linkReply, messageReply, paymentSummaryLoose, switchReply } from "./schemas.ts";

const m = messages.subscription;
const looseBody = z.record(z.string(), z.unknown()).optional();
const linked = <T extends { payment_instructions: unknown }>(link: T) => ({
  status: "success" as const,
  message: PAYMENT_MESSAGES.linkGenerated,
  ...link,
  data: link,
});

export const subscriptionChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const changes = app.services.subscriptionChanges;
  const auth = {
    preHandler: app.authenticate,
    schema: { tags: ["subscriptions"], security: [{ bearer: [] }] },
  };

  app.post(
    "/subscription/initiate",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Start paying for a plan: {plan_type | plan_id, interval} → payment_url",
        body: looseBody,
        response: { 200: linkReply },
      },
    },
    async (request) =>
      withFallback(request, m.initiate, async () =>
        linked(await changes.initiate(request.session!.userId, request.body ?? {}, requestOrigin(request))),
      ),
  );

  app.post(
    "/subscription/verify",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Verify a subscription payment by reference; its value is given once",
        body: looseBody,
        response: {
          200: messageReply.extend({
            data: z.object({ subscription: subscriptionSchema.nullable(), payment: paymentSummaryLoose }),
          }),
        },
      },
    },
    async (request) => {
      const reference = requireReference(request.body?.reference);
      return withFallback(request, m.verify, async () => ({
        status: "success" as const,
        message: PAYMENT_MESSAGES.verified,
        data: await changes.verify(request.session!.userId, reference),
      }));
    },
  );

  app.post(
    "/renew/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Pay for the next period of the current (or last) paid plan; optional {interval}",
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: linkReply },
      },
    },
    async (request) =>
      withFallback(request, m.renew, async () =>
        linked(await changes.renew(request.session!.userId, request.body ?? {}, requestOrigin(request))),
      ),
  );

  app.post(
    "/cancel/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Cancel renewal: access stays until the period ends",
        body: z.unknown().optional(),
        response: { 200: messageReply },
      },
    },
    async (request) =>
      withFallback(request, m.cancel, async () => {
        const { message, subscription } = await changes.cancel(request.session!.userId);
        return { status: "success" as const, message, data: { subscription } };
      }),
  );

  app.post(
    "/switch/plan",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary:
          "Switch plan {new_plan_type}: an upgrade is charged pro rata now; a downgrade waits for the period end",
        body: looseBody,
        response: { 200: switchReply },
      },
    },
    async (request) =>
      withFallback(request, m.switchPlan, async () => {
        const result = await changes.switchPlan(
          request.session!.userId,
          request.body ?? {},
          requestOrigin(request),
        );
        if (result.action === "scheduled")
          return {
            status: "success" as const,
            message: result.message,
            action: result.action,
            data: { subscription: result.subscription, link: null },
          };
        const { link } = result;
        return {
          status: "success" as const,
          message: PAYMENT_MESSAGES.linkGenerated,
          action: result.action,
          ...link,
          data: { subscription: result.subscription, link },
        };
      }),
  );
};
