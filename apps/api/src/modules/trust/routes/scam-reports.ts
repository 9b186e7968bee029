/** Scam reports (issue 22, ADR 0902): "Report this listing", "Report this user", and the admin queue. */
import {
  abuseReportSchema,
  adminReportSchema,
  reportDecisionSchema,
  reportQuerySchema,
  trustMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../../platform/page-cache.ts";
import { dataReply } from "../../../platform/route-shapes.ts";

const security = [{ bearer: [] }];
const ok = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ hidden: z.boolean() }),
});

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.services.reports;
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireAdmin };

  app.post(
    "/reports/listings/:slug",
    {
      ...auth,
      config: changesPublicPages,
      schema: {
        tags: ["reports"],
        security,
        summary: "Report this listing (once per account; three reports hide it pending review)",
        params: z.object({ slug: z.string().min(1).max(200) }),
        body: abuseReportSchema,
        response: { 201: ok },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: "success" as const,
        message: trustMessages.reportSent,
        data: await reports.reportListing(request.session!, request.params.slug, request.body),
      }),
  );

  app.post(
    "/reports/users/:id",
    {
      ...auth,
      schema: {
        tags: ["reports"],
        security,
        summary: "Report this user (once per account)",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: abuseReportSchema,
        response: { 201: ok },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: "success" as const,
        message: trustMessages.reportSent,
        data: await reports.reportUser(request.session!, request.params.id, request.body),
      }),
  );

  app.get(
    "/admin/reports",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        security,
        summary: "Scam reports: open (default) or decided, newest first",
        querystring: reportQuerySchema,
        response: { 200: dataReply(z.array(adminReportSchema)) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await reports.queue(request.query.status ?? "open"),
    }),
  );

  app.post(
    "/admin/reports/:id/decide",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags: ["admin"],
        security,
        summary:
          "Decide a report (hide, restore, warn, suspend, dismiss): answers every open report of the target; audited",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: reportDecisionSchema,
        response: { 200: dataReply(adminReportSchema) },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: trustMessages.outcomeSaved,
      data: await reports.decide(
        request.session!.userId,
        request.params.id,
        request.body.action,
        request.body.note,
      ),
    }),
  );
};
