/**
 * Security headers (helmet) on every response, computed once (ADR 0021). @fastify/helmet builds helmet's
 * middleware again for every request (parsing the CSP directives each time: ~11% of a cached search's CPU); the
 * headers depend only on this configuration, so helmet runs once here against a recorder and each response gets
 * the recorded list.
 */
import type { FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      // The listing page embeds an OpenStreetMap map of the listing's own coordinates (web ADR 0212).
      frameSrc: ["https://www.openstreetmap.org"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for `options`, as [lower-case name, value] pairs. */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  let failed: unknown = null;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return headers;
}

const HEADERS = helmetHeaders();

/**
 * Puts the security headers on a response (on the raw response, as helmet did: streamed and hijacked replies
 * carry them too).
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  const res = reply.raw;
  for (let i = 0; i < HEADERS.length; i++) {
    const header = HEADERS[i] as [string, string];
    res.setHeader(header[0], header[1]);
  }
}

/**
 * The headers of a built, content-hashed file (/assets/: scripts, styles, fonts). The document-level headers
 * (CSP, frame and referrer rules, HSTS, which the browser takes from any page of the origin) mean nothing on a
 * script or a font, and a page loads 30–60 of these files: ~700 bytes each on a phone's connection (issue 19).
 * What still applies to a subresource stays: no MIME sniffing, and no embedding by other origins.
 */
const ASSET_HEADERS: [string, string][] = HEADERS.filter(([name]) =>
  ["x-content-type-options", "cross-origin-resource-policy"].includes(name),
);

export function setAssetHeaders(reply: FastifyReply): void {
  for (const [name, value] of ASSET_HEADERS) reply.raw.setHeader(name, value);
}
