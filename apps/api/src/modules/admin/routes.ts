/**
 * The admin area's API (issue 23, ADR 0700), under /api/admin: users (find, view, suspend/restore, change role)
 * and the append-only audit log. Every route is admin-only: 401 signed out, 403 for anyone else, before the
 * input is read (guards run in onRequest, ADR 0015).
 */
import {
  adminMessages,
  adminRestoreSchema,
  adminRoleSchema,
  adminSuspendSchema,
  adminUserListReplySchema,
  adminUserQuerySchema,
  adminUserReplySchema,
  auditListReplySchema,
  auditQuerySchema,
  intString,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../platform/page-cache.ts";
import { sendPageBytes } from "../../platform/page-reply.ts";

const tags = ["admin"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: intString("id", 1) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.admin;
  const admin = { preHandler: app.requireAdmin };
  const adminId = (request: { session: { userId: number } | null }) => request.session!.userId;

  app.get(
    "/users",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "Find accounts by name, email, phone or id; filter by role and status (newest first)",
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.users(request.query)) }),
  );

  app.get(
    "/users/:id",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "One account as an admin sees it (never its password hash or tokens)",
        params: idParams,
        response: { 200: adminUserReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.user(request.params.id) }),
  );

  app.post(
    "/users/:id/suspend",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags,
        security,
        summary: "Suspend an account: it cannot sign in and its sessions stop working at once (audited)",
        params: idParams,
        body: adminSuspendSchema,
        response: { 200: adminUserReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: adminMessages.suspended,
      data: await service.suspend(adminId(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/users/:id/restore",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags,
        security,
        summary: "Restore a suspended account (audited)",
        params: idParams,
        body: adminRestoreSchema,
        response: { 200: adminUserReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: adminMessages.restored,
      data: await service.restore(adminId(request), request.params.id, request.body.reason),
    }),
  );

  app.put(
    "/users/:id/role",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags,
        security,
        summary: "Change an account's role to tenant, landlord, agent or developer (audited)",
        params: idParams,
        body: adminRoleSchema,
        response: { 200: adminUserReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: adminMessages.roleChanged,
      data: await service.changeRole(adminId(request), request.params.id, request.body),
    }),
  );

  app.get(
    "/audit",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "The audit log, newest first: search text, action, target, actor and dates",
        querystring: auditQuerySchema,
        response: { 200: auditListReplySchema },
      },
    },
    async (request, reply) => sendPageBytes(reply, await service.auditJson(request.query)),
  );

  app.get(
    "/newsletter/subscribers.csv",
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "The newsletter's subscribers as a CSV file (email, platform, subscribed_at)",
        produces: ["text/csv"],
      },
    },
    async (_request, reply) => {
      const csv = await app.services.newsletter.subscribersCsv();
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="ile-newsletter-subscribers-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};
