/**
 * Security headers (helmet) on every response, computed once (ADR 0021). @fastify/helmet builds helmet's
 * middleware again for every request (parsing the CSP directives each time: ~11% of a cached search's CPU); the
 * headers depend only on this configuration, so helmet runs once here against a recorder and each response gets
 * the recorded list.
 */
import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** OpenStreetMap's standard tiles: the map view's default (ADR 0408; `MAP_TILE_URL` sets another server). */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The origin a tile URL template loads images from, as CSP writes it (`{s}` subdomains as `*`). */
export function tileOrigin(template: string): string | null {
  const origin = /^https:\/\/[^/?#]+/.exec(template)?.[0];
  return origin ? origin.replace(/\{s\}/g, "*") : null;
}

/** The headers' options; the map view's tiles (`MAP_TILE_URL`) are the one image origin besides the site. */
export function helmetOptionsFor(tileUrl: string = DEFAULT_MAP_TILE_URL): HelmetOptions {
  const tiles = tileOrigin(tileUrl);
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...DIRECTIVES,
        imgSrc: ["'self'", "data:", "blob:", ...(tiles ? [tiles] : [])],
      },
    },
  };
}

const DIRECTIVES = {
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
};

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { directives: DIRECTIVES },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for `options`, as [lower-case name, value] pairs. */
export function helmetHeaders(options: HelmetOptions = helmetOptionsFor()): [string, string][] {
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

let HEADERS = helmetHeaders();

/** Lets the map view's tiles in (`MAP_TILE_URL`); called once by buildApp. */
export function allowMapTiles(tileUrl: string): void {
  HEADERS = helmetHeaders(helmetOptionsFor(tileUrl));
  ASSET_HEADERS = assetHeaders();
  API_HEADERS = apiHeaders();
}

/**
 * Puts the security headers on a response (on the raw response, as helmet did: streamed and hijacked replies
 * carry them too).
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  setHeaderSet(reply.raw, "document");
}

/**
 * The headers of a built, content-hashed file (/assets/: scripts, styles, fonts). The document-level headers
 * (CSP, frame and referrer rules, HSTS, which the browser takes from any page of the origin) mean nothing on a
 * script or a font, and a page loads 30–60 of these files: ~700 bytes each on a phone's connection (issue 19).
 * What still applies to a subresource stays: no MIME sniffing, and no embedding by other origins.
 */
const assetHeaders = (): [string, string][] =>
  HEADERS.filter(([name]) => ["x-content-type-options", "cross-origin-resource-policy"].includes(name));
let ASSET_HEADERS = assetHeaders();

/**
 * The headers of an API reply (/api/: JSON, photos): OWASP's REST set, ~250 bytes instead of the document's ~1 kB.
 * A reply that is not a page may load nothing and be framed by nobody (`default-src 'none'`), HSTS and no MIME
 * sniffing still apply, and it is shared with this origin only. The two HTML pages served under /api/ (the sandbox
 * checkout and the unsubscribe page) call setSecurityHeaders for the document set (ADR 0411).
 */
const apiHeaders = (): [string, string][] => [
  ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "no-referrer"],
  ...HEADERS.filter(([name]) =>
    ["strict-transport-security", "x-content-type-options", "cross-origin-resource-policy"].includes(name),
  ),
];
let API_HEADERS = apiHeaders();

export function setApiHeaders(reply: FastifyReply): void {
  setHeaderSet(reply.raw, "api");
}

/** Which set of security headers a response carries: a page's, an API reply's or a built file's. */
export type HeaderSet = "document" | "api" | "asset";

/** Puts a set of security headers on a raw response (app.ts picks the set by URL; page-reply.ts answers with it). */
export function setHeaderSet(res: ServerResponse, set: HeaderSet): void {
  const headers = set === "api" ? API_HEADERS : set === "asset" ? ASSET_HEADERS : HEADERS;
  for (let i = 0; i < headers.length; i++) {
    const header = headers[i] as [string, string];
    res.setHeader(header[0], header[1]);
  }
}
