/**
 * Inspections API (issue 49, ADR 0970): a listing's viewing times (offered by its lister), and bookings of them by
 * signed-in renters, moved or cancelled by either side with a reason. Schemas from @ile/contract (inspections.ts).
 */
import {
  bookingReasonSchema,
  bookingsQuerySchema,
  inspectionMessages as M,
  pagedReplySchema,
  rescheduleSchema,
  slotInputSchema,
  viewingBookingSchema,
  viewingSlotSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataReply, idParams, bearer as security } from "../../platform/route-shapes.ts";

const tags = ["inspections"];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const ok = { status: "success" as const };

export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inspections } = app.services;

  app.get(
    "/properties/:slug/viewing-slots",
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          "A listing's upcoming viewing times: the free ones (none while the listing is not available); its lister sees every one with `booked`",
        params: slugParams,
        response: { 200: dataReply(z.array(viewingSlotSchema)) },
      },
    },
    async (request) => ({
      ...ok,
      data: await inspections.slots(request.params.slug, request.session ?? null),
    }),
  );

  app.post(
    "/properties/:slug/viewing-slots",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Offer a viewing time on my listing with a place to meet: once, or weekly for up to 12 weeks (one slot per week)",
        params: slugParams,
        body: slotInputSchema,
        response: { 201: dataReply(z.array(viewingSlotSchema)) },
      },
    },
    async (request, reply) => {
      const data = await inspections.offer(request.session!, request.params.slug, request.body);
      return reply.code(201).send({ ...ok, message: M.slotsCreated(data.length), data });
    },
  );

  app.delete(
    "/viewing-slots/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove one of my viewing times that nobody has booked",
        params: idParams,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      await inspections.removeSlot(request.session!, request.params.id);
      return { ...ok, message: M.slotRemoved };
    },
  );

  app.post(
    "/viewing-slots/:id/bookings",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Book a viewing time (signed-in renters; the listing must be available; 409 when someone else has just booked it)",
        params: idParams,
        response: { 201: dataReply(viewingBookingSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        ...ok,
        message: M.booked,
        data: await inspections.book(request.session!, request.params.id),
      }),
  );

  app.get(
    "/viewings",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My viewings, as renter (default) or as lister, live ones first",
        querystring: bookingsQuerySchema,
        response: { 200: pagedReplySchema(viewingBookingSchema) },
      },
    },
    async (request) => {
      const { data, pagination } = await inspections.mine(request.session!, request.query);
      return { ...ok, data, meta: pagination };
    },
  );

  app.get(
    "/viewings/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of my viewings (as renter or lister)",
        params: idParams,
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => ({ ...ok, data: await inspections.get(request.session!, request.params.id) }),
  );

  app.post(
    "/viewings/:id/reschedule",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Move my viewing to another free time of the same listing, with a reason (renter or lister)",
        params: idParams,
        body: rescheduleSchema,
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => ({
      ...ok,
      message: M.rescheduled,
      data: await inspections.reschedule(request.session!, request.params.id, request.body),
    }),
  );

  app.post(
    "/viewings/:id/cancel",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Cancel my viewing, with a reason (renter or lister); the time is free again",
        params: idParams,
        body: bookingReasonSchema,
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => ({
      ...ok,
      message: M.cancelled,
      data: await inspections.cancel(request.session!, request.params.id, request.body.reason),
    }),
  );
};
