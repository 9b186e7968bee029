/**
 * Builds the Ile server: the main API under /api, the five satellite services under /svc/*, stored files
 * under /uploads, and the built SPA for every other path. SERVICES chooses which parts this process runs.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from "node:http";
import { join } from "node:path";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { type Database, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { ReadReplicas, type SharedMarks } from "./db/replicas.ts";
import { accountRoutes, accountsPlugin } from "./modules/accounts/routes.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { analyticsRoutes } from "./modules/analytics/routes.ts";
import { auctionRoutes } from "./modules/auctions/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { inspectionsPlugin } from "./modules/inspections/plugin.ts";
import { inspectionRoutes } from "./modules/inspections/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { paymentRoutes, paymentsPlugin } from "./modules/payments/routes.ts";
import { peopleRoutes } from "./modules/people/routes.ts";
import { priceDropsPlugin } from "./modules/price-drops/plugin.ts";
import { projectRoutes } from "./modules/projects/routes.ts";
import { propertyRoutes } from "./modules/properties/routes.ts";
import { pushRoutes } from "./modules/push/routes.ts";
import { savedSearchesPlugin } from "./modules/saved-searches/plugin.ts";
import { savedSearchRoutes } from "./modules/saved-searches/routes.ts";
import { searchRoutes } from "./modules/search/routes.ts";
import { servicesPlugin } from "./modules/services.ts";
import { tenanciesPlugin } from "./modules/tenancies/plugin.ts";
import { tenancyRoutes } from "./modules/tenancies/routes.ts";
import { trustRoutes } from "./modules/trust/routes.ts";
import { unitRoutes } from "./modules/units/routes.ts";
import { valuationRoutes } from "./modules/valuation/routes.ts";
import { whatsappPlugin } from "./modules/whatsapp/plugin.ts";
import { whatsappRoutes } from "./modules/whatsapp/routes.ts";
import { authPlugin } from "./platform/auth.ts";
import type { Config } from "./platform/config.ts";
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from "./platform/error-handler.ts";
import { errorBody } from "./platform/errors.ts";
import { Metrics, metricsPlugin } from "./platform/metrics.ts";
import { outboxPlugin } from "./platform/outbox.ts";
import { pageCacheOf } from "./platform/page-cache.ts";
import { answerBeforeRouting, COMPRESS_THRESHOLD, pageReplyPlugin } from "./platform/page-reply.ts";
import { PageVisits } from "./platform/page-visits.ts";
import { fallbackStore } from "./platform/rate-limit-store.ts";
import { connectRedis, type Redis, watchRedis, withRedis } from "./platform/redis.ts";
import { loggingOptions } from "./platform/request-log.ts";
import { allowMapTiles, type HeaderSet, setHeaderSet } from "./platform/security-headers.ts";
import { ssrPlugin } from "./platform/ssr.ts";
import { LocalStorage, openStorage } from "./platform/storage.ts";
import { MAX_UPLOAD_BYTES } from "./platform/uploads.ts";
import { uploadsRoute } from "./platform/uploads-route.ts";
import "./platform/fastify.d.ts";
import { groupsRoutes } from "./services/groups/routes.ts";
import { newsRoutes } from "./services/news/routes.ts";
import { newsletterRoutes } from "./services/newsletter/routes.ts";
import { providersRoutes } from "./services/providers/routes.ts";
import { storeRoutes } from "./services/store/routes.ts";

export const API_PREFIX = "/api";
/** Replies that are data, not pages (their short security headers, ADR 0411); the OpenAPI explorer is a page. */
const API_REPLIES = `${API_PREFIX}/`;
const API_DOCS = `${API_PREFIX}/docs`;
export const SERVICE_PREFIXES = {
  newsletter: "/svc/newsletter",
  groups: "/svc/groups",
  providers: "/svc/providers",
  store: "/svc/store",
  news: "/svc/news",
} as const;

const JSON_ONLY = /^\/(api|svc|uploads|assets)(\/|$)/;
/** The web build's content-hashed files: cached for a year, sent with the subresource headers only. */
const ASSETS_PREFIX = "/assets/";

/** The settings Fastify gives a server factory (its defaults filled in), as it applies them to its own server. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** The security headers of a response to `url` (ADR 0411). */
const headerSetOf = (url: string): HeaderSet =>
  url.startsWith(ASSETS_PREFIX)
    ? "asset"
    : url.startsWith(API_REPLIES) && !url.startsWith(API_DOCS)
      ? "api"
      : "document";

export const LOCAL_UPLOADS_WARNING =
  "Stored files are in UPLOADS_DIR on this machine: set S3_BUCKET before running a second instance, or the files uploaded through one answer 404 on the others (ADR 0024)";

