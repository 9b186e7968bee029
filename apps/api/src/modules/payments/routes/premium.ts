/** `GET /premium/market-report`: asking prices by town and bedrooms, for plans with premium content. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const row = z.object({
  state: z.string(),
  city: z.string(),
  bedrooms: z.number().int(),
  listings: z.number().int(),
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
});

export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/premium/market-report",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ["subscriptions"],
        summary: "Asking prices by town and bedrooms (plans with premium content)",
        security: [{ bearer: [] }],
        querystring: z.object({
          listing_type: z.enum(["rent", "sale"]).default("rent"),
          state: z.string().trim().max(60).optional(),
        }),
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.object({
              listing_type: z.enum(["rent", "sale"]),
              /** Rents are per year (monthly and nightly lets are left out). */
              period: z.literal("year").nullable(),
              currency: z.literal("NGN"),
              generated_at: z.string(),
              rows: z.array(row),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await app.services.premium.marketReport(request.session, request.query),
    }),
  );
};
