/**
 * Property management API (issue 24, ADR 0950): tenancies with their rent schedule and receipts, rent paid online
 * or recorded offline, notice and renewal, maintenance requests, management requests and the audience pages'
 * live figures. Schemas come from @ile/contract (tenancy-api.ts).
 */
import {
  agentAnswerSchema,
  audienceFiguresSchema,
  tenancyMessages as M,
  noticeInputSchema,
  offlinePaymentSchema,
  receiptSchema,
  renewInputSchema,
  tenancyDetailSchema,
  tenancyInputSchema,
  tenancySchema,
  verifyRentSchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestOrigin } from "../../platform/origin.ts";
import { bearer, dataReply, idParams } from "../../platform/route-shapes.ts";
import { maintenanceRoutes } from "./maintenance-routes.ts";
import { managementRoutes } from "./management-routes.ts";

const tags = ["property management"];
const security = bearer;
const reply = dataReply;

export const tenancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tenancies, term, rent } = app.services;
  await app.register(managementRoutes);
  await app.register(maintenanceRoutes);

  app.get(
    "/tenancies",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "My tenancies, as landlord (or agent) and as tenant; invitations to my email are linked first",
        response: { 200: reply(z.array(tenancySchema)) },
      },
    },
    async (request) => ({ status: "success" as const, data: await tenancies.mine(request.session!) }),
  );

  app.post(
    "/tenancies",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Add a tenancy of a unit (landlords, agents): the tenant's account or an invitation by email; the rent schedule is made for the fixed term",
        body: tenancyInputSchema,
        response: { 201: reply(tenancyDetailSchema) },
      },
    },
    async (request, res) => {
      const { detail, invited, named } = await tenancies.create(request.session!, request.body);
      const message = [
        M.created,
        invited ? M.invited(request.body.tenant_email) : null,
        named ? M.landlordNamed(named) : null,
      ]
        .filter(Boolean)
        .join(". ");
      return res.code(201).send({ status: "success" as const, message, data: detail });
    },
  );

  app.get(
    "/tenancies/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One tenancy with its rent schedule and receipts (its landlord and tenant only)",
        params: idParams,
        response: { 200: reply(tenancyDetailSchema) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await tenancies.detail(request.params.id, request.session!),
    }),
  );

  app.post(
    "/tenancies/:id/agent",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The landlord an agent named confirms the agent (accept: true) or not: before confirming the tenancy goes back to the agent alone, after it the agent stops managing it",
        params: idParams,
        body: agentAnswerSchema,
        response: { 200: reply(tenancyDetailSchema.nullable()) },
      },
    },
    async (request) => {
      const r = await tenancies.answerAgent(request.params.id, request.session!, request.body.accept);
      return { status: "success" as const, message: r.message, data: r.detail };
    },
  );

  app.post(
    "/tenancies/:id/payments",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Record rent paid offline (the landlord): the installment is credited and a receipt issued",
        params: idParams,
        body: offlinePaymentSchema,
        response: { 201: reply(receiptSchema) },
      },
    },
    async (request, res) => {
      const data = await rent.recordOffline(request.params.id, request.session!, request.body);
      return res.code(201).send({ status: "success" as const, message: M.paymentRecorded, data });
    },
  );

  app.post(
    "/tenancies/:id/installments/:installmentId/pay",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Pay an installment online (the tenant): a payment link for what is still owed on it",
        params: idParams.extend({ installmentId: idParams.shape.id }),
        response: {
          201: reply(
            z.object({ reference: z.string(), payment_url: z.string(), amount_kobo: z.number().int() }),
          ),
        },
      },
    },
    async (request, res) => {
      const data = await rent.startOnline(
        request.params.id,
        request.params.installmentId,
        request.session!,
        requestOrigin(request),
      );
      return res.code(201).send({ status: "success" as const, data });
    },
  );

  app.post(
    "/tenancies/payments/verify",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Back from checkout: settle a rent payment (the payer) and answer with its receipt",
        body: verifyRentSchema,
        response: {
          200: reply(
            z.object({
              status: z.string(),
              message: z.string(),
              tenancy_id: z.number().int(),
              receipt: receiptSchema.nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await rent.verifyOnline(request.body.reference, request.session!),
    }),
  );

  app.get(
    "/tenancies/receipts/:id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One rent receipt (the tenancy's landlord and tenant only)",
        params: idParams,
        response: { 200: reply(receiptSchema) },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await rent.receipt(request.params.id, request.session!),
    }),
  );

  app.post(
    "/tenancies/:id/notice",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Give notice to quit (either party); the end date follows the Lagos State Tenancy Law 2011 s.13",
        params: idParams,
        body: noticeInputSchema,
        response: { 200: reply(tenancyDetailSchema) },
      },
    },
    async (request) => {
      const r = await term.giveNotice(request.params.id, request.session!, request.body.given_on);
      return { status: "success" as const, message: `${M.noticeGiven}. ${r.explanation}`, data: r.detail };
    },
  );

  app.post(
    "/tenancies/:id/renew",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Renew a tenancy (the landlord): the next tenancy of the unit from the day after this one ends",
        params: idParams,
        body: renewInputSchema,
        response: { 201: reply(tenancyDetailSchema) },
      },
    },
    async (request, res) => {
      const data = await term.renew(request.params.id, request.session!, request.body);
      return res.code(201).send({ status: "success" as const, message: M.renewed, data });
    },
  );

  app.get(
    "/property-management/figures",
    {
      schema: {
        tags,
        summary: "Live figures for the tenant, landlord and property management pages",
        response: { 200: reply(audienceFiguresSchema) },
      },
    },
    async () => ({ status: "success" as const, data: await tenancies.figures() }),
  );
};
