/**
 * GET /api/search (SPEC §7, ADR 0400), three branches on one path:
 * - `unique_key=` — the premium profile lookup (200 full profile, 402 payment_required, SPEC §8 errors);
 * - `premium=1` — the paywall check of /premium-content (200 when allowed, 401, 402);
 * - otherwise — one search across listings and people.
 * Parameters are validated by query.ts (all problems under `errors.query` too); the reply is serialised through
 * the contract's schema, so only the public shapes leave the server.
 */
import { fullProfileReplySchema, messages, searchParamsSchema, searchReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../platform/errors.ts";
import { sendPageBytes } from "../../platform/page-reply.ts";

// Documented from the contract; a repeated parameter is accepted (query.ts keeps the last value), so that a
// bad value is reported by the parser under the field's name and `query` (SPEC §8), never as a schema error.
const lenient = (description?: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description ?? "");
const querystring = z
  .object({
    ...Object.fromEntries(
      Object.entries(searchParamsSchema.shape).map(([key, schema]) => [key, lenient(schema.description)]),
    ),
    premium: lenient("1: check /premium-content access only"),
  })
  .passthrough();

const premiumCheckReply = z.object({
  status: z.literal("success"),
  data: z.object({ status: z.literal("success"), premium: z.literal(true) }),
});

export const searchRoutes: FastifyPluginAsyncZod = async (api) => {
  const service = api.services.search;
  const lookup = api.services.profileLookup;

  api.get(
    "/search",
    {
      preHandler: api.optionalAuth,
      schema: {
        tags: ["search"],
        summary:
          "Search listings and people (every word must match; role, profession and city words filter), or look up a premium profile by unique_key",
        querystring,
        response: {
          200: z.union([searchReplySchema, fullProfileReplySchema, premiumCheckReply]),
          // The instructions come from the payments module (entitlements.ts), which owns their shape.
          402: z.looseObject({
            status: z.literal("payment_required"),
            message: z.string(),
            code: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const q = request.query as Record<string, unknown>;
      if ("unique_key" in q) {
        const result = await lookup.lookup(q.unique_key, request.session);
        if (result.status === 402) return reply.code(402).send(result.body as never);
        return reply.code(200).send(result.body as never);
      }
      if (q.premium === "1" || q.premium === "true") {
        if (!(await lookup.premiumContentAllowed(request.session))) {
          return reply.code(402).send({
            ...errorBody(402, messages.profileLookup.paymentRequired, "PAYMENT_REQUIRED"),
            status: "payment_required",
          });
        }
        return { status: "success" as const, data: { status: "success" as const, premium: true as const } };
      }
      // Nothing in an anonymous search depends on the caller: it may come from the page cache (ADR 0403).
      if (!request.session) {
        return sendPageBytes(reply, await service.searchAnonymousJson(q));
      }
      const data = await service.search(q, request.session);
      return { status: "success" as const, data: { status: "success" as const, data } };
    },
  );
};
