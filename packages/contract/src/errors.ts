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
  "SERVICE_UNAVAILABLE",
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

/** SPEC §8 "Session": the codes a failed `POST /refresh-token` answers with. */
export const refreshErrorCodes = [
  "NO_TOKEN",
  "UNAUTHORIZED",
  "TOKEN_BLACKLISTED",
  "USER_NOT_FOUND",
  "REFRESH_FAILED",
] as const;
export type RefreshErrorCode = (typeof refreshErrorCodes)[number];

/** A refresh failure's code as the client reports it: one of the SPEC §8 codes, anything else REFRESH_FAILED. */
export function refreshErrorCode(code?: string | null): RefreshErrorCode {
  return (refreshErrorCodes as readonly string[]).includes(code ?? "")
    ? (code as RefreshErrorCode)
    : "REFRESH_FAILED";
}

/**
 * SPEC §8 "Session": the message for a failed refresh. REFRESH_FAILED has no fixed wording: the server's
 * message, else "Session expired. Please login again.".
 */
export function refreshErrorMessage(code?: string | null, serverMessage?: string | null): string {
  switch (refreshErrorCode(code)) {
    case "NO_TOKEN":
      return messages.session.noToken;
    case "UNAUTHORIZED":
    case "TOKEN_BLACKLISTED":
      return messages.session.expired;
    case "USER_NOT_FOUND":
      return messages.session.userNotFound;
    default:
      return serverMessage || messages.session.expired;
  }
}
