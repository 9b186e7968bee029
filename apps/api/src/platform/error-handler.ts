/**
 * Turns anything thrown in a handler into the one error shape (ADR 0004): AppError as given, schema validation
 * as 422 with field errors, a database refusing the input (SQLSTATE class 22, ADR 0015) as 422, a database
 * that cannot be reached as 503 with Retry-After (ADR 0014 addendum), framework
 * errors by their status, everything else as a logged 500 with no details. `frameworkErrorHandler` gives
 * Fastify's own routing errors (a bad URL, an over-long path parameter) the same shape.
 */

import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { messages } from "@ile/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AppError,
  errorBody,
  type FieldErrors,
  isDatabaseInputError,
  isDatabaseUnavailable,
} from "./errors.ts";
import { setApiHeaders } from "./security-headers.ts";

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
  408: "The request took too long to arrive",
  413: "The upload is too large",
  414: "The address is too long",
  415: "Unsupported content type",
  431: "The request headers are too large",
  429: "Too many requests. Please wait and try again.",
};

const frameworkCodes: Record<number, string> = {
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

/** Seconds a client is asked to wait while the database cannot be reached (it reconnects on its own). */
export const RETRY_AFTER_SECONDS = 5;

/** The message when the database refuses a value the schemas let through (NUL byte, out-of-range number). */
export const INVALID_INPUT = "The request contains a value that cannot be stored or searched for.";

function frameworkReply(reply: FastifyReply, status: number) {
  return reply
    .status(status)
    .send(
      errorBody(
        status,
        frameworkMessages[status] ?? messages.generic.badRequest,
        frameworkCodes[status] ?? "BAD_REQUEST",
      ),
    );
}

/** Fastify's `frameworkErrors` option: routing errors raised before any route or error handler runs. */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onRequest hook has run for these: the headers every response carries are set here (the reply is JSON data,
  // so the API set, ADR 0411).
  setApiHeaders(reply);
  reply.header("x-request-id", request.id);
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return frameworkReply(reply, status);
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before there is a request (headers or
 * request line over 16 KB, a malformed request line or header, a request too slow to arrive). Fastify's default
 * writes its own body (`{"error":…,"statusCode":431}`); this writes the one shape, then closes the connection,
 * as Node does (the stream cannot be trusted past the error).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has no one to answer.
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  this.log.trace({ err }, "client error");
  if (socket.writable) {
    const body = JSON.stringify(
      errorBody(status, frameworkMessages[status] ?? messages.generic.badRequest, "BAD_REQUEST"),
    );
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nx-content-type-options: nosniff\r\n` +
        `cache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

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
    if (isDatabaseInputError(err)) {
      request.log.info({ err }, "database refused the input");
      return reply.status(422).send(errorBody(422, INVALID_INPUT, "VALIDATION_FAILED"));
    }
    if (isDatabaseUnavailable(err)) {
      // An outage, not a bug: the pool reconnects by itself once the database is back (ADR 0014 addendum).
      request.log.warn({ err }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send(errorBody(503, messages.generic.unavailable, "SERVICE_UNAVAILABLE"));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, "request failed");
      return reply.status(500).send(errorBody(500, messages.generic.server, "INTERNAL_ERROR"));
    }
    return frameworkReply(reply, status);
  });
}
