/**
 * GET /api/search (SPEC §7, ADR 0400). Built so far: the paywall branch `premium=1` that the access guard of
 * /premium-content calls — 200 when `canViewPremiumContent` allows, 401 without a session, 402 otherwise.
 * Requests without `premium=1` are answered as an unknown route until the search service lands.
 */
import { messages } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import { AppError, errorBody } from "../../platform/errors.ts";
import { canViewPremiumContent } from "../payments/entitlements.ts";

export async function searchRoutes(api: FastifyInstance) {
  api.get("/search", { preHandler: api.optionalAuth, schema: { hide: true } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    if (q.premium !== "1" && q.premium !== "true") return reply.callNotFound();
    const session = request.session;
    if (!session) throw AppError.unauthorized(messages.search.loginRequired);
    const viewer = { userId: session.userId, role: session.role };
    if (!(await canViewPremiumContent(api.db, viewer))) {
      return reply.code(402).send({
        ...errorBody(402, messages.profileLookup.paymentRequired, "PAYMENT_REQUIRED"),
        status: "payment_required",
      });
    }
    return { status: "success", data: { status: "success", premium: true } };
  });
}
