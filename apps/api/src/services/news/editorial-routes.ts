/**
 * The editorial desk's extra calls (issues 21/23, ADR 0802), registered by routes.ts under /svc/news: removing a
 * post (audited), a notice's supporting documents (upload; public download once published), and videos (list in
 * any state, upload a file with a poster, move through draft → review → published).
 */
import {
  EDITOR_ROLES,
  editorInputSchema,
  editorSchema,
  editorialMessages as em,
  intString,
  MAX_NOTICE_DOCUMENTS,
  newsPostSchema,
  videoSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipart } from "../../platform/uploads.ts";

const tags = ["news"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: intString("id", 1) });
const VIDEO_STATUSES = ["draft", "in_review", "published", "archived"] as const;
const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
const postReply = z.object({ status: z.literal("success"), message: z.string(), post: newsPostSchema });
const videoReply = z.object({ status: z.literal("success"), message: z.string(), video: videoSchema });

const editorsReply = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  editors: z.array(editorSchema),
});

export const editorialRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.news;
  const desk = app.services.newsDesk;

  app.get(
    "/editor/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Whether I am on the editorial desk, and my role (writer or publisher; admins publish); editor false and role null for everyone else",
        response: {
          200: z.object({
            status: z.literal("success"),
            editor: z.boolean(),
            role: z.enum(EDITOR_ROLES).nullable(),
          }),
        },
      },
    },
    async (request) => {
      // Every dashboard asks this once per session: a non-editor is an answer, not a 403 (ADR 0803 addendum).
      const role = await desk.deskRole(request.session!);
      return { status: "success" as const, editor: role !== null, role };
    },
  );

  app.get(
    "/editor/editors",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The editorial desk's people (admins)",
        response: { 200: editorsReply },
      },
    },
    async (request) => ({ status: "success" as const, editors: await desk.editors(request.session!) }),
  );

  app.put(
    "/editor/editors",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Make an account a writer or publisher by its email, or change its role (admins; audited)",
        body: editorInputSchema,
        response: { 200: editorsReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: em.editorSaved,
      editors: await desk.setEditor(request.session!, request.body.email, request.body.role),
    }),
  );

  app.delete(
    "/editor/editors/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Take an account off the editorial desk (admins; audited)",
        params: idParams,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      await desk.removeEditor(request.session!, request.params.id);
      return { status: "success" as const, message: em.editorRemoved };
    },
  );

  app.post(
    "/editor/posts/:id/remove",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove a post from the site (publishers, admins; archived and audited with the reason)",
        params: idParams,
        body: z.object({ reason: z.string().max(500, { error: em.reasonTooLong }) }),
        response: { 200: postReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: em.archived,
      post: await desk.archive(request.session!, request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/editor/posts/:id/documents",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Attach supporting documents to a notice (multipart documents[]: PDF or images, at most ${MAX_NOTICE_DOCUMENTS})`,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: postReply },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, { maxFiles: MAX_NOTICE_DOCUMENTS });
      return {
        status: "success" as const,
        message: em.documentsAdded,
        post: await desk.addDocuments(request.session!, request.params.id, files),
      };
    },
  );

  app.get(
    "/caveat/:id/documents/:n",
    {
      schema: {
        tags,
        summary: "A supporting document of a published notice (public evidence of its claim)",
        params: z.object({ id: z.string().min(1).max(120), n: intString("n", 0).max(MAX_NOTICE_DOCUMENTS) }),
      },
    },
    async (request, reply) => {
      const { data, contentType } = await service.document(request.params.id, request.params.n);
      return reply
        .header("cache-control", "public, max-age=300")
        .header("content-disposition", "inline")
        .header("x-content-type-options", "nosniff")
        .type(contentType)
        .send(data);
    },
  );

  app.get(
    "/editor/videos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Every video in any state (editors)",
        querystring: z.object({ status: z.enum(VIDEO_STATUSES, { error: em.unknownStatus }).optional() }),
        response: { 200: z.object({ status: z.literal("success"), videos: z.array(videoSchema) }) },
      },
    },
    async (request) => ({
      status: "success" as const,
      videos: await desk.editorVideos(request.session!, request.query.status),
    }),
  );

  app.post(
    "/editor/videos/upload",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Upload a video file (MP4/WebM, up to 50 MB) with an optional poster image; starts as a draft",
        consumes: ["multipart/form-data"],
        response: { 201: videoReply },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request, { maxFileBytes: MAX_VIDEO_BYTES, maxFiles: 2 });
      return reply.code(201).send({
        status: "success" as const,
        message: em.videoSaved,
        video: await desk.uploadVideo(request.session!, body),
      });
    },
  );

  app.post(
    "/editor/videos/:id/status",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Move a video: writers send drafts for review; publishers publish, unpublish or remove (audited)",
        params: idParams,
        body: z.object({ status: z.enum(VIDEO_STATUSES, { error: em.unknownStatus }) }),
        response: { 200: videoReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: em.videoSaved,
      video: await desk.moveVideo(request.session!, request.params.id, request.body.status),
    }),
  );
};
