/** Property requests: post what I am looking for, mine, those matching my listings. */
import {
  intString,
  propertyMessages,
  propertyRequestInputSchema,
  propertyRequestListReplySchema,
  propertyRequestSchema,
  requestResponseInputSchema,
  requestResponseMessages,
  requestResponseSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageOf, pageQuery, tags } from "./shared.ts";

export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.properties.requests;

  app.post(
    "/property-requests",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Post what I am looking for",
        body: propertyRequestInputSchema,
        response: {
          201: z.object({ status: z.literal("success"), message: z.string(), data: propertyRequestSchema }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success",
        message: propertyMessages.requestPosted,
        data: await requests.post(request.session!, request.body),
      }),
  );

  app.get(
    "/property-requests/mine",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "My property requests",
        querystring: pageQuery,
        response: { 200: propertyRequestListReplySchema },
      },
    },
    async (request) => {
      const { page, perPage } = pageOf(request.query);
      return { status: "success" as const, ...(await requests.mine(request.session!, page, perPage)) };
    },
  );

  app.get(
    "/property-requests/matching",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Requests matching my listings (same type and state, budget covers a listing's price; admins: all)",
        querystring: pageQuery,
        response: { 200: propertyRequestListReplySchema },
      },
    },
    async (request) => {
      const { page, perPage } = pageOf(request.query);
      return { status: "success" as const, ...(await requests.matching(request.session!, page, perPage)) };
    },
  );

  app.post(
    "/property-requests/:id/responses",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Answer a property request one of my available listings matches, with a message and optionally that listing; the requester is told in the app and by e-mail (10 an hour)",
        params: z.object({ id: intString("id", 1) }),
        body: requestResponseInputSchema,
        response: {
          201: z.object({ status: z.literal("success"), message: z.string(), data: requestResponseSchema }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: "success",
        message: requestResponseMessages.sent,
        data: await requests.respond(request.session!, request.params.id, request.body),
      }),
  );
};