export const NO_PUSH_WARNING =
  "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off, alerts go by e-mail and SMS only (ADR 0410)";

/** Read-your-writes marks shared by the instances through Redis (ADR 0030); each instance's own without it. */
const sharedMarks = (redis: Redis, prefix: string): SharedMarks => ({
  get: (userId) =>
    withRedis(
      redis,
      (r) => r.get(`${prefix}rw:${userId}`),
      () => null,
    ),
  set: (userId, lsn, ttlMs) =>
    withRedis(
      redis,
      async (r) => {
        await r.set(`${prefix}rw:${userId}`, lsn, "PX", ttlMs);
      },
      () => {},
    ),
});

const READS = new Set(["GET", "HEAD"]);

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  redis?: Redis | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

export async function buildApp({
  config,
  database,
  redis,
  logger,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  /** Repeated anonymous GETs of pages, answered before routing (page-reply.ts); set once the page cache is made. */
  let beforeRouting: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    // Fastify's own HTTP server and settings, with the page answers in front of its handler.
    serverFactory: (handler, opts) => {
      const options = opts as unknown as ServerSettings;
      const server = createServer(options.http ?? {}, (req, res) => {
        if (!beforeRouting?.(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
    // One line per request instead of Fastify's two, written asynchronously (ADR 0021).
    ...(logger === false ? { logger: false } : loggingOptions(config.LOG_LEVEL, logStream)),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
    // Importing the server renderer's bundle (platform/ssr.ts) has taken over Fastify's 10 s default on a busy
    // two-core host; a start-up that slow is still a start-up, not a hung plugin.
    pluginTimeout: 60_000,
    // Routing errors (a bad URL encoding, an over-long path parameter) answer in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    // And what Node's HTTP parser refuses before there is a request (431, 400, 408).
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !database;
  const db =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      quiet: config.NODE_ENV === "test",
    }));
  await migrate(db);
  const ownsRedis = redis === undefined;
  const cache = redis === undefined ? connectRedis(config.REDIS_URL) : redis;

  app.decorate("config", config);
  app.decorate("database", db);
  app.decorate("db", db.db);
  app.decorate("redis", cache);
  const replicas = new ReadReplicas(db, {
    urls: config.DATABASE_READ_URL,
    maxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
    shared: cache ? sharedMarks(cache, config.REDIS_KEY_PREFIX) : null,
    log: app.log,
  });
  await replicas.start();
  app.decorate("replicas", replicas);
  const storage = openStorage(config);
  app.decorate("storage", storage);
  // Shared Redis in production means several instances; files on one machine's disk would 404 on the others.
  if (storage instanceof LocalStorage && config.NODE_ENV === "production" && config.REDIS_URL)
    app.log.warn(LOCAL_UPLOADS_WARNING);
  if (!config.VAPID) app.log.warn(NO_PUSH_WARNING);
  app.decorate("pageVisits", new PageVisits());
  app.decorate("metrics", new Metrics());
  if (ownsRedis && cache) await watchRedis(cache, app.log);
  app.addHook("onClose", async () => {
    // quit() waits for a reply: only while Redis answers; otherwise stop reconnecting at once.
    if (ownsRedis && cache) {
      if (cache.status === "ready") await cache.quit().catch(() => cache.disconnect());
      else cache.disconnect();
    }
    await replicas.close();
    if (ownsDatabase) await db.close();
    storage.close();
  });
  // The map view's tiles are the one image origin besides the site (ADR 0408).
  allowMapTiles(config.MAP_TILE_URL);
  // Hooks on every request are synchronous unless they have work to wait for (ADR 0021).
  app.addHook("onRequest", (request, reply, done) => {
    const set = headerSetOf(request.url);
    setHeaderSet(reply.raw, set);
    if (set !== "asset") reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // Writes to what anonymous pages show (people, reviews) make cached pages stale before they answer.
    if (reply.statusCode < 400 && request.routeOptions.config?.changesPublicPages)
      pageCacheOf(app)
        .bump()
        .then(() => done(null, payload), done);
    else done(null, payload);
  });

  if (replicas.enabled) {
    // Reads of GET and HEAD requests may go to a replica; a signed-in user's reads after their own write go to the
    // primary until a replica has replayed it (ADR 0030).
    app.addHook("onRequest", (request, _reply, done) =>
      replicas.run(
        { replicas: READS.has(request.method), userId: () => request.session?.userId ?? null },
        done,
      ),
    );
    app.addHook("onSend", (request, reply, payload, done) => {
      if (READS.has(request.method) || reply.statusCode >= 400 || !request.session)
        return done(null, payload);
      replicas.markWrite(request.session.userId).then(
        () => done(null, payload),
        (err) => {
          request.log.warn({ err }, "the write's WAL position was not read: the user may read an older copy");
          done(null, payload);
        },
      );
    });
  }

  registerErrorHandling(app);
  await app.register(metricsPlugin);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(rateLimit, {
    global: false,
    ...(cache ? { store: fallbackStore(cache, `${config.REDIS_KEY_PREFIX}rl:`) } : {}),
  });
  // Cached public pages: sent pre-serialised (and pre-compressed), repeated URLs answered early.
  await app.register(pageReplyPlugin);
  beforeRouting = answerBeforeRouting(pageCacheOf(app), app.log, headerSetOf);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Ile API",
        version: "0.1.0",
        description: "The Ile main API (/api) and satellite services (/svc/*). Errors share one shape.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS });

  // Uploads are read with platform/uploads.ts readMultipart (content-checked, size-limited per route).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 200, fieldSize: 100_000 },
  });
  await app.register(authPlugin);
  await app.register(outboxPlugin);
  await app.register(accountsPlugin);
  await app.register(paymentsPlugin);
  await app.register(servicesPlugin);
  await app.register(tenanciesPlugin);
  await app.register(inspectionsPlugin);
  await app.register(savedSearchesPlugin);
  await app.register(priceDropsPlugin);
  await app.register(whatsappPlugin);
  await app.register(healthRoutes);
  const runs = new Set(config.SERVICES);
  if (runs.has("api")) {
    await app.register(
      async (api) => {
        api.get("/", { schema: { hide: true } }, async () => ({ status: "success", name: "Ile API" }));
        // One line per module (CONVENTIONS): await api.register(xRoutes, { prefix?: "/x" });
        await api.register(accountRoutes);
        await api.register(paymentRoutes);
        await api.register(searchRoutes);
        await api.register(peopleRoutes);
        await api.register(valuationRoutes);
        await api.register(propertyRoutes);
        await api.register(projectRoutes);
        await api.register(auctionRoutes);
        await api.register(tenancyRoutes);
        await api.register(inspectionRoutes);
        await api.register(unitRoutes);
        await api.register(adminRoutes, { prefix: "/admin" });
        await api.register(analyticsRoutes, { prefix: "/analytics" });
        await api.register(trustRoutes);
        await api.register(savedSearchRoutes, { prefix: "/saved-searches" });
        await api.register(notificationRoutes, { prefix: "/notifications" });
        await api.register(pushRoutes, { prefix: "/push" });
        await api.register(whatsappRoutes, { prefix: "/whatsapp" });
        if (config.NODE_ENV !== "production") await api.register(devRoutes);
      },
      { prefix: API_PREFIX },
    );
  }
  if (runs.has("newsletter")) await app.register(newsletterRoutes, { prefix: SERVICE_PREFIXES.newsletter });
  if (runs.has("groups")) await app.register(groupsRoutes, { prefix: SERVICE_PREFIXES.groups });
  if (runs.has("news")) await app.register(newsRoutes, { prefix: SERVICE_PREFIXES.news });
  if (runs.has("providers")) await app.register(providersRoutes, { prefix: SERVICE_PREFIXES.providers });
  if (runs.has("store")) await app.register(storeRoutes, { prefix: SERVICE_PREFIXES.store });

  await app.register(uploadsRoute);
  const webIndex = join(config.WEB_DIST_DIR, "index.html");
  const servesWeb = runs.has("web") && existsSync(webIndex);
  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // A file may be sent as brotli, gzip or as it is, by what the browser accepts.
        res.setHeader("vary", "accept-encoding");
        res.setHeader(
          "cache-control",
          path.includes(`${join(config.WEB_DIST_DIR, "assets")}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  if (servesWeb) {
    // The build's hashed files never change under their names (cached a year, immutable): nothing revalidates
    // them, so they go without ETag, Last-Modified and Accept-Ranges (~110 bytes each on a page that loads 11–36
    // of them on a slow connection; issue 48).
    app.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith("/assets/")) return;
      reply.removeHeader("etag");
      reply.removeHeader("last-modified");
      reply.removeHeader("accept-ranges");
    });
    await app.register(ssrPlugin, { webDir: config.WEB_DIST_DIR });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (servesWeb && (request.method === "GET" || request.method === "HEAD") && !JSON_ONLY.test(path)) {
      // Client-side routes: the SPA decides what to show, including its own not-found page.
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.status(404).send(errorBody(404, "Resource not found", "NOT_FOUND"));
  });

  return app;
}
