/**
 * The tenant blacklist's admin review (issue 22, ADR 0901): entries to review, who searched whom, one entry with
 * both sides' evidence (files served to admins only), and the audited decisions: approve, reject, appeal, erase.
 */
import {
  adminBlacklistDetailSchema,
  adminBlacklistEntrySchema,
  blacklistAdminQuerySchema,
  blacklistAppealSchema,
  blacklistApproveSchema,
  type blacklistEntrySchema,
  blacklistReasonSchema,
  blacklistSearchLogSchema,
  trustMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, dataReply } from "../../../platform/route-shapes.ts";
import { byId, entryReply } from "./blacklist.ts";

const adminTags = ["admin"];
const security = bearer;

export const blacklistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const blacklist = app.services.blacklistAdmin;
  const admin = { preHandler: app.requireAdmin };

  app.get(
    "/admin/blacklist",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Blacklist entries to review: pending, appeals, erasure requests, or a status",
        querystring: blacklistAdminQuerySchema,
        response: { 200: dataReply(z.array(adminBlacklistEntrySchema)) },
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
        response: { 200: dataReply(z.array(blacklistSearchLogSchema)) },
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
        response: { 200: dataReply(adminBlacklistDetailSchema) },
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
