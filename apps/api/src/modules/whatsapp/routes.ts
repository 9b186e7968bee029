/**
 * WhatsApp (issue 50, ADR 0750): my opt-in (GET/PUT /api/whatsapp/me) and Meta's webhook
 * (GET /api/whatsapp/webhook: the verify-token handshake; POST: events signed with X-Hub-Signature-256 over the
 * raw body, refused with 401 and nothing stored when the signature is wrong).
 */
import { timingSafeEqual } from "node:crypto";
import {
  whatsappMessages as M,
  whatsappSettingsInputSchema,
  whatsappSettingsReplySchema,
} from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { hubSignatureValid } from "../../platform/whatsapp.ts";
import type { WebhookPayload } from "./service.ts";

const tags = ["whatsapp"];
const settingsReply = whatsappSettingsReplySchema;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));

  app.get(
    "/webhook",
    {
      schema: {
        tags,
        summary: "Meta's webhook handshake: echoes hub.challenge when hub.verify_token matches",
        querystring: z.object({
          "hub.mode": z.string().max(50).optional(),
          "hub.verify_token": z.string().max(500).optional(),
          "hub.challenge": z.string().max(500).optional(),
        }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const token = app.config.WHATSAPP_VERIFY_TOKEN;
      const q = request.query;
      if (
        !token ||
        q["hub.mode"] !== "subscribe" ||
        typeof q["hub.verify_token"] !== "string" ||
        !sameText(q["hub.verify_token"], token)
      )
        throw AppError.forbidden(M.verifyRefused);
      return reply.type("text/plain; charset=utf-8").send(q["hub.challenge"] ?? "");
    },
  );

  app.post(
    "/webhook",
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary:
          "Meta's webhook (X-Hub-Signature-256): delivery statuses and inbound messages, each applied once",
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const secret = app.config.WHATSAPP_APP_SECRET;
      const raw = request.body as Buffer;
      if (
        !secret ||
        !Buffer.isBuffer(raw) ||
        !hubSignatureValid(secret, raw, request.headers["x-hub-signature-256"])
      )
        throw AppError.unauthorized(M.invalidSignature, "INVALID_SIGNATURE");
      let payload: WebhookPayload;
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError(400, M.invalidJson, "BAD_REQUEST");
      }
      await app.services.whatsapp.webhook(payload);
      return reply.send({ status: "success" as const, message: M.received });
    },
  );
};

export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Whether WhatsApp is on for me, my number and when I agreed",
        response: { 200: settingsReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await app.services.whatsapp.settings(request.session!.userId),
    }),
  );

  app.put(
    "/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Turn WhatsApp on (needs a verified phone; the time of consent is kept) or off (at once)",
        body: whatsappSettingsInputSchema,
        response: { 200: settingsReply },
      },
    },
    async (request) => ({
      status: "success" as const,
      ...(await app.services.whatsapp.set(request.session!.userId, request.body.enabled)),
    }),
  );

  await app.register(webhookRoutes);
};
