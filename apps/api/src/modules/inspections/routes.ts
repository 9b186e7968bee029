/**
 * Inspections API (issue 49, ADR 0970): a listing's viewing times (offered by its lister), and bookings of them by
 * signed-in renters, moved or cancelled by either side with a reason. Schemas from @ile/contract (inspections.ts).
 */
import {
  adminDisputeSchema,
  bookingReasonSchema,
  bookingsQuerySchema,
  disputeAnswerSchema,
  disputeDecisionSchema,
  disputeInputSchema,
  inspectionFeeInputSchema,
  inspectionFeeSchema,
  ledgerReplySchema,
  listerFeesSchema,
  inspectionMessages as M,
  MAX_DISPUTE_PHOTOS,
  nairaFromKobo,
  pagedReplySchema,
  pageMeta,
  payoutAccountInputSchema,
  payoutAccountSchema,
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
import { readMultipart } from "../../platform/uploads.ts";
import type { PayoutAccountRow } from "./fees.repo.ts";

const tags = ["inspections"];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const ok = { status: "success" as const };
const accountOut = (a: PayoutAccountRow) => ({
  account_number: a.account_number,
  bank_code: a.bank_code,
  account_name: a.account_name,
  updated_at: iso(a.updated_at),
});

export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inspections, inspectionFees: fees, viewingDisputes: disputes } = app.services;
  const admin = { preHandler: app.requireAdmin };
  const adminTags = ["admin", "inspections"];
  const pageQuery = z.object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
  });

  app.post(
    "/viewings/:id/dispute",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The renter disputes a viewing whose fee Ile holds (from its start until 48 hours after its end): the lister did not come, the property was gone or not as listed; no payout while it is open",
        params: idParams,
        body: disputeInputSchema,
        response: { 201: dataReply(viewingBookingSchema) },
      },
    },
    async (request, reply) => {
      await disputes.open(request.session!, request.params.id, request.body);
      const data = await inspections.get(request.session!, request.params.id);
      return reply.code(201).send({ ...ok, message: M.disputed, data });
    },
  );

  app.post(
    "/viewings/:id/dispute/answer",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The lister answers the dispute of their viewing, once, before an admin decides",
        params: idParams,
        body: disputeAnswerSchema,
        response: { 200: dataReply(viewingBookingSchema) },
      },
    },
    async (request) => {
      await disputes.answer(request.session!, request.params.id, request.body.statement);
      return {
        ...ok,
        message: M.disputeAnswered,
        data: await inspections.get(request.session!, request.params.id),
      };
    },
  );

  app.post(
    "/viewings/:id/dispute/photos",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: `Add photos to my side of a viewing's dispute (multipart field images[], at most ${MAX_DISPUTE_PHOTOS} a side; private to both sides and admins)`,
        params: idParams,
        response: { 201: dataReply(viewingBookingSchema) },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, {
        maxFileBytes: 10 * 1024 * 1024,
        maxFiles: MAX_DISPUTE_PHOTOS + 1,
      });
      await disputes.addPhotos(request.session!, request.params.id, files);
      const data = await inspections.get(request.session!, request.params.id);
      return reply.code(201).send({ ...ok, data });
    },
  );

  app.get(
    "/viewing-disputes/:id/photos/:side/:n",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "A dispute's photo, to the viewing's renter and lister and to admins only",
        params: z.object({
          id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
          side: z.enum(["renter", "lister"]),
          n: z.coerce.number().int().min(1).max(MAX_DISPUTE_PHOTOS),
        }),
      },
    },
    async (request, reply) => {
      const { id, side, n } = request.params;
      const { data, contentType } = await disputes.photo(request.session!, id, side, n);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-disposition", "inline")
        .type(contentType)
        .send(data);
    },
  );

  app.get(
    "/admin/viewing-disputes",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Disputes of viewings with a fee held, open ones first, with both sides' statements and photos",
        querystring: pageQuery.extend({
          open: z
            .enum(["true", "false"])
            .default("false")
            .transform((v) => v === "true"),
        }),
        response: { 200: pagedReplySchema(adminDisputeSchema) },
      },
    },
    async (request) => {
      const { data, meta } = await disputes.list(request.query);
      return { ...ok, data, meta: pageMeta(meta.page, meta.perPage, meta.total) };
    },
  );

  app.post(
    "/admin/viewing-disputes/:id/decide",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Decide a dispute once: refund the fee in full to the renter or release it to the lister (audit-logged); 409 when already decided",
        params: idParams,
        body: disputeDecisionSchema,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request) => {
      const { message } = await disputes.decide(
        request.session!,
        request.params.id,
        request.body.decision,
        request.body.note,
      );
      return { ...ok, message };
    },
  );

  app.get(
    "/admin/inspection-ledger",
    {
      ...admin,
      schema: {
        tags: adminTags,
        security,
        summary:
          "The inspection-fee ledger, newest first (held +, released −, refunded −, reversed +), with the balance Ile holds (their sum, kobo)",
        querystring: pageQuery,
        response: { 200: ledgerReplySchema },
      },
    },
    async (request) => {
      const l = await fees.ledger(request.query);
      return {
        ...ok,
        data: l.rows.map((r) => ({
          id: Number(r.id),
          booking_id: Number(r.booking_id),
          kind: r.kind,
          amount_kobo: Number(r.amount_kobo),
          reference: r.reference,
          listing_title: r.listing_title,
          created_at: iso(r.created_at),
        })),
        meta: { ...pageMeta(l.page, l.perPage, l.total), balance_held_kobo: l.balance },
      };
    },
  );

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
      const { data, message } = await fees.setFee(
        request.session!,
        request.params.slug,
        request.body.fee_kobo,
      );
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
