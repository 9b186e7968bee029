/**
 * Market analytics API (issue 23, ADR 0710), under /api/analytics: the figures of a scope (JSON) and the same
 * as CSV, for admins and plans with analytics access (401 signed out, 403 otherwise, before input is read);
 * an admin's refresh; and the scheduled refresh of the summaries.
 */
import {
  analyticsMessages,
  analyticsMonthlyQuerySchema,
  analyticsQuerySchema,
  marketMonthlyReplySchema,
  marketReplySchema,
} from "@ile/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { asGuard } from "../../platform/auth.ts";
import { scheduleJob } from "../../platform/jobs.ts";
import { sendPageBytes } from "../../platform/page-reply.ts";

const tags = ["analytics"];
const security = [{ bearer: [] }];

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.analytics;
  // Also once at start-up, so a freshly seeded database has figures within seconds; not when the figures are
  // younger than the period (a restart), which would delay the first requests by the refresh (issue 52).
  const everyMs = app.config.ANALYTICS_REFRESH_SECONDS * 1000;
  let started = false;
  scheduleJob(app, {
    name: "market analytics refresh",
    everyMs,
    run: async () => {
      if (started) return { refreshed: await service.refresh() };
      started = true;
      return { refreshed: await service.refreshUnlessFresh(everyMs) };
    },
  });

  app.addHook("onClose", () => service.flushSearchLog());

  const entitled = asGuard(async (request: FastifyRequest, reply) => {
    await app.authenticate(request, reply);
    await service.assertAccess(request.session!);
  });

  app.get(
    "/market",
    {
      preHandler: entitled,
      schema: {
        tags,
        security,
        summary:
          "Median, quartiles and counts of sale prices or yearly rents for a scope (state, town, type, bedrooms), by place, type and bedrooms, and listings added per month",
        querystring: analyticsQuerySchema,
        response: { 200: marketReplySchema },
      },
    },
    // Ready JSON bytes from the reply cache (ADR 0023): Fastify sends a Buffer as it is.
    async (request, reply) => sendPageBytes(reply, await service.marketJson(request.query)),
  );

  app.get(
    "/market/monthly",
    {
      preHandler: entitled,
      schema: {
        tags,
        security,
        summary:
          "The median asking yearly rent and sale price of the listings added each month in a scope (state, town, type, bedrooms), oldest month first",
        querystring: analyticsMonthlyQuerySchema,
        response: { 200: marketMonthlyReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.monthlyReply(request.query) }),
  );

  app.get(
    "/market.csv",
    {
      preHandler: entitled,
      schema: {
        tags,
        security,
        summary: "The same figures as a CSV file (naira, 2 decimals)",
        querystring: analyticsQuerySchema,
        produces: ["text/csv"],
      },
    },
    async (request, reply) => {
      const csv = await service.marketCsv(request.query);
      const name = ["ile-market", request.query.kind, request.query.state, request.query.city]
        .filter(Boolean)
        .join("-")
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, "-");
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.csv"`)
        .send(csv);
    },
  );

  app.post(
    "/refresh",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Recompute the market summaries now (admins)",
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async () => {
      await service.refresh(true);
      return { status: "success" as const, message: analyticsMessages.refreshed };
    },
  );
};
