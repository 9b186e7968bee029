/**
 * Developer projects API (issue 4 "New projects", ADR 0250): list with filters and pagination, one by id,
 * create/update/delete for developers (their own) and admins (any), brochure images (up to 20, same pipeline as
 * listing photos). Schemas come from @ile/contract (packages/contract/src/projects.ts).
 */
import {
  MAX_PROJECT_IMAGES,
  projectInputSchema,
  projectListReplySchema,
  projectMessages,
  projectQuerySchema,
  projectReplySchema,
  projectUpdateSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readMultipart } from "../../platform/uploads.ts";
import { filtersOf } from "./service.ts";

const tags = ["projects"];
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const ok = z.object({ status: z.literal("success"), message: z.string() });
const security = [{ bearer: [] }];

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.projects;

  app.get(
    "/projects",
    {
      schema: {
        tags,
        summary: "List developer projects with filters and pagination",
        querystring: projectQuerySchema,
        response: { 200: projectListReplySchema },
      },
    },
    async (request) => ({ status: "success" as const, ...(await service.list(filtersOf(request.query))) }),
  );

  app.get(
    "/projects/mine",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My projects (dashboard)",
        querystring: projectQuerySchema,
        response: { 200: projectListReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await service.list(filtersOf(request.query, request.session!.userId))),
    }),
  );

  app.get(
    "/projects/:id",
    {
      schema: { tags, summary: "One project", params: idParams, response: { 200: projectReplySchema } },
    },
    async (request) => ({ status: "success" as const, data: await service.get(request.params.id) }),
  );

  app.post(
    "/projects",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Create a project (developers; admins may name the developer)",
        body: projectInputSchema,
        response: { 201: projectReplySchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.session!, request.body);
      return reply.code(201).send({ status: "success" as const, message: projectMessages.created, data });
    },
  );

  app.put(
    "/projects/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Update my project (admins: any); unit_types, when sent, replace the list",
        params: idParams,
        body: projectUpdateSchema,
        response: { 200: projectReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: projectMessages.updated,
      data: await service.update(request.session!, request.params.id, request.body),
    }),
  );

  app.delete(
    "/projects/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete my project (soft delete)",
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await service.remove(request.session!, request.params.id);
      return { status: "success" as const, message: projectMessages.deleted };
    },
  );

  app.post(
    "/projects/:id/images",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Upload brochure images (multipart field images[], JPEG/PNG/WebP/GIF by content, at most ${MAX_PROJECT_IMAGES} per project); stored as WebP 320/640/1280`,
        params: idParams,
        response: { 201: projectReplySchema },
      },
    },
    async (request, reply) => {
      await service.editable(request.params.id, request.session!);
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_PROJECT_IMAGES + 1,
      });
      const data = await service.addImages(request.session!, request.params.id, files);
      return reply.code(201).send({ status: "success" as const, data });
    },
  );

  app.delete(
    "/projects/:id/images/:imageId",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove a brochure image",
        params: idParams.extend({ imageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: projectReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await service.removeImage(request.session!, request.params.id, request.params.imageId),
    }),
  );
};
