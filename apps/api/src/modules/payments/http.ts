/** HTTP helpers shared by the payment and subscription calls: fallback messages, references, reply shapes. */
import { messages, PAYMENT_MESSAGES } from "@ile/contract";
import type { FastifyRequest } from "fastify";
import { AppError, isDatabaseInputError, isDatabaseUnavailable } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { GatewayUnavailable } from "./gateway.ts";
import { REFERENCE_PATTERN } from "./service.ts";
import type { PaymentRow, SettleResult } from "./types.ts";

/** Runs a handler; anything but a deliberate AppError answers with the call's SPEC §8 fallback message. */
export async function withFallback<T>(
  request: FastifyRequest,
  fallback: string,
  run: () => Promise<T>,
  gatewayMessage = fallback,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    // The caller's own mistakes (and input the database refuses, a 422 in the error handler) are no server error;
    // nor is a database outage (a 503 there).
    if (err instanceof AppError || isDatabaseInputError(err) || isDatabaseUnavailable(err)) throw err;
    if (err instanceof GatewayUnavailable) {
      request.log.warn({ err }, "payment gateway unavailable");
      throw new AppError(502, gatewayMessage, "GATEWAY_UNAVAILABLE");
    }
    request.log.error({ err }, fallback);
    throw new AppError(500, fallback, "SERVER_ERROR");
  }
}

export function requireReference(reference: unknown): string {
  const value = typeof reference === "string" ? reference.trim() : "";
  if (!value)
    throw AppError.validation(
      { reference: [messages.payment.referenceRequired] },
      messages.payment.referenceRequired,
    );
  if (!REFERENCE_PATTERN.test(value))
    throw new AppError(400, messages.payment.invalidReference, "INVALID_REFERENCE");
  return value;
}

export const naira = (kobo: number) => Number(kobo) / 100;

export function paymentSummary(p: PaymentRow) {
  return {
    reference: p.reference,
    purpose: p.purpose,
    status: p.status,
    amount: naira(p.amount_kobo),
    amount_kobo: Number(p.amount_kobo),
    currency: p.currency,
    reason: p.status === "success" ? null : p.gateway_response,
    paid_at: iso(p.paid_at),
    created_at: iso(p.created_at)!,
  };
}

/** What a settle result means to the caller: 200 on success, otherwise the SPEC message with the reason. */
export function assertSettled(result: SettleResult, failedMessage: string) {
  const { payment } = result;
  if (payment.status === "success") return;
  if (payment.status === "credited")
    throw new AppError(409, failedMessage, "PAYMENT_NOT_APPLIED", { reference: [payment.gateway_response!] });
  if (payment.status === "pending")
    throw new AppError(409, failedMessage, "PAYMENT_PENDING", { reference: [PAYMENT_MESSAGES.pending] });
  throw new AppError(402, failedMessage, "PAYMENT_FAILED", {
    reference: [payment.gateway_response || PAYMENT_MESSAGES.paymentWas(payment.status)],
  });
}
