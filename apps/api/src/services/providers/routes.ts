/**
 * The service-providers service (SPEC §7, issue 20, ADR 0300), mounted at /svc/providers: the directory
 * (`GET /service-providers.php`), profiles, "become a provider", photos. Job requests with quotes are
 * job-routes.ts, reviews review-routes.ts, the admin's decisions admin-routes.ts.
 */
import {
  homeServicesMessages as M,
  providerInputSchema,
  providerListReplySchema,
  providerQuerySchema,
  providerReplySchema,
  providerUpdateSchema,
  providerWireSchema,
  serviceAreasQuerySchema,
  serviceAreasReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPageBytes } from "../../platform/page-reply.ts";
import { readMultipart } from "../../platform/uploads.ts";
import { providersAdminRoutes } from "./admin-routes.ts";
import { providerJobRoutes } from "./job-routes.ts";
import { providerReviewRoutes } from "./review-routes.ts";
import { idParams, security, tags } from "./route-shapes.ts";

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

  await app.register(providerReviewRoutes);
  await app.register(providerJobRoutes);
  await app.register(providersAdminRoutes);
};
