/** Paystack's webhook: the signature is over the raw body, so this scope keeps it as a Buffer. */
import { createHmac, timingSafeEqual } from "node:crypto";
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../platform/errors.ts";

function signatureValid(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== "string" || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac("sha512", secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(header, "hex"));
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app.post(
    "/webhooks/paystack",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Paystack webhook (HMAC-SHA512 signed): charge.success settles the payment; transfer.success, transfer.failed, transfer.reversed, refund.processed and refund.failed confirm or undo an inspection fee's payout or refund; each event once",
        hide: false,
        response: { 200: z.object({ status: z.literal("success"), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const secret = app.config.PAYSTACK_SECRET_KEY;
      const raw = request.body as Buffer;
      if (
        !secret ||
        !Buffer.isBuffer(raw) ||
        !signatureValid(secret, raw, request.headers["x-paystack-signature"])
      )
        throw AppError.unauthorized(PAYMENT_MESSAGES.invalidSignature, "INVALID_SIGNATURE");
      let event: { event?: unknown; data?: { reference?: unknown } & Record<string, unknown> };
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError(400, PAYMENT_MESSAGES.invalidJson, "BAD_REQUEST");
      }
      const name = typeof event.event === "string" ? event.event : "";
      const reference = typeof event.data?.reference === "string" ? event.data.reference : "";
      const data = event.data && typeof event.data === "object" ? event.data : {};
      const message = await app.services.payments.webhook(name, reference, data);
      return reply.send({ status: "success" as const, message });
    },
  );
};
