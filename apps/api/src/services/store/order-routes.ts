/**
 * The store's orders (ADR 0301), under /svc/store: place one (taking the stock), read them, check the payment,
 * and each later step (confirm, dispatch, deliver, cancel). Registered by routes.ts.
 */
import {
  homeServicesMessages as M,
  orderInputSchema,
  orderListQuerySchema,
  orderListReplySchema,
  orderReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../platform/origin.ts";
import { idParams, security, tags } from "./route-shapes.ts";

export const storeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storeOrders;

  app.get(
    "/orders",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My orders (as buyer, seller or both)",
        querystring: orderListQuerySchema,
        response: { 200: orderListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.orders(request.session!, request.query)),
    }),
  );

  app.post(
    "/orders",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Order a quantity (takes the stock); online orders answer with the payment link",
        body: orderInputSchema,
        response: { 201: orderReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.orderPlaced,
        data: await service.place(request.session!, request.body, requestOrigin(request)),
      }),
  );

  app.get(
    "/orders/:id",
    {
      preHandler: app.authenticate,
      schema: { tags, security, summary: "One order", params: idParams, response: { 200: orderReplySchema } },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.order(request.session!, request.params.id),
    }),
  );

  app.post(
    "/orders/:id/verify",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Check the order's payment with the gateway (the one settle path)",
        params: idParams,
        response: { 200: orderReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.verify(request.session!, request.params.id),
    }),
  );

  for (const action of ["confirm", "dispatch", "deliver", "cancel"] as const)
    app.post(
      `/orders/:id/${action}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary:
            action === "cancel"
              ? "Cancel (buyer until confirmed, seller until dispatched); the stock comes back"
              : `The seller marks the order ${action === "confirm" ? "confirmed" : action === "dispatch" ? "dispatched" : "delivered"}`,
          params: idParams,
          body: z.object({ reason: z.string().trim().max(500).default("") }).nullish(),
          response: { 200: orderReplySchema },
        },
      },
      async (request) => ({
        status: "success" as const,
        message: M.orderUpdated,
        data: await service.act(request.session!, request.params.id, action, request.body?.reason ?? ""),
      }),
    );
};
