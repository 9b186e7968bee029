/** Admin → Payments (issue 23): list every payment and mark one refunded (admins only; audited). */
import {
  adminMessages,
  adminPaymentListReplySchema,
  adminPaymentQuerySchema,
  adminPaymentReplySchema,
  adminRefundSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["admin", "payments"];
const security = [{ bearer: [] }];

export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.paymentsAdmin;
  const admin = { preHandler: app.requireAdmin };

  app.get(
    "/admin/payments",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Payments of every account, newest first: find by reference, email or name; filter by status and purpose",
        querystring: adminPaymentQuerySchema,
        response: { 200: adminPaymentListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.list(request.query)) }),
  );

  app.post(
    "/admin/payments/:reference/refund",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          "Mark a successful payment refunded, with the reason (the refund itself is made at the gateway)",
        params: z.object({ reference: z.string().trim().min(1).max(100) }),
        body: adminRefundSchema,
        response: { 200: adminPaymentReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: adminMessages.refundMarked,
      data: await service.markRefunded(
        request.session!.userId,
        request.params.reference,
        request.body.reason,
      ),
    }),
  );
};
