/** Enquiries: write to a listing's owner; the enquiries I received, their conversations and my answers. */
import {
  enquiryAnswerInputSchema,
  enquiryAnswerReplySchema,
  enquiryInputSchema,
  enquiryListReplySchema,
  enquiryThreadReplySchema,
  intString,
  propertyMessages,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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

  const idParams = z.object({ id: intString("id", 1) });

  app.get(
    "/enquiries/:id/messages",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "The conversation of an enquiry I received: my answers and the enquirer's replies (WhatsApp too)",
        params: idParams,
        response: { 200: enquiryThreadReplySchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await enquiries.thread(request.session!, request.params.id),
    }),
  );

  app.post(
    "/enquiries/:id/messages",
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Answer an enquiry: WhatsApp free-form inside the 24-hour window, else the enquiry_reply template, else e-mail",
        params: idParams,
        body: enquiryAnswerInputSchema,
        response: { 201: enquiryAnswerReplySchema },
      },
    },
    async (request, reply) => {
      const out = await enquiries.answer(request.session!, request.params.id, request.body.message);
      return reply.code(201).send({ status: "success" as const, ...out });
    },
  );
};
