/** Admin review of KYC submissions (the /admin area): list, approve, reject. */
import { adminKycListReplySchema, kycMessages, kycRejectSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { kycStatusReply } from "./kyc.ts";

const byId = z.object({ id: z.coerce.number().int().positive() });

export const adminKycRoutes: FastifyPluginAsyncZod = async (app) => {
  const kyc = app.services.kyc;
  const admin = { preHandler: app.requireAdmin };
  const tags = ["admin"];

  app.get(
    "/admin/kyc",
    {
      ...admin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "KYC submissions to review (admins)",
        querystring: z.object({
          status: z.enum(["pending", "approved", "rejected"]).default("pending"),
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: adminKycListReplySchema },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return { status: "success" as const, ...(await kyc.list(status, page, limit)) };
    },
  );

  app.post(
    "/admin/kyc/:id/approve",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Approve a KYC submission: the profile becomes verified. 409 KYC_DUPLICATE when the same document is verified for another account, unless acknowledge_duplicate is true",
        params: byId,
        body: z
          .object({
            acknowledge_duplicate: z.boolean({ error: kycMessages.acknowledgeDuplicateBoolean }).optional(),
          })
          .nullish(),
        response: { 200: kycStatusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: kycMessages.approved,
      data: await kyc.review(
        request.params.id,
        request.session!.userId,
        "approved",
        null,
        request.body?.acknowledge_duplicate === true,
      ),
    }),
  );

  app.post(
    "/admin/kyc/:id/reject",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Reject a KYC submission with a reason the person sees",
        params: byId,
        body: kycRejectSchema,
        response: { 200: kycStatusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: kycMessages.rejected,
      data: await kyc.review(request.params.id, request.session!.userId, "rejected", request.body.reason),
    }),
  );
};
