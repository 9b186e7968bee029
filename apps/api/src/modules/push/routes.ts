/**
 * /api/push (issue 37, ADR 0410): the VAPID public key (public) and the signed-in user's browser subscriptions
 * (subscribe with `PushSubscription.toJSON()`, unsubscribe by endpoint).
 */
import {
  pushKeyReplySchema,
  pushMessages,
  pushSubscribedReplySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer } from "../../platform/route-shapes.ts";

const tags = ["push"];

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.push;

  app.get(
    "/key",
    {
      schema: {
        tags,
        summary: "The VAPID public key browsers subscribe to push notifications with",
        response: { 200: pushKeyReplySchema },
      },
    },
    async () => ({ status: "success" as const, data: { public_key: service.publicKey() } }),
  );

  app.post(
    "/subscriptions",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "Let this browser show my alerts (its PushSubscription as toJSON() gives it)",
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscribedReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: "success" as const,
        message: pushMessages.subscribed,
        data: await service.subscribe(request.session!.userId, request.body),
      }),
  );

  app.delete(
    "/subscriptions",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "Stop showing my alerts in this browser (by its subscription's endpoint)",
        body: pushUnsubscribeSchema,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      await service.unsubscribe(request.session!.userId, request.body.endpoint);
      return { status: "success" as const, message: pushMessages.unsubscribed };
    },
  );
};
