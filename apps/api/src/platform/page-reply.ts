/**
 * Serving cached public pages cheaply (ADR 0021, on top of the page cache of ADR 0202/0403):
 * - a page is sent as the bytes the cache keeps (serialised once), and, to a client whose Accept-Encoding allows
 *   it, as brotli or gzip bytes compressed once per page (`Vary: Accept-Encoding` either way);
 * - a URL that an anonymous GET was answered with a page for is remembered (`PageCache.alias`), and the next
 *   anonymous GET of exactly that URL is answered from the page in onRequest, before the query is validated,
 *   parsed and turned into a key again, while that page is still current (same content version, within its TTL;
 *   a page past its TTL goes through the route, which serves it while computing its successor).
 *   Cached pages depend on their URL alone when no session is sent (what makes them cacheable at all), so the
 *   answer is the one the route would give. Routes with a rate limit are never answered early.
 * - when this process alone knows whether that page is current (pages are not shared through Redis), such a GET is
 *   answered before Fastify sees it (`answerBeforeRouting`, called by the HTTP server's request handler): the
 *   same status, headers, bytes and log line, without a request and reply object, routing and the hooks, which
 *   were two thirds of a cached search's CPU. Otherwise (Redis, and `inject` in tests) the onRequest hook
 *   answers it.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type PageInfo, pageInfoOf } from "./page-bytes.ts";
import { type PageCache, pageCacheOf } from "./page-cache.ts";
import { REQUEST_COMPLETED, requestLine } from "./request-log.ts";
import { type HeaderSet, setHeaderSet } from "./security-headers.ts";

/** Smaller pages are sent as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = "application/json; charset=utf-8";
type Encoding = "br" | "gzip";

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => gzipSync(body),
};

const chosen = new Map<string, Encoding | null>();

/** The encoding to send for an Accept-Encoding header: br, else gzip, when accepted (q > 0, `*` included). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const weight = params.map((p) => /^q=([0-9.]+)$/.exec(p.replace(/\s+/g, ""))?.[1]).find(Boolean);
    q[name === "x-gzip" ? "gzip" : name] = weight === undefined ? 1 : Number(weight);
  }
  const of = (name: Encoding) => q[name] ?? q["*"] ?? 0;
  const br = of("br");
  const gzip = of("gzip");
  const result = br <= 0 && gzip <= 0 ? null : br >= gzip ? "br" : "gzip";
  if (chosen.size < 200) chosen.set(header, result);
  return result;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  if (vary === undefined) reply.header("vary", "accept-encoding");
  else if (!/accept-encoding/i.test(String(vary))) reply.header("vary", `${vary}, accept-encoding`);
}

/**
 * Sends a page's bytes (a cached reply's JSON) as the reply: the route's serializer is skipped (the bytes are what
 * it would give) and `sendPage` below compresses them once per page.
 */
export const sendPageBytes = (reply: FastifyReply, body: Buffer) => reply.type(JSON_TYPE).send(body as never);

const anonymousGet = (request: FastifyRequest) =>
  request.method === "GET" && request.headers.authorization === undefined;

/** A page's bytes as a request accepts them: brotli or gzip (compressed once per page) when it asks, or as they are. */
function encodedFor(
  payload: Buffer,
  info: PageInfo,
  headers: IncomingHttpHeaders,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = preferredEncoding(headers["accept-encoding"]);
  if (!encoding || headers["x-no-compression"] !== undefined) return { body: payload, encoding: null };
  const body = info.encoded[encoding] ?? compressors[encoding](payload);
  info.encoded[encoding] = body;
  return { body, encoding };
}

/**
 * Answers an anonymous GET of a URL answered with a page before, from that page, when it is current and this
 * process alone can tell (see the top of this file); false when Fastify must answer. `headerSet` picks the
 * security headers as app.ts's onRequest hook does; the log line is request-log.ts's.
 */
export function answerBeforeRouting(
  cache: PageCache,
  log: FastifyBaseLogger,
  headerSet: (url: string) => HeaderSet,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const url = req.url ?? "";
    if (req.method !== "GET" || req.headers.authorization !== undefined) return false;
    const key = cache.aliasOf(url);
    if (key === undefined) return false;
    const page = cache.getLocal(key);
    if (!page?.body || page.stale) return false;
    const info = pageInfoOf(page.body);
    if (!info) return false;
    const started = performance.now();
    const id = req.headers["x-request-id"];
    const reqId = typeof id === "string" && id ? id : randomUUID();
    setHeaderSet(res, headerSet(url));
    res.setHeader("x-request-id", reqId);
    res.setHeader("content-type", JSON_TYPE);
    let body = page.body;
    if (body.length >= COMPRESS_THRESHOLD) {
      res.setHeader("vary", "accept-encoding");
      const encoded = encodedFor(body, info, req.headers);
      if (encoded.encoding) res.setHeader("content-encoding", encoded.encoding);
      body = encoded.body;
    }
    res.setHeader("content-length", body.length);
    res.end(body);
    log.info({ reqId, ...requestLine("GET", url, 200, performance.now() - started) }, REQUEST_COMPLETED);
    return true;
  };
}

function answerEarly(cache: PageCache) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!anonymousGet(request)) return done();
    const key = cache.aliasOf(request.url);
    if (key === undefined) return done();
    cache.get(key).then(
      ({ body, stale }) => {
        // A stale page is answered by the route, which serves it and computes its successor.
        if (body === null || stale) done();
        else reply.code(200).type(JSON_TYPE).send(body);
      },
      () => done(),
    );
  };
}

function sendPage(cache: PageCache) {
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, p: unknown) => void,
  ) => {
    if (!Buffer.isBuffer(payload)) return done(null, payload);
    const info = pageInfoOf(payload);
    if (!info) return done(null, payload);
    // Routes with a rate limit count every request: never answered early.
    if (
      info.key !== null &&
      anonymousGet(request) &&
      reply.statusCode === 200 &&
      request.routeOptions.config?.rateLimit === undefined
    )
      cache.alias(request.url, info.key);
    if (payload.length < COMPRESS_THRESHOLD) return done(null, payload);
    addVary(reply);
    if (reply.hasHeader("content-encoding")) return done(null, payload);
    const { body, encoding } = encodedFor(payload, info, request.headers);
    if (encoding) reply.header("content-encoding", encoding);
    done(null, body);
  };
}

export const pageReplyPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = pageCacheOf(app);
    app.addHook("onRequest", answerEarly(cache));
    app.addHook("onSend", sendPage(cache));
  },
  { name: "ile-page-reply" },
);
