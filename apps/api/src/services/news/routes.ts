/**
 * The news service (SPEC §7, issue 21, ADR 0800), mounted at /svc/news: SPEC's two reads (published posts only),
 * the listing caveat check, videos, and the editors' writing, review and publishing calls (bearer token).
 */
import {
  caveatMatchQuerySchema,
  caveatMatchReplySchema,
  editorPostListReplySchema,
  editorialMessages as em,
  intString,
  NEWS_POST_STATUSES,
  NEWS_POST_TYPES,
  newsListQuerySchema,
  newsListReplySchema,
  newsPostInputSchema,
  newsPostReplySchema,
  videoInputSchema,
  videoListReplySchema,
  videoSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { editorialRoutes } from "./editorial-routes.ts";

const tags = ["news"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: intString("id", 1) });
const postMessageReply = newsPostReplySchema.extend({ message: z.string() });

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.news;
  const desk = app.services.newsDesk;
  await app.register(editorialRoutes);

  app.get(
    "/posts/caveat/article",
    {
      schema: {
        tags,
        summary:
          "Published notices and news (type: caveat, change_of_name, loss_of_title, news, blog; all but blog by default); per_page 4 by default",
        querystring: newsListQuerySchema,
        response: { 200: newsListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.listPublic(request.query)) }),
  );

  app.get(
    "/caveat/:id",
    {
      schema: {
        tags,
        summary: "One published post by id or slug",
        params: z.object({ id: z.string().min(1).max(120) }),
        response: { 200: newsPostReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, post: await service.getPublic(request.params.id) }),
  );

  app.get(
    "/caveat/matches",
    {
      schema: {
        tags,
        summary:
          "Published caveat and loss-of-title notices on a place: same title number, within 150 m, or the same address",
        querystring: caveatMatchQuerySchema,
        response: { 200: caveatMatchReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, posts: await service.matches(request.query) }),
  );

  app.get(
    "/videos",
    {
      schema: {
        tags,
        summary: "Published videos (property tours and explainers)",
        querystring: z.object({
          category: z.enum(["tour", "explainer"], { error: em.categoryInvalid }).optional(),
          page: intString("page", 1).optional(),
          per_page: intString("per_page", 1)
            .max(50, { error: em.perPageMax(50) })
            .optional(),
        }),
        response: { 200: videoListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.videos(request.query)) }),
  );

  app.post(
    "/videos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Add a YouTube video (editors)",
        body: videoInputSchema,
        response: { 201: z.object({ status: z.literal("success"), video: videoSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ status: "success" as const, video: await desk.addVideo(request.session!, request.body) }),
  );

  app.get(
    "/editor/posts",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Every post in any state (editors)",
        querystring: z.object({
          status: z.enum(NEWS_POST_STATUSES, { error: em.unknownStatus }).optional(),
          type: z.enum(NEWS_POST_TYPES, { error: em.unknownType }).optional(),
          page: intString("page", 1).optional(),
          per_page: intString("per_page", 1)
            .max(100, { error: em.perPageMax(100) })
            .optional(),
        }),
        response: { 200: editorPostListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await desk.editorList(request.session!, request.query)),
    }),
  );

  app.post(
    "/editor/posts",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Write a draft (editors); articles in Markdown, notices in plain text",
        body: newsPostInputSchema,
        response: { 201: postMessageReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: em.saved,
        post: await desk.create(request.session!, request.body),
      }),
  );

  app.put(
    "/editor/posts/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Replace a post's fields (writers: their own unpublished posts; publishers: any)",
        params: idParams,
        body: newsPostInputSchema,
        response: { 200: postMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: em.saved,
      post: await desk.update(request.session!, request.params.id, request.body),
    }),
  );

  app.post(
    "/editor/posts/:id/submit",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Send a draft for review",
        params: idParams,
        response: { 200: postMessageReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: em.sentForReview,
      post: await desk.submit(request.session!, request.params.id),
    }),
  );

  for (const publish of [true, false])
    app.post(
      `/editor/posts/:id/${publish ? "publish" : "unpublish"}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary: publish
            ? "Publish a post (publishers, admins; audited)"
            : "Move a post back to drafts (audited)",
          params: idParams,
          response: { 200: postMessageReply },
        },
      },
      async (request) => ({
        status: "success" as const,
        message: publish ? em.published : em.movedToDrafts,
        post: await desk.setPublished(request.session!, request.params.id, publish),
      }),
    );
};
