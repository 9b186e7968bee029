/** KYC for its owner (multipart submissions, status, the stored files); admin review is in admin-kyc.ts. */
import { kycMessages, kycStatusReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, readMultipart } from "../../../platform/uploads.ts";

export const kycStatusReply = kycStatusReplySchema;

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const kyc = app.services.kyc;
  const auth = { preHandler: app.authenticate };
  const tags = ["kyc"];

  for (const [path, resubmit] of [
    ["/kyc/submit", false],
    ["/kyc/resubmit", true],
  ] as const) {
    app.post(
      path,
      {
        ...auth,
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary: resubmit
            ? "Resubmit documents after a rejection (multipart)"
            : "Submit an identity document and a selfie (multipart: document_type, document_number, document_front, document_back, selfie)",
          response: { 201: kycStatusReply },
        },
      },
      async (request, reply) => {
        const data = await kyc.submit(request.session!.userId, resubmit, () =>
          readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: 3 }),
        );
        return reply.status(201).send({ status: "success", message: kycMessages.submitted, data });
      },
    );
  }

  app.get(
    "/kyc/status",
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Verification status: none, pending, approved, or rejected with the reason",
        response: { 200: kycStatusReply },
      },
    },
    async (request) => ({ status: "success" as const, data: await kyc.status(request.session!.userId) }),
  );

  app.get(
    "/kyc/files/:id/:which",
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "A KYC file, to its owner and admins only",
        params: z.object({
          id: z.coerce.number().int().positive(),
          which: z.enum(["front", "back", "selfie"]),
        }),
      },
    },
    async (request, reply) => {
      const { data, contentType } = await kyc.file(request.session!, request.params.id, request.params.which);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", "inline")
        .type(contentType)
        .send(data);
    },
  );
};
