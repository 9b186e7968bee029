/**
 * A private group's join requests (ADR 0800/0802): its moderators list the pending requests and approve or
 * decline each one. Registered by routes.ts under the same /svc/groups prefix.
 */
import { intString, joinRequestListReplySchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { groupMessageReply, key, security, tags } from "./route-shapes.ts";

export const groupMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.groups;

  app.get(
    "/groups/:slug/requests",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Pending requests to join a private group, oldest first (moderators)",
        params: z.object({ slug: key }),
        response: { 200: joinRequestListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      requests: await service.requests(request.params.slug, request.session!),
    }),
  );

  app.post(
    "/groups/:slug/members/:userId/reject",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Decline a request to join a private group (moderators)",
        params: z.object({ slug: key, userId: intString("userId", 1) }),
        response: { 200: groupMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.reject(request.params.slug, request.params.userId, request.session!)),
    }),
  );
};
