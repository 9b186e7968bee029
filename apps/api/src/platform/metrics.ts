/**
 * Operations metrics (issue 52, ADR 0034): `GET /metrics` in the Prometheus text format (prom-client).
 *
 * - `http_request_duration_seconds`: a histogram by method, route pattern (`/api/properties/:id`, never the
 *   URL as asked) and status.
 * - The database pool (`ile_db_pool_in_use`, `ile_db_pool_waiting`), search (`ile_search_queries_total` by
 *   adapter, which index and what answered; `ile_search_index_ready`, `ile_search_index_lag_seconds`), background
 *   work (`ile_background_queued`, `ile_background_failed`, `ile_background_oldest_queued_seconds`,
 *   `ile_background_job_failures_total`), outbox deliveries by channel and result, payments by status; and the
 *   default process metrics (CPU, memory, event loop lag, handles).
 * - Labels hold only names from the code (routes, channels, statuses, job names): never a URL, a user or an id.
 * - Counts from tables are read when scraped (three small statements), so every instance reports the same ones.
 *
 * Access: with `METRICS_TOKEN` set, only `Authorization: Bearer <token>` is answered (401 otherwise); without it,
 * production answers 404 (the endpoint is not there) and other environments answer anyone.
 */
import { timingSafeEqual } from "node:crypto";
import { messages } from "@ile/contract";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "./errors.ts";
import { type StoredCounts, storedCounts } from "./metrics.repo.ts";

export type SearchAdapter = "index" | "postgres";
export type SearchIndexName = "listings" | "people";
/** What an in-process index reports when scraped. */
export interface IndexState {
  ready: boolean;
  /** Seconds since the index last caught up with the database (it follows before each search), 0 while not ready. */
  lagSeconds: number;
}

/**
 * The small hook the search adapters (modules/search/*-search.ts) call: one `query` per search they answer,
 * and an index adapter names its state once, read at each scrape. Nothing else in search knows of metrics.
 */
export interface SearchMetrics {
  query(adapter: SearchAdapter, index: SearchIndexName, answeredBy: SearchAdapter): void;
  indexState(index: SearchIndexName, state: () => IndexState): void;
}

/** For adapters built outside an app (tests, benches). */
export const noSearchMetrics: SearchMetrics = { query() {}, indexState() {} };

/** Seconds: from a fast cached page to a slow report. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  readonly http = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: "ile_background_job_failures_total",
    help: "Runs of a background job (sweeps, refreshes) that failed, by job",
    labelNames: ["job"] as const,
    registers: [this.registry],
  });
  private readonly searchQueries = new Counter({
    name: "ile_search_queries_total",
    help: "Searches answered, by the configured adapter, the index searched and the adapter that answered",
    labelNames: ["adapter", "index", "answered_by"] as const,
    registers: [this.registry],
  });
  private readonly indexStates = new Map<SearchIndexName, () => IndexState>();
  private defaults = false;

  readonly search: SearchMetrics = {
    query: (adapter, index, answeredBy) =>
      this.searchQueries.inc({ adapter, index, answered_by: answeredBy }),
    indexState: (index, state) => {
      this.indexStates.set(index, state);
    },
  };

  constructor() {
    const states = this.indexStates;
    new Gauge({
      name: "ile_search_index_ready",
      help: "Whether the in-process search index is built (1) or searches still go to SQL (0)",
      labelNames: ["index"] as const,
      registers: [this.registry],
      collect() {
        for (const [index, state] of states) this.set({ index }, state().ready ? 1 : 0);
      },
    });
    new Gauge({
      name: "ile_search_index_lag_seconds",
      help: "Seconds since the in-process search index last caught up with the database",
      labelNames: ["index"] as const,
      registers: [this.registry],
      collect() {
        for (const [index, state] of states) this.set({ index }, state().lagSeconds);
      },
    });
  }

  /** The default process metrics, from the first scrape on (their event-loop monitor costs nothing before). */
  text(): Promise<string> {
    if (!this.defaults) {
      this.defaults = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }
}

/** The table-backed gauges: one read per scrape, shared by all of them. */
function storedGauges(app: FastifyInstance, registry: Registry) {
  let reading: Promise<StoredCounts> | null = null;
  const counts = () => {
    reading ??= storedCounts(app.db).finally(() => {
      setImmediate(() => {
        reading = null;
      });
    });
    return reading;
  };
  new Gauge({
    name: "ile_outbox_deliveries",
    help: "Outbox messages by channel and result (pending, sent, failed, kept when no provider is configured)",
    labelNames: ["channel", "result"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of (await counts()).outbox) this.set({ channel: r.channel, result: r.state }, r.n);
    },
  });
  new Gauge({
    name: "ile_background_queued",
    help: "Background work waiting to be done, by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const rows = (await counts()).outbox.filter((r) => r.state === "pending");
      this.set(
        { queue: "outbox" },
        rows.reduce((n, r) => n + r.n, 0),
      );
    },
  });
  new Gauge({
    name: "ile_background_failed",
    help: "Background work that failed for good, by queue",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const rows = (await counts()).outbox.filter((r) => r.state === "failed");
      this.set(
        { queue: "outbox" },
        rows.reduce((n, r) => n + r.n, 0),
      );
    },
  });
  new Gauge({
    name: "ile_background_oldest_queued_seconds",
    help: "Age of the oldest background work still waiting, by queue (0 when none waits)",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const ages = (await counts()).outbox.filter((r) => r.state === "pending").map((r) => r.oldest ?? 0);
      this.set({ queue: "outbox" }, Math.max(0, ...ages));
    },
  });
  new Gauge({
    name: "ile_payments",
    help: "Payments by status",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of (await counts()).payments) this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: "ile_db_pool_in_use",
    help: "Database connections running a statement (the embedded database has one)",
    registers: [registry],
    collect() {
      this.set(app.database.poolStats().inUse);
    },
  });
  new Gauge({
    name: "ile_db_pool_waiting",
    help: "Statements waiting for a database connection",
    registers: [registry],
    collect() {
      this.set(app.database.poolStats().waiting);
    },
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The request histogram (every answered request) and `GET /metrics` with its access rule. */
export const metricsPlugin: FastifyPluginAsync = fp(async (app) => {
  const metrics = app.metrics;
  storedGauges(app, metrics.registry);
  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern, never the URL (no ids, slugs or query text in a label).
    const route = request.routeOptions.url ?? "unmatched";
    if (route !== "/metrics")
      metrics.http.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });

  const token = app.config.METRICS_TOKEN;
  if (!token && app.config.NODE_ENV === "production") return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (token) {
      const [scheme, given] = (request.headers.authorization ?? "").split(" ");
      if (scheme !== "Bearer" || !given || !sameToken(given, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw AppError.unauthorized(messages.generic.forbidden);
      }
    }
    const text = await metrics.text();
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(text);
  });
});
