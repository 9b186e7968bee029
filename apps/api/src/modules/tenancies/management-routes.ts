/**
 * Management requests (ADR 0950, 0951): /property-management sends one (signed in or not); staff list them in
 * /admin and change their status with a note (audited, mailed to the requester).
 */
import {
  tenancyMessages as M,
  managementMessages as MM,
  managementRequestItemSchema,
  managementRequestSchema,
  managementRequestsQuerySchema,
  managementRequestUpdateSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, idParams } from "../../platform/route-shapes.ts";

const security = bearer;

export const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.managementRequests;

  app.post(
    "/property-management/requests",
    {
      preHandler: app.optionalAuth,
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        tags: ["property management"],
        summary: "Ask Ile to manage a property (from /property-management); a confirmation is emailed",
        body: managementRequestSchema,
        response: { 201: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request, res) => {
      await requests.create(request.session?.userId ?? null, request.body);
      return res.code(201).send({ status: "success" as const, message: M.managementRequestSent });
    },
  );

  app.get(
    "/admin/management-requests",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Management requests: open ones (new, contacted, in progress) oldest first, or one status",
        querystring: managementRequestsQuerySchema,
        response: {
          200: z.object({ status: z.literal("success"), data: z.array(managementRequestItemSchema) }),
        },
      },
    },
    async (request) => ({ status: "success" as const, data: await requests.list(request.query.status) }),
  );

  app.patch(
    "/admin/management-requests/:id",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Change a management request's status with a note (audited; the requester is emailed)",
        params: idParams,
        body: managementRequestUpdateSchema,
        response: {
          200: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: managementRequestItemSchema,
          }),
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: MM.updated,
      data: await requests.setStatus(
        request.session!.userId,
        request.params.id,
        request.body.status,
        request.body.note,
      ),
    }),
  );
};
