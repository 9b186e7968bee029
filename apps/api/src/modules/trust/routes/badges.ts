/** Verified badges beyond KYC (issue 22, ADR 0903): the person's numbers and the admin check queue. */
import {
  adminBadgeCheckSchema,
  BADGE_KINDS,
  badgeCheckSchema,
  badgeDecisionSchema,
  badgeQuerySchema,
  badgeStatusSchema,
  badgeSubmitSchema,
  trustMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changesPublicPages } from "../../../platform/page-cache.ts";

const security = [{ bearer: [] }];
const statusReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: badgeStatusSchema,
});

export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const badges = app.services.badges;
  const auth = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireAdmin };

  app.get(
    "/badges",
    {
      ...auth,
      schema: {
        tags: ["badges"],
        security,
        summary: "My LASRERA and CAC numbers and their checks",
        response: { 200: statusReply },
      },
    },
    async (request) => ({ status: "success" as const, data: await badges.status(request.session!) }),
  );

  app.post(
    "/badges",
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        tags: ["badges"],
        security,
        summary:
          "Give a LASRERA registration number (agents, developers) and/or a CAC number; each waits for an admin's check",
        body: badgeSubmitSchema,
        response: { 200: statusReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await badges.submit(request.session!, request.body)),
    }),
  );

  app.get(
    "/admin/badges",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        security,
        summary: "LASRERA and CAC numbers to check (pending, oldest first) or already decided",
        querystring: badgeQuerySchema,
        response: { 200: z.object({ status: z.literal("success"), data: z.array(adminBadgeCheckSchema) }) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await badges.queue(request.query.status ?? "pending"),
    }),
  );

  app.post(
    "/admin/badges/:userId/decide",
    {
      ...admin,
      config: changesPublicPages,
      schema: {
        tags: ["admin"],
        security,
        summary: `Approve or reject a person's number (${BADGE_KINDS.join(", ")}); a rejection needs a reason (audited)`,
        params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: badgeDecisionSchema,
        response: {
          200: z.object({ status: z.literal("success"), message: z.string(), data: badgeCheckSchema }),
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: trustMessages.badgeChecked,
      data: await badges.decide(request.session!.userId, request.params.userId, request.body),
    }),
  );
};
