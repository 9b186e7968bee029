/** Plans (SPEC §7): the price list, one plan, and an admin's change to a plan. */
import { messages, PAYMENT_MESSAGES, planSchema, planUpdateSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withFallback } from "../http.ts";

const tags = ["subscriptions"];
const m = messages.subscription;
const params = z.object({ id: z.string().max(40) });

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscriptions = app.services.subscriptions;

  app.get(
    "/subscriptions/price/list",
    {
      schema: {
        tags,
        summary: "Plans and prices",
        response: { 200: z.object({ status: z.literal("success"), data: z.array(planSchema) }) },
      },
    },
    async (request) =>
      withFallback(request, m.plans, async () => ({
        status: "success" as const,
        data: await subscriptions.plans(),
      })),
  );

  app.get(
    "/subscription/plans/:id",
    {
      schema: {
        tags,
        summary: "One plan",
        params,
        response: { 200: z.object({ status: z.literal("success"), data: planSchema }) },
      },
    },
    async (request) =>
      withFallback(request, m.planDetails, async () => ({
        status: "success" as const,
        data: await subscriptions.plan(request.params.id),
      })),
  );

  app.put(
    "/subscription/plans/:id",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Update a plan (admins only)",
        security: [{ bearer: [] }],
        params,
        body: planUpdateSchema,
        response: { 200: z.object({ status: z.literal("success"), message: z.string(), data: planSchema }) },
      },
    },
    async (request) =>
      withFallback(request, m.updatePlan, async () => ({
        status: "success" as const,
        message: PAYMENT_MESSAGES.planUpdated,
        data: await subscriptions.updatePlan(request.params.id, request.body, request.session!.userId),
      })),
  );
};
