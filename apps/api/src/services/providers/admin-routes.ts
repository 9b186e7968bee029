/**
 * Admin → Providers and sellers, the providers half (ADR 0302), under /svc/providers/admin: the list to review,
 * approve, verify the registration number. Admin-only: 401 signed out, 403 for anyone else.
 */
import {
  homeServicesAdminMessages as A,
  adminDecisionSchema,
  adminProviderListReplySchema,
  adminProviderReplySchema,
  adminReviewQuerySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, security } from "./route-shapes.ts";

const tags = ["admin"];

export const providersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providersAdmin;
  const admin = { preHandler: app.requireAdmin };

  app.get(
    "/admin/providers",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "Providers to review (status pending by default, approved or all; query; pages)",
        querystring: adminReviewQuerySchema,
        response: { 200: adminProviderListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.list(request.query)) }),
  );

  for (const [decision, message, summary] of [
    ["approve", A.providerApproved, "Approve a provider's profile (audited)"],
    ["verify", A.licenceVerified, "Mark a provider's registration number as checked (audited)"],
  ] as const)
    app.post(
      `/admin/providers/:id/${decision}`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary,
          params: idParams,
          body: adminDecisionSchema,
          response: { 200: adminProviderReplySchema },
        },
      },
      async (request) => ({
        status: "success" as const,
        message,
        data: await service.decide(
          request.session!.userId,
          request.params.id,
          decision,
          request.body?.reason ?? "",
        ),
      }),
    );
};
