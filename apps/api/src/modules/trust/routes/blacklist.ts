/**
 * The tenant blacklist's API (issue 22, ADR 0901): reports and search for verified landlords and agents, and the
 * reported person's link (reply, counter-evidence, appeal, export, erasure request). The admin review, with
 * evidence files served to admins only, is blacklist-admin.ts.
 */
import {
  BLACKLIST_MAX_FILES,
  blacklistEntrySchema,
  blacklistErasureSchema,
  blacklistSearchSchema,
  tenantExportSchema,
  tenantViewSchema,
  trustMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, dataReply } from "../../../platform/route-shapes.ts";
import { MAX_UPLOAD_BYTES, readMultipart } from "../../../platform/uploads.ts";

const tags = ["blacklist"];
const security = bearer;
export const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const byToken = z.object({ token: z.string().min(1).max(200) });
export const entryReply = dataReply(blacklistEntrySchema);
const entriesReply = z.object({ status: z.literal("success"), data: z.array(blacklistEntrySchema) });

export const blacklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const blacklist = app.services.blacklist;
  const auth = { preHandler: app.authenticate };
  const form = (request: Parameters<typeof readMultipart>[0]) => () =>
    readMultipart(request, { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: BLACKLIST_MAX_FILES + 1 });

  app.post(
    "/blacklist/reports",
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "Report a tenant (verified landlords and agents; multipart: tenant_name, tenant_phone, tenant_email, last_address, amount_kobo, nature, period_start, period_end, statement, evidence files). Private until an admin reviews it.",
        response: { 201: entryReply },
      },
    },
    async (request, reply) => {
      const data = await blacklist.report(request.session!, form(request));
      return reply
        .status(201)
        .send({ status: "success" as const, message: trustMessages.reportReceived, data });
    },
  );

  app.get(
    "/blacklist/reports",
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "My blacklist reports, every status",
        response: { 200: entriesReply },
      },
    },
    async (request) => ({ status: "success" as const, data: await blacklist.mine(request.session!) }),
  );

  app.post(
    "/blacklist/reports/:id/settled",
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The reporter confirms the debt is settled: the entry is removed",
        params: byId,
        response: { 200: entryReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: trustMessages.settled,
      data: await blacklist.settle(request.session!, request.params.id),
    }),
  );

  app.get(
    "/blacklist/search",
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          "Search published entries by exact phone or fuzzy name (verified landlords and agents; limited per account per hour; logged)",
        querystring: blacklistSearchSchema,
        response: { 200: entriesReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await blacklist.search(request.session!, request.query),
    }),
  );

  app.get(
    "/blacklist/respond/:token",
    {
      schema: {
        tags,
        summary: "The reported person's view of the entry, through the link they were sent",
        params: byToken,
        response: { 200: dataReply(tenantViewSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { status: "success" as const, data: await blacklist.forTenant(request.params.token) };
    },
  );

  app.post(
    "/blacklist/respond/:token",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "The reported person's reply (multipart: reply, appeal, evidence files)",
        params: byToken,
        response: { 200: entryReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: trustMessages.replySaved,
      data: await blacklist.reply(request.params.token, form(request)),
    }),
  );

  app.get(
    "/blacklist/respond/:token/export",
    {
      schema: {
        tags,
        summary: "Data-subject access: everything held about the reported person in this entry (JSON)",
        params: byToken,
        response: { 200: dataReply(tenantExportSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      reply.header("content-disposition", 'attachment; filename="ile-blacklist-data.json"');
      return { status: "success" as const, data: await blacklist.exportFor(request.params.token) };
    },
  );

  app.post(
    "/blacklist/respond/:token/erasure",
    {
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Data-subject request: erase this entry where the law allows (an admin answers)",
        params: byToken,
        body: blacklistErasureSchema,
        response: { 202: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request, reply) => {
      await blacklist.requestErasure(request.params.token, request.body.note);
      return reply.status(202).send({ status: "success" as const, message: trustMessages.erasureRequested });
    },
  );
};
