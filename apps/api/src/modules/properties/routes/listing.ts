/** One listing: read (a view), create, update, status, soft delete. */
import {
  propertyInputSchema,
  propertyMessages,
  propertyReplySchema,
  propertyStatusInputSchema,
  propertyUpdateSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, slugParams, tags, viewerOf } from "./shared.ts";

/** A listing read by a page's render: `/api/properties/{slug}` (not the lists under the same prefix). */
const LISTING_READ = /^\/api\/properties\/(?!(?:featured|latest|mine)(?:\?|$)|stats\/)([^/?]+)(?:\?|$)/;

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.properties;
  // A listing page answered from a kept render still counts its visitor's view, without a second API call.
  app.pageVisits.on(LISTING_READ, (match, request) =>
    service.views.record(decodeURIComponent(match[1] ?? ""), viewerOf(request)),
  );
  app.addHook("onClose", () => service.views.flush());

  app.get(
    "/properties/:slug",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "One listing (counts a view once per viewer per day); `contact` carries the owner's phone when the viewer may see it",
        params: slugParams,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.show(request.params.slug, request.session, viewerOf(request)),
    }),
  );

  app.post(
    "/properties",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Create a listing (agents, landlords, developers, admins)",
        body: propertyInputSchema,
        response: { 201: propertyReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.session!, request.body);
      return reply.code(201).send({ status: "success" as const, message: propertyMessages.created, data });
    },
  );

  app.put(
    "/properties/:slug",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Update my listing (admins: any)",
        params: slugParams,
        body: propertyUpdateSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: propertyMessages.updated,
      data: await service.update(request.session!, request.params.slug, request.body),
    }),
  );

  app.patch(
    "/properties/:slug/status",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Change a listing's status",
        params: slugParams,
        body: propertyStatusInputSchema,
        response: { 200: propertyReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: propertyMessages.updated,
      data: await service.setStatus(request.session!, request.params.slug, request.body.status),
    }),
  );

  app.delete(
    "/properties/:slug",
    {
      preHandler: app.authenticate,
      schema: { tags, summary: "Delete my listing (soft delete)", params: slugParams, response: { 200: ok } },
    },
    async (request) => {
      await service.remove(request.session!, request.params.slug);
      return { status: "success" as const, message: propertyMessages.deleted };
    },
  );
};
