/**
 * The tenant blacklist's API (issue 22, ADR 0901): reports and search for verified landlords and agents, the
 * reported person's link (reply, counter-evidence, appeal, export, erasure request), and the admin review with
 * evidence files served to admins only.
 */
import {
  BLACKLIST_MAX_FILES,
  blacklistAdminQuerySchema,
  blacklistAppealSchema,
  blacklistApproveSchema,
  blacklistEntrySchema,
  blacklistErasureSchema,
  blacklistReasonSchema,
  blacklistSearchSchema,
  trustMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, readMultipart } from "../../../platform/uploads.ts";

const tags = ["blacklist"];
const security = [{ bearer: [] }];
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const byToken = z.object({ token: z.string().min(1).max(200) });
const entryReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: blacklistEntrySchema,
});
const entriesReply = z.object({ status: z.literal("success"), data: z.array(blacklistEntrySchema) });
const loose = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.looseObject({}),
});
const looseList = z.object({ status: z.literal("success"), data: z.array(z.looseObject({})) });

export const blacklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const blacklist = app.services.blacklist;
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireAdmin };
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
        response: { 200: loose },
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
        response: { 200: loose },
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
      },
    },
    async (request, reply) => {
      await blacklist.requestErasure(request.params.token, request.body.note);
      return reply.status(202).send({ status: "success" as const, message: trustMessages.erasureRequested });
    },
  );

  // ── Admins ────────────────────────────────────────────────────────────────────────────────────────────
  const adminTags = ["admin"];

  app.get(
    "/admin/blacklist",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Blacklist entries to review: pending, appeals, erasure requests, or a status",
        querystring: blacklistAdminQuerySchema,
        response: { 200: looseList },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await blacklist.adminList(request.query.status),
    }),
  );

  app.get(
    "/admin/blacklist/searches",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Who searched whom (latest 200)",
        response: { 200: looseList },
      },
    },
    async () => ({ status: "success" as const, data: await blacklist.searchLog() }),
  );

  app.get(
    "/admin/blacklist/:id",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: "One entry with both sides' evidence, its steps and who searched it",
        params: byId,
        response: { 200: loose },
      },
    },
    async (request) => ({ status: "success" as const, data: await blacklist.adminDetail(request.params.id) }),
  );

  app.get(
    "/admin/blacklist/evidence/:id",
    {
      ...admin,
      schema: { tags: adminTags, security, summary: "An evidence file (admins only)", params: byId },
    },
    async (request, reply) => {
      const { data, contentType } = await blacklist.evidenceFile(request.params.id);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", "inline")
        .type(contentType)
        .send(data);
    },
  );

  const decision = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (adminId: number, id: number, body: z.output<B>) => Promise<unknown>,
    message: (body: z.output<B>) => string,
  ) =>
    app.post(
      path,
      {
        ...admin,
        schema: { tags: adminTags, security, summary, params: byId, body, response: { 200: entryReply } },
      },
      async (request) => ({
        status: "success" as const,
        message: message(request.body as z.output<B>),
        data: (await run(request.session!.userId, request.params.id, request.body as z.output<B>)) as z.infer<
          typeof blacklistEntrySchema
        >,
      }),
    );

  decision(
    "/admin/blacklist/:id/approve",
    "Approve a pending report: it is published and the reported person is told (audited)",
    blacklistApproveSchema,
    (adminId, id, b) => blacklist.approve(adminId, id, b.note),
    () => trustMessages.approved,
  );
  decision(
    "/admin/blacklist/:id/reject",
    "Reject a pending report (audited)",
    blacklistReasonSchema,
    (adminId, id, b) => blacklist.reject(adminId, id, b.reason),
    () => trustMessages.rejected,
  );
  decision(
    "/admin/blacklist/:id/appeal",
    "Decide the reported person's appeal: upheld removes the entry (audited)",
    blacklistAppealSchema,
    (adminId, id, b) => blacklist.decideAppeal(adminId, id, b.decision, b.reason),
    (b) => (b.decision === "upheld" ? trustMessages.appealUpheld : trustMessages.appealDismissed),
  );
  decision(
    "/admin/blacklist/:id/erase",
    "Erase the entry's personal data and files (data-subject request, where lawful; audited)",
    blacklistReasonSchema,
    (adminId, id, b) => blacklist.erase(adminId, id, b.reason),
    () => trustMessages.erased,
  );
};
