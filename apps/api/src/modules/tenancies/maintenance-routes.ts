/**
 * Maintenance requests (issue 24, ADR 0950, 0951): tenants raise them with photos and urgency, landlords assign a
 * provider from the services directory, statuses are tracked; photos are private to the request's parties.
 */
import {
  tenancyMessages as M,
  MAX_MAINTENANCE_PHOTOS,
  maintenanceInputSchema,
  maintenanceSchema,
  maintenanceUpdateSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, dataReply, idParams } from "../../platform/route-shapes.ts";
import { readMultipart } from "../../platform/uploads.ts";

const tags = ["property management"];
const security = bearer;
const reply = dataReply;

export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const maintenance = app.services.maintenance;

  app.get(
    "/maintenance",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Maintenance requests of my tenancies (landlord, tenant) and jobs assigned to me",
        response: { 200: reply(z.array(maintenanceSchema)) },
      },
    },
    async (request) => ({ status: "success" as const, data: await maintenance.mine(request.session!) }),
  );

  app.post(
    "/tenancies/:id/maintenance",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Raise a maintenance request (the tenant); the landlord is emailed",
        params: idParams,
        body: maintenanceInputSchema,
        response: { 201: reply(maintenanceSchema) },
      },
    },
    async (request, res) => {
      const data = await maintenance.create(request.params.id, request.session!, request.body);
      return res.code(201).send({ status: "success" as const, message: M.maintenanceCreated, data });
    },
  );

  app.post(
    "/maintenance/:id/photos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Add photos to my maintenance request (multipart field images[], at most ${MAX_MAINTENANCE_PHOTOS})`,
        params: idParams,
        response: { 201: reply(maintenanceSchema) },
      },
    },
    async (request, res) => {
      await maintenance.one(request.params.id, request.session!);
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_MAINTENANCE_PHOTOS + 1,
      });
      const data = await maintenance.addPhotos(request.params.id, request.session!, files);
      return res.code(201).send({ status: "success" as const, data });
    },
  );

  app.get(
    "/maintenance/photos/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "A maintenance photo, to the request's tenant, landlord (and their agent) and assigned provider only",
        params: idParams,
      },
    },
    async (request, res) => {
      const { data, contentType } = await maintenance.photo(request.params.id, request.session!);
      return res
        .header("cache-control", "private, no-store")
        .header("content-disposition", "inline")
        .type(contentType)
        .send(data);
    },
  );

  app.patch(
    "/maintenance/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Assign a maintenance request to a service provider's account and move its status (landlord); the assignee moves it to in progress and done",
        params: idParams,
        body: maintenanceUpdateSchema,
        response: { 200: reply(maintenanceSchema) },
      },
    },
    async (request) => ({
      status: "success" as const,
      message: M.maintenanceUpdated,
      data: await maintenance.update(request.params.id, request.session!, request.body),
    }),
  );
};
