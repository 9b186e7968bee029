/**
 * The one wire shape of an error (every API and service answers failures with it) and the generic mapping of
 * SPEC §8 from an HTTP status to the message a user sees.
 */
import { messages } from "./messages.ts";

export const errorCodes = [
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "INTERNAL_ERROR",
  "BAD_REQUEST",
  "NO_TOKEN",
  "TOKEN_BLACKLISTED",
  "USER_NOT_FOUND",
  "REFRESH_FAILED",
  "REGISTRATION_FAILED",
  "LOGIN_FAILED",
  "MISSING_TOKEN",
  "NETWORK_ERROR",
  "CONFLICT",
  "PAYMENT_REQUIRED",
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});

/** The one wire shape of a failure (validated by `apiErrorSchema` in schemas.ts). */
export interface ApiErrorBody {
  status: "error";
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

/** SPEC §8 "Generic (main API)": the message for a failed call, given its status and the server's message. */
export function genericErrorMessage(status: number, serverMessage?: string | null): string {
  switch (status) {
    case 503:
      return messages.generic.network;
    case 400:
      return serverMessage || messages.generic.badRequest;
    case 403:
      return messages.generic.forbidden;
    case 404:
      return messages.generic.notFound;
    case 500:
      return messages.generic.server;
    default:
      return messages.generic.unexpected;
  }
}
