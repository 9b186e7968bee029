/**
 * One error type for the whole server. Handlers and services throw AppError; the error handler in
 * app.ts turns it (and validation or framework errors) into the one wire shape of packages/contract.
 */
import type { ApiErrorBody, ErrorCode } from "@ile/contract";
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
    return new AppError(422, message ?? first ?? "The given data was invalid.", code, errors);
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

/**
 * True when the database refused the input itself: SQLSTATE class 22 "data exception" (invalid byte
 * sequence such as a NUL, numeric value out of range, invalid datetime, invalid text representation), found on
 * the error or on its causes (Drizzle wraps the driver's error).
 */
export function isDatabaseInputError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when an insert or update met a unique index (SQLSTATE 23505), found on the error or on its causes; with
 * `constraint`, only that index's.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
