/** The signed-in user's subscription (SPEC §7): activate Free, the subscription in force, its history. */
import { historyEntrySchema, messages, PAYMENT_MESSAGES, userSubscriptionReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withFallback } from "../http.ts";
import { messageReply, paymentSummaryLoose } from "./schemas.ts";

const m = messages.subscription;

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscriptions = app.services.subscriptions;
  const auth = {
    preHandler: app.authenticate,
    schema: { tags: ["subscriptions"], security: [{ bearer: [] }] },
  };

  app.get(
    "/activate/default/plan",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Activate the Free plan (once per account)",
        response: { 200: messageReply },
      },
    },
    async (request) =>
      withFallback(request, m.activateFree, async () => ({
        status: "success" as const,
        message: PAYMENT_MESSAGES.freeActivated,
        data: { subscription: await subscriptions.activateFree(request.session!.userId) },
      })),
  );

  app.get(
    "/get/user/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "The subscription and plan in force now",
        response: { 200: userSubscriptionReplySchema },
      },
    },
    async (request) =>
      withFallback(request, m.details, async () => ({
        status: "success" as const,
        data: await subscriptions.current(request.session!.userId),
      })),
  );

  app.get(
    "/get/subscription/history",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Subscription events (newest first) and payments (subscriptions, profile unlocks)",
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.object({
              events: z.array(historyEntrySchema),
              payments: z.array(paymentSummaryLoose),
              /** Unspent credit from payments that could not be applied; the next payment link spends it. */
              credit: z.number(),
              credit_kobo: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) =>
      withFallback(request, m.history, async () => ({
        status: "success" as const,
        data: await subscriptions.history(request.session!.userId),
      })),
  );
};
