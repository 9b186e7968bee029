/**
 * One error type for the whole server. Handlers and services throw AppError; the error handler in
 * app.ts turns it (and validation or framework errors) into the one wire shape of packages/contract.
 */
import { type ApiErrorBody, type ErrorCode, messages } from "@ile/contract";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** A zod error as field errors: each issue's message under its path ("unit_types.0.price"), "body" when none. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode = "BAD_REQUEST",
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = "AppError";
  }

  static validation(errors: FieldErrors, message?: string, code: ErrorCode = "VALIDATION_FAILED") {
    const first = Object.values(errors)[0]?.[0];
    return new AppError(422, message ?? first ?? messages.generic.invalid, code, errors);
  }
  static unauthorized(message: string, code: ErrorCode = "UNAUTHORIZED") {
    return new AppError(401, message, code);
  }
  static forbidden(message: string, code: ErrorCode = "FORBIDDEN") {
    return new AppError(403, message, code);
  }
  static notFound(message: string, code: ErrorCode = "NOT_FOUND") {
    return new AppError(404, message, code);
  }
}

export function errorBody(statusCode: number, message: string, code: ErrorCode, errors?: FieldErrors) {
  const body: ApiErrorBody & { statusCode: number } = { status: "error", statusCode, message, code };
  if (errors) body.errors = errors;
  return body;
}

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
function* errorChain(err: unknown): Generator<{ code?: unknown; constraint?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    yield e as { code?: unknown; constraint?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * True when the database refused the input itself: SQLSTATE class 22 "data exception" (invalid byte
 * sequence such as a NUL, numeric value out of range, invalid datetime, invalid text representation), found on
 * the error or on its causes (Drizzle wraps the driver's error).
 */
export function isDatabaseInputError(err: unknown): boolean {
  for (const e of errorChain(err))
    if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return false;
}

/**
 * A unique index refused the row (SQLSTATE 23505, on the error or its causes): the name of its constraint
 * ("users_email_key"; "" when the driver does not say), or null for any other error. Two requests racing for
 * one email, slug or pair end here; the caller answers what the sequential duplicate gets.
 */
export function uniqueViolation(err: unknown): string | null {
  for (const e of errorChain(err))
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
  return null;
}

/** Work that could not be done because the database could not be reached, found out above the driver. */
export class DatabaseUnavailable extends Error {
  override name = "DatabaseUnavailable";
}

/** Driver and server codes of a database that cannot be reached or is going away (not of a bad statement). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery)
  "57P01",
  "57P02",
  "57P03",
]);
/** node-postgres's own words when a connection ends or cannot be had (its errors carry no code). */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * True when the database could not be reached (ADR 0014 addendum): the connection was refused, reset or timed
 * out, the server is shutting down or starting (57P01–57P03), a connection exception (SQLSTATE class 08), or the
 * pool gave no connection in time. Found on the error, on its causes (Drizzle wraps the driver's error) and in an
 * AggregateError's errors (a host name with several addresses). Such a request answers 503 with Retry-After.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  if (err instanceof DatabaseUnavailable) return true;
  const { code, message, cause, errors } = err as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
