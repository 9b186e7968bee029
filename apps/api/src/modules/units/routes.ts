/** Units API (issue 24, ADR 0952): a landlord's or agent's registered units, and registering one. */
import { unitApiMessages, unitInputSchema, unitSchema } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearer, dataReply } from "../../platform/route-shapes.ts";

const tags = ["property management"];

export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const units = app.services.units;

  app.get(
    "/units",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: "My units: the ones I registered and the ones my listings and tenancies recorded",
        response: { 200: dataReply(z.array(unitSchema)) },
      },
    },
    async (request) => ({ status: "success" as const, data: await units.mine(request.session!) }),
  );

  app.post(
    "/units",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          "Register a unit (landlords, agents): 201 when new, 200 when already mine, 409 when another account registered it",
        body: unitInputSchema,
        response: { 200: dataReply(unitSchema), 201: dataReply(unitSchema) },
      },
    },
    async (request, res) => {
      const { unit, created } = await units.register(request.session!, request.body);
      return res.code(created ? 201 : 200).send({
        status: "success" as const,
        message: created ? unitApiMessages.registered : unitApiMessages.alreadyYours,
        data: unit,
      });
    },
  );
};
