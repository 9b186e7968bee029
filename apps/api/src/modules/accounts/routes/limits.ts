/**
 * Limits of the brute-force paths: per IP (per minute) and per account (per 15 minutes; Redis-backed when
 * REDIS_URL is set, so the limit holds across instances). Made once for all account routes: the per-IP limit is
 * one count across them. The account is the one the handler will look up, normalised (trimmed, lower-case
 * email; +234 phone), read only from the fields that route uses in the order it uses them, so padding or an
 * extra field never makes a fresh key (ADR 0101). Login keys its account limit on the account actually found, in
 * the service.
 */
import { accountMessages } from "@ile/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../platform/errors.ts";
import { hit } from "../../../platform/throttle.ts";
import { normaliseNigerianPhone } from "../validation.ts";

type Fields = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");
const pickers = {
  email: (b: Fields) => text(b.email).toLowerCase() && `email:${text(b.email).toLowerCase()}`,
  phone: (b: Fields) => text(b.phone) && `phone:${normaliseNigerianPhone(text(b.phone)) ?? text(b.phone)}`,
  user: (b: Fields) => {
    const id = Number(text(b.user_id));
    return Number.isSafeInteger(id) && id > 0 ? `user:${id}` : "";
  },
  session: (b: Fields) => text(b.session_token) && `session:${text(b.session_token)}`,
};
const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === "object" ? r.body : {}) as Fields;

/** The account a request names: the first of these fields that is filled in. */
export const accountNamedBy =
  (...order: (keyof typeof pickers)[]) =>
  (r: FastifyRequest) => {
    for (const name of order) {
      const key = pickers[name](bodyOf(r));
      if (key) return key;
    }
    return undefined;
  };

export function accountLimits(app: FastifyInstance) {
  const limit = app.config.AUTH_RATE_LIMIT;
  const tooMany = () => new AppError(429, accountMessages.tooMany, "RATE_LIMITED");
  return {
    limit,
    perIp: app.rateLimit({ max: limit, timeWindow: "1 minute", errorResponseBuilder: tooMany }),
    perAccount:
      (
        pick: (r: FastifyRequest) => string | undefined,
        max = limit,
        windowSeconds = 15 * 60,
        scope = "acct",
      ) =>
      async (request: FastifyRequest) => {
        const who = pick(request);
        if (!who) return;
        if (!(await hit(app, `${scope}:${request.routeOptions.url}:${who}`, max, windowSeconds)))
          throw tooMany();
      },
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
