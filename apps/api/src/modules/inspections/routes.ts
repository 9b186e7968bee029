/**
 * Inspections API (issue 49, ADR 0970): a listing's viewing times (offered by its lister), and bookings of them by
 * signed-in renters, moved or cancelled by either side with a reason. Schemas from @ile/contract (inspections.ts).
 */
import {
  bookingReasonSchema,
  inspectionFeeInputSchema,
  inspectionFeeSchema,
  listerFeesSchema,
  nairaFromKobo,
  payoutAccountInputSchema,
  payoutAccountSchema,
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
import { iso } from "../../platform/iso.ts";
import { requestOrigin } from "../../platform/origin.ts";
import { dataReply, idParams, bearer as security } from "../../platform/route-shapes.ts";
import type { PayoutAccountRow } from "./fees.repo.ts";

const tags = ["inspections"];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const ok = { status: "success" as const };
const messageReply = z.object({ status: z.literal("success"), message: z.string() });
const accountOut = (a: PayoutAccountRow) => ({
  account_number: a.account_number,
  bank_code: a.bank_code,
  account_name: a.account_name,
  updated_at: iso(a.updated_at),
});

export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inspections, inspectionFees: fees } = app.services;

  app.get(
    "/properties/:slug/inspection-fee",
    {
      schema: {
        tags,
        summary:
          "A listing's inspection fee in kobo (0: none), shown before booking; Ile holds it until the viewing took place",
        params: slugParams,
        response: { 200: dataReply(inspectionFeeSchema) },
      },
    },
    async (request) => ({ ...ok, data: await fees.fee(request.params.slug) }),
  );

  app.put(
    "/properties/:slug/inspection-fee",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Set my listing's inspection fee in kobo (0 removes it; at most the operator's INSPECTION_FEE_MAX_KOBO); bookings already made keep theirs",
        params: slugParams,
        body: inspectionFeeInputSchema,
        response: { 200: dataReply(inspectionFeeSchema) },
      },
    },
    async (request) => {
      const { data, message } = await fees.setFee(request.session!, request.params.slug, request.body.fee_kobo);
      return { ...ok, message, data };
    },
  );

  app.get(
    "/payout-account",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "My bank account for inspection fees, with the fees due to me and paid out to me (kobo)",
        response: { 200: dataReply(listerFeesSchema) },
      },
    },
    async (request) => {
      const f = await fees.listerFees(request.session!);
      return { ...ok, data: { ...f, account: f.account ? accountOut(f.account) : null } };
    },
  );

  app.put(
    "/payout-account",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Save my bank account (NUBAN) for released inspection fees: the gateway resolves its name and makes it a transfer recipient",
        body: payoutAccountInputSchema,
        response: { 200: dataReply(payoutAccountSchema) },
      },
    },
    async (request) => ({
      ...ok,
      message: M.payoutSaved,
      data: accountOut(await fees.savePayoutAccount(request.session!, request.body)),
    }),
  );

  app.post(
    "/viewings/payments/:reference/verify",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "After checkout: settle my inspection-fee payment (the one settle path) and answer the booking with its fee state",
        params: z.object({ reference: z.string().min(8).max(100) }),
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => {
      const { bookingId, message } = await fees.verify(request.session!, request.params.reference);
      return { ...ok, message, data: await inspections.get(request.session!, bookingId) };
    },
  );

  app.post(
    "/viewings/:id/confirm",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The renter confirms the viewing took place (once it has started): the fee Ile holds is paid out to the lister",
        params: idParams,
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => {
      const { message } = await fees.confirm(request.session!, request.params.id);
      return { ...ok, message, data: await inspections.get(request.session!, request.params.id) };
    },
  );

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
          "Book a viewing time (signed-in renters; the listing must be available; 409 when someone else has just booked it). With an inspection fee, the booking holds the time while the renter pays at `fee.payment_url`",
        params: idParams,
        response: { 201: dataReply(viewingBookingSchema) },
      },
    },
    async (request, reply) => {
      const data = await inspections.book(request.session!, request.params.id, requestOrigin(request));
      const message =
        data.fee.state === "awaiting_payment" ? M.bookedPay(nairaFromKobo(data.fee.amount_kobo)) : M.booked;
      return reply.code(201).send({ ...ok, message, data });
    },
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
        summary:
          "Cancel my viewing, with a reason (renter or lister); the time is free again and a fee Ile holds is refunded in full",
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
