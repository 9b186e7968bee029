/**
 * Which site a link or a payment's return leads to (issue 38, ADR 0603 addendum, ADR 0026): the request's own
 * origin when it is one of the allowed origins, else PUBLIC_URL. A payment started on http://127.0.0.1:3000 came
 * back to http://localhost:3000 (PUBLIC_URL), where the browser holds no session, so the payer looked logged out;
 * an e-mail link sent for a request (verify, reset, change of e-mail) has the same problem.
 * Allowed: PUBLIC_URL's origin, the ALLOWED_ORIGINS list, and, when PUBLIC_URL is a loopback address, the other
 * loopback spellings on its port. Anything else (a forged Host header) falls back to PUBLIC_URL.
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "./config.ts";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
type OriginConfig = Pick<Config, "PUBLIC_URL" | "ALLOWED_ORIGINS">;

/** The origins a payment or a link may lead to. */
export function allowedOrigins(config: OriginConfig): Set<string> {
  const base = new URL(config.PUBLIC_URL);
  const origins = new Set([base.origin, ...config.ALLOWED_ORIGINS]);
  if (LOOPBACK.includes(base.hostname))
    for (const host of LOOPBACK) origins.add(`${base.protocol}//${host}${base.port ? `:${base.port}` : ""}`);
  return origins;
}

/** The origin a request was made on, as the browser saw it ("http://127.0.0.1:3000"); null when unknown. */
export function requestOrigin(request: Pick<FastifyRequest, "protocol" | "host">): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** The site links lead to: the request's origin when allowed, else PUBLIC_URL (no trailing slash). */
export function linkBase(config: OriginConfig, origin: string | null | undefined): string {
  return origin && allowedOrigins(config).has(origin) ? origin : config.PUBLIC_URL;
}

/** The absolute URL of `path` on the request's origin when allowed, else on PUBLIC_URL. */
export function callbackUrl(config: OriginConfig, origin: string | null | undefined, path: string): string {
  return `${linkBase(config, origin)}${path}`;
}
