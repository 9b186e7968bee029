/**
 * Turns anything thrown in a handler into the one error shape: AppError as given, schema validation as
 * 422 with field errors, framework errors by their status, everything else as a logged 500 with no details.
 */
import { messages } from "@ile/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, errorBody, type FieldErrors } from "./errors.ts";

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldErrors(items: ValidationItem[]): FieldErrors {
  const out: FieldErrors = {};
  for (const item of items) {
    const path = (item.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    const missing = typeof item.params?.missingProperty === "string" ? item.params.missingProperty : "";
    const field = path || missing || "body";
    out[field] = [...(out[field] ?? []), item.message ?? "is invalid"];
  }
  return out;
}

const frameworkMessages: Record<number, string> = {
  400: messages.generic.badRequest,
  401: "Please log in to continue",
  403: messages.generic.forbidden,
  404: messages.generic.notFound,
  405: "Method not allowed",
  413: "The upload is too large",
  415: "Unsupported content type",
  429: "Too many requests. Please wait and try again.",
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.code, err.errors));
    }
    if (err.validation) {
      const errors = fieldErrors(err.validation as ValidationItem[]);
      const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
      return reply.status(422).send(errorBody(422, first, "VALIDATION_FAILED", errors));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, "request failed");
      return reply.status(500).send(errorBody(500, messages.generic.server, "INTERNAL_ERROR"));
    }
    const code =
      status === 429
        ? "RATE_LIMITED"
        : status === 413
          ? "PAYLOAD_TOO_LARGE"
          : status === 404
            ? "NOT_FOUND"
            : "BAD_REQUEST";
    return reply
      .status(status)
      .send(errorBody(status, frameworkMessages[status] ?? messages.generic.badRequest, code));
  });
}
