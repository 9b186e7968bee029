/**
 * The service-providers service (SPEC §7, issue 20, ADR 0300), mounted at /svc/providers: the directory
 * (`GET /service-providers.php`), profiles, "become a provider", photos, job requests with quotes, and reviews.
 */
import {
  jobInputSchema,
  jobListQuerySchema,
  jobListReplySchema,
  jobNoteInputSchema,
  jobReplySchema,
  homeServicesMessages as M,
  providerInputSchema,
  providerListReplySchema,
  providerQuerySchema,
  providerReplySchema,
  providerReviewInputSchema,
  providerReviewListReplySchema,
  providerReviewReplySchema,
  providerReviewWireSchema,
  providerUpdateSchema,
  providerWireSchema,
  quoteInputSchema,
  serviceAreasQuerySchema,
  serviceAreasReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPageBytes } from "../../platform/page-reply.ts";
import { readMultipart } from "../../platform/uploads.ts";
import { providersAdminRoutes } from "./admin.routes.ts";

const tags = ["service providers"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
const ok = z.object({ status: z.literal("success"), message: z.string() });

export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providers;

  app.get(
    "/service-providers.php",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "List service providers (SPEC §7): filters category, state, city (served area), query; page, per_page",
        querystring: providerQuerySchema,
        response: { 200: providerListReplySchema },
      },
    },
    // Signed out: the reply's bytes from the page cache (nothing in it depends on the caller).
    async (request, reply) =>
      request.session
        ? {
            status: "success" as const,
            message: M.providersListed,
            ...(await service.list(request.query, request.session)),
          }
        : sendPageBytes(reply, await service.listAnonymousJson(request.query)),
  );

  // The same for everyone and changed only by a deploy (the seeded geo data): browsers and proxies keep it a day.
  app.get(
    "/areas",
    {
      schema: {
        tags,
        summary: "Where a provider in a state can serve: its LGAs (geo data) and well-known towns (ADR 0303)",
        querystring: serviceAreasQuerySchema,
        response: { 200: serviceAreasReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.areas(request.query.state);
      return reply
        .header("cache-control", "public, max-age=86400")
        .send({ status: "success" as const, data });
    },
  );

  // Photos are named relative to the service base (SPEC §3): they are the public uploads.
  app.get(
    "/uploads/*",
    { schema: { hide: true, params: z.object({ "*": z.string().regex(/^[A-Za-z0-9/_-]+\.webp$/) }) } },
    async (request, reply) => reply.redirect(`/uploads/${request.params["*"]}`, 301),
  );

  app.get(
    "/providers/:id",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "One provider's profile (counts a view)",
        params: idParams,
        response: { 200: providerReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.get(request.params.id, request.session, true),
    }),
  );

  app.get(
    "/providers/:id/reviews",
    {
      schema: {
        tags,
        summary: "A provider's reviews and average rating",
        params: idParams,
        querystring: pageQuery,
        response: { 200: providerReviewListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.reviews(request.params.id, request.query)),
    }),
  );

  app.post(
    "/providers/:id/reviews",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Review a provider after a completed job (once per job)",
        params: idParams,
        body: providerReviewInputSchema,
        response: {
          201: z.object({
            status: z.literal("success"),
            message: z.string(),
            data: providerReviewWireSchema,
          }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.reviewSaved,
        data: await service.review(request.session!, request.params.id, request.body),
      }),
  );

  app.post(
    "/reviews/:id/reply",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The provider's one reply to a review",
        params: idParams,
        body: providerReviewReplySchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await service.reply(request.session!, request.params.id, request.body.reply);
      return { status: "success" as const, message: M.replySaved };
    },
  );

  app.get(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My provider profile (null when I have none)",
        response: { 200: z.object({ status: z.literal("success"), data: providerWireSchema.nullable() }) },
      },
    },
    async (request) => ({ status: "success" as const, data: await service.mine(request.session!) }),
  );

  app.post(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Become a provider: create my profile",
        body: providerInputSchema,
        response: { 201: providerReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.providerSaved,
        data: await service.create(request.session!, request.body),
      }),
  );

  app.put(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update my provider profile (fields left out keep their values)",
        body: providerUpdateSchema,
        response: { 200: providerReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: M.providerSaved,
      data: await service.update(request.session!, request.body),
    }),
  );

  app.post(
    "/me/photos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Add photos of work (multipart images[], at most 10; stored as WebP 320/640/1280)",
        response: { 201: providerReplySchema },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { maxFileBytes: 10 * 1024 * 1024, maxFiles: 11 });
      return reply
        .code(201)
        .send({ status: "success" as const, data: await service.addPhotos(request.session!, files) });
    },
  );

  app.get(
    "/jobs",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My job requests (as customer, provider or both) with their threads",
        querystring: jobListQuerySchema,
        response: { 200: jobListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.jobs(request.session!, request.query)),
    }),
  );

  app.post(
    "/jobs",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Request a quote: what, where, when, budget (naira)",
        body: jobInputSchema,
        response: { 201: jobReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success" as const,
        message: M.jobSent,
        data: await service.request(request.session!, request.body),
      }),
  );

  app.get(
    "/jobs/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One job and its thread",
        params: idParams,
        response: { 200: jobReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.job(request.params.id, request.session!),
    }),
  );

  app.post(
    "/jobs/:id/photos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Add photos to my job request (multipart images[])",
        params: idParams,
        response: { 201: jobReplySchema },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, { maxFileBytes: 10 * 1024 * 1024, maxFiles: 11 });
      return reply.code(201).send({
        status: "success" as const,
        data: await service.addJobPhotos(request.session!, request.params.id, files),
      });
    },
  );

  app.post(
    "/jobs/:id/quote",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The provider quotes (requested or quoted → quoted)",
        params: idParams,
        body: quoteInputSchema,
        response: { 200: jobReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: M.quoted,
      data: await service.quote(request.session!, request.params.id, request.body),
    }),
  );

  const steps = [
    ["accept", "The customer accepts the quote (quoted → accepted)", M.accepted, "accept"],
    ["decline", "The customer declines the quote (quoted → cancelled)", M.declined, "decline"],
    ["done", "Either side marks the job done (accepted → done)", M.done, "complete"],
    ["cancel", "Either side cancels (requested, quoted or accepted → cancelled)", M.cancelled, "cancel"],
    ["notes", "A message in the job's thread", "Message sent", "note"],
  ] as const;
  for (const [path, summary, message, method] of steps)
    app.post(
      `/jobs/:id/${path}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary,
          params: idParams,
          body: jobNoteInputSchema.nullish(),
          response: { 200: jobReplySchema },
        },
      },
      async (request) => ({
        status: "success" as const,
        message,
        data: await service[method](request.session!, request.params.id, request.body?.note ?? ""),
      }),
    );

  await app.register(providersAdminRoutes);
};
