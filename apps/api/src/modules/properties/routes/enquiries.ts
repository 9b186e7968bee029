/** Enquiries: write to a listing's owner; the enquiries I received. */
import { enquiryInputSchema, enquiryListReplySchema, propertyMessages } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, pageOf, pageQuery, slugParams, tags } from "./shared.ts";

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const enquiries = app.services.properties.enquiries;

  app.post(
    "/properties/:slug/enquiries",
    {
      preHandler: app.optionalAuth,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "Send an enquiry to the listing's owner",
        params: slugParams,
        body: enquiryInputSchema,
        response: { 201: ok },
      },
    },
    async (request, reply) => {
      await enquiries.send(request.params.slug, request.session, request.body);
      return reply.code(201).send({ status: "success" as const, message: propertyMessages.enquirySent });
    },
  );

  app.get(
    "/enquiries",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Enquiries received on my listings",
        querystring: pageQuery,
        response: { 200: enquiryListReplySchema },
      },
    },
    async (request) => {
      const { page, perPage } = pageOf(request.query);
      return { status: "success" as const, ...(await enquiries.received(request.session!, page, perPage)) };
    },
  );
};
