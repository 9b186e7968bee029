/**
 * Admin → Providers and sellers, the sellers half (ADR 0302), under /svc/store/admin: the sellers to review,
 * approve, verify (address and phone checked). Admin-only: 401 signed out, 403 for anyone else.
 */
import {
  homeServicesAdminMessages as A,
  adminDecisionSchema,
  adminReviewQuerySchema,
  adminSellerListReplySchema,
  adminSellerReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, security } from "./route-shapes.ts";

const tags = ["admin"];

export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storeAdmin;
  const admin = { preHandler: app.requireAdmin };

  app.get(
    "/admin/sellers",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Sellers (users with products) to review (status pending by default, approved or all; query; pages)",
        querystring: adminReviewQuerySchema,
        response: { 200: adminSellerListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.list(request.query)) }),
  );

  for (const [decision, message, summary] of [
    ["approve", A.sellerApproved, "Approve a seller's shop (audited)"],
    ["verify", A.sellerVerified, "Mark a seller's address and phone as checked (audited)"],
  ] as const)
    app.post(
      `/admin/sellers/:id/${decision}`,
      {
        ...admin,
        schema: {
          tags,
          security,
          summary,
          params: idParams,
          body: adminDecisionSchema,
          response: { 200: adminSellerReplySchema },
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
