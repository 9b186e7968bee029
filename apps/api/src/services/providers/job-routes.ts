/**
 * A provider's job requests (ADR 0300), under /svc/providers: request a quote, photos, the quote and each later
 * step (accept, decline, done, cancel) and the thread's notes. Registered by routes.ts.
 */
import {
  jobInputSchema,
  jobListQuerySchema,
  jobListReplySchema,
  jobNoteInputSchema,
  jobReplySchema,
  homeServicesMessages as M,
  quoteInputSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readMultipart } from "../../platform/uploads.ts";
import { idParams, security, tags } from "./route-shapes.ts";

export const providerJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.providerJobs;

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
};
