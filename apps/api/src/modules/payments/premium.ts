/**
 * Premium content (issue 6): the market report behind /premium-content. Entitlements are checked here on the
 * server, whatever the page does: no login → 401, no plan with premium content → 402 with what to buy.
 * The report is computed from the live listings on Ile: median and quartile asking prices per town and
 * bedroom count (groups of at least 3 listings, so no single listing can be read back from it).
 */
import { messages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { canViewPremiumContent } from "./entitlements.ts";

export const MIN_GROUP = 3;

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
    async (request) => {
      const session = request.session;
      if (!session) throw AppError.unauthorized(messages.search.loginRequired);
      if (!(await canViewPremiumContent(app.db, { userId: session.userId, role: session.role })))
        throw new AppError(402, messages.profileLookup.paymentRequired, "PAYMENT_REQUIRED", {
          plan: ["Premium content comes with the Premium and Business plans. Subscribe on /subscription."],
        });
      const { listing_type, state } = request.query;
      const rows = await app.database.query<{
        state: string;
        city: string;
        bedrooms: number;
        listings: number;
        median: number;
        p25: number;
        p75: number;
      }>(
        `select state, city, bedrooms, count(*)::int as listings,
                round(percentile_cont(0.5) within group (order by price))::bigint as median,
                round(percentile_cont(0.25) within group (order by price))::bigint as p25,
                round(percentile_cont(0.75) within group (order by price))::bigint as p75
           from properties
          where deleted_at is null and listing_type = $1 and price > 0
            and (listing_type = 'sale' or rent_period = 'year')
            and ($2::text is null or lower(state) = lower($2))
          group by state, city, bedrooms
         having count(*) >= ${MIN_GROUP}
          order by state, city, bedrooms
          limit 500`,
        [listing_type, state || null],
      );
      return {
        status: "success" as const,
        data: {
          listing_type,
          period: listing_type === "rent" ? ("year" as const) : null,
          currency: "NGN" as const,
          generated_at: new Date().toISOString(),
          rows: rows.map((r) => ({
            state: r.state,
            city: r.city,
            bedrooms: Number(r.bedrooms),
            listings: Number(r.listings),
            // Naira, as every other reply (prices are stored in kobo).
            median: Number(r.median) / 100,
            p25: Number(r.p25) / 100,
            p75: Number(r.p75) / 100,
          })),
        },
      };
    },
  );
};
