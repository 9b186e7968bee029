/**
 * The groups service (SPEC §7, issue 21, ADR 0800), mounted at /svc/groups. The three reads are SPEC's paths;
 * the writes (create, join, leave, post, reply, react, edit, delete, moderate) are ours, with a bearer token.
 * Join requests are member-routes.ts; posting in a group and everything done to a post, discussion-routes.ts.
 */
import {
  discussionListQuerySchema,
  discussionListReplySchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListReplySchema,
  groupReplySchema,
  intString,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { discussionRoutes } from "./discussion-routes.ts";
import { groupMemberRoutes } from "./member-routes.ts";
import { groupMessageReply, key, security, tags } from "./route-shapes.ts";

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.groups;
  const discussions = app.services.groupDiscussions;
  await app.register(groupMemberRoutes);

  app.get(
    "/groups/getAllGroups",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Groups by place and interest (cursor paging: pass next_cursor back as cursor)",
        querystring: groupListQuerySchema,
        response: { 200: groupListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.list(request.query, request.session)),
    }),
  );

  app.get(
    "/groups/getGroupBySlug/:slug",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "One group by slug (or id), with the caller's membership",
        params: z.object({ slug: key }),
        response: { 200: groupReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      group: await service.get(request.params.slug, request.session),
    }),
  );

  app.get(
    "/groups/getDiscussionsByGroup/:group",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "A group's discussions (pinned first, newest next) with their replies; private groups: members only",
        params: z.object({ group: key }),
        querystring: discussionListQuerySchema,
        response: { 200: discussionListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await discussions.discussions(request.params.group, request.query, request.session)),
    }),
  );

  app.post(
    "/groups",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Create a group (the creator becomes its owner and moderator)",
        body: groupInputSchema,
        response: { 201: groupReplySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ status: "success" as const, group: await service.create(request.session!, request.body) }),
  );

  app.post(
    "/groups/:slug/join",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Join a public group, or ask to join a private one",
        params: z.object({ slug: key }),
        response: { 200: groupMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.join(request.params.slug, request.session!)),
    }),
  );

  app.post(
    "/groups/:slug/leave",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Leave a group",
        params: z.object({ slug: key }),
        response: { 200: groupMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.leave(request.params.slug, request.session!)),
    }),
  );

  app.post(
    "/groups/:slug/members/:userId/approve",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Approve a request to join a private group (moderators)",
        params: z.object({ slug: key, userId: intString("userId", 1) }),
        response: { 200: groupMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.approve(request.params.slug, request.params.userId, request.session!)),
    }),
  );

  await app.register(discussionRoutes);
};
