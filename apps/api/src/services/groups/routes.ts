/**
 * The groups service (SPEC §7, issue 21, ADR 0800), mounted at /svc/groups. The three reads are SPEC's paths;
 * the writes (create, join, leave, post, reply, react, edit, delete, moderate) are ours, with a bearer token.
 */
import {
  discussionInputSchema,
  discussionListQuerySchema,
  discussionListReplySchema,
  discussionSchema,
  discussionUpdateSchema,
  flagInputSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListReplySchema,
  groupReplySchema,
  groupSchema,
  intString,
  MAX_DISCUSSION_PHOTOS,
  reactionInputSchema,
  removalInputSchema,
  replyInputSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipart } from "../../platform/uploads.ts";
import { groupMemberRoutes } from "./member-routes.ts";

const tags = ["groups"];
const security = [{ bearer: [] }];
const key = z.string().min(1).max(120);
const idParams = z.object({ id: intString("id", 1) });
const ok = z.object({ status: z.literal("success"), message: z.string() });
const discussionReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  discussion: discussionSchema,
});
const groupMessageReply = z.object({ status: z.literal("success"), message: z.string(), group: groupSchema });

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.groups;
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
      ...(await service.discussions(request.params.group, request.query, request.session)),
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

  app.post(
    "/groups/:slug/discussions",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Start a discussion (members); markup is stripped",
        params: z.object({ slug: key }),
        body: discussionInputSchema,
        response: { 201: discussionReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        discussion: await service.post(request.params.slug, request.session!, request.body),
      }),
  );

  app.post(
    "/discussions/:id/replies",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Reply to a discussion (members; not when locked); answers the discussion with its replies",
        params: idParams,
        body: replyInputSchema,
        response: { 201: discussionReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        discussion: await service.reply(request.params.id, request.session!, request.body),
      }),
  );

  app.post(
    "/discussions/:id/photos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Add photos to my post (multipart field photos[], images by content, at most ${MAX_DISCUSSION_PHOTOS})`,
        params: idParams,
        response: { 201: discussionReply },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_DISCUSSION_PHOTOS + 1,
      });
      const discussion = await service.addPhotos(request.params.id, request.session!, files);
      return reply.code(201).send({ status: "success" as const, discussion });
    },
  );

  app.put(
    "/discussions/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Edit my discussion or reply within the edit window",
        params: idParams,
        body: discussionUpdateSchema,
        response: { 200: discussionReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      discussion: await service.edit(request.params.id, request.session!, request.body),
    }),
  );

  app.delete(
    "/discussions/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete my own discussion or reply",
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.remove(request.params.id, request.session!)),
    }),
  );

  app.post(
    "/discussions/:id/remove",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove a post (group owner, moderators, admins); the reason is kept and audited",
        params: idParams,
        body: removalInputSchema,
        response: { 200: ok },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.moderate(request.params.id, request.session!, request.body.reason)),
    }),
  );

  for (const flag of ["pinned", "locked"] as const)
    app.post(
      `/discussions/:id/${flag === "pinned" ? "pin" : "lock"}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: `${flag === "pinned" ? "Pin or unpin" : "Lock or unlock"} a discussion (moderators)`,
          params: idParams,
          body: flagInputSchema,
          response: { 200: discussionReply },
        },
      },
      async (request) => ({
        status: "success" as const,
        discussion: await service.flag(request.params.id, request.session!, flag, request.body.value),
      }),
    );

  app.post(
    "/discussions/:id/reactions",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "React to a post (members); sending the same reaction again takes it back",
        params: idParams,
        body: reactionInputSchema,
        response: { 200: discussionReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      discussion: await service.react(request.params.id, request.session!, request.body.kind),
    }),
  );
};
