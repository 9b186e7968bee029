/**
 * What a module service is given when it is built (once, in modules/services.ts, ADR 0019): the database handle,
 * the handle for reads a replica may serve, the shared page cache, the settings, the logger, the outbox, Redis and the file storage. Never the whole app.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import type { Config } from "./config.ts";
import type { SearchMetrics } from "./metrics.ts";
import type { Outbox } from "./outbox.ts";
import { type PageCache, pageCacheOf } from "./page-cache.ts";
import type { Redis } from "./redis.ts";
import type { Storage } from "./storage.ts";

export interface ServiceDeps {
  db: Db;
  /**
   * For reads that a read replica may serve (db/replicas.ts, ADR 0030): search, public listing pages, market
   * analytics. Never for a read whose answer decides a write. The primary's handle when there are no replicas.
   */
  reads: Db;
  pages: PageCache;
  config: Config;
  log: FastifyBaseLogger;
  outbox: Outbox;
  redis: Redis | null;
  /** Where uploaded files live (platform/storage.ts). */
  storage: Storage;
  /** The search adapters' metrics hook (platform/metrics.ts). */
  searchMetrics: SearchMetrics;
}

export const serviceDepsOf = (app: FastifyInstance): ServiceDeps => ({
  db: app.db,
  reads: app.replicas.reads,
  pages: pageCacheOf(app),
  config: app.config,
  log: app.log,
  outbox: app.outbox,
  redis: app.redis,
  storage: app.storage,
  searchMetrics: app.metrics.search,
});
