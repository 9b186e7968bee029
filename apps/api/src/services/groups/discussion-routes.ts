/**
 * A group's discussions (ADR 0800): start one, reply, add photos, edit, delete one's own, and the moderators'
 * remove, pin, lock; reactions. Registered by routes.ts under the same /svc/groups prefix, with a bearer token.
 */
import {
  discussionInputSchema,
  discussionUpdateSchema,
  flagInputSchema,
  MAX_DISCUSSION_PHOTOS,
  reactionInputSchema,
  removalInputSchema,
  replyInputSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipart } from "../../platform/uploads.ts";
import { discussionReply, idParams, key, ok, security, tags } from "./route-shapes.ts";

export const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.groupDiscussions;

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
