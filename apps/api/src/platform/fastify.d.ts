import type { Database, Db } from "../db/client.ts";
import type { ReadReplicas } from "../db/replicas.ts";
import type { Config } from "./config.ts";
import type { Metrics } from "./metrics.ts";
import type { PageVisits } from "./page-visits.ts";
import type { Redis } from "./redis.ts";
import type { Storage } from "./storage.ts";

declare module "fastify" {
  /**
   * Every module service, created once (platform/services.ts `provideServices`). Each module adds its own
   * entries with `declare module "fastify" { interface FastifyServices { … } }` beside the plugin that makes
   * them, so the platform never imports a module.
   */
  // biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules' declarations
  interface FastifyServices {}
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The read replicas (DATABASE_READ_URL, ADR 0030): `replicas.reads` for reads a replica may serve. */
    replicas: ReadReplicas;
    redis: Redis | null;
    /** Stored files: UPLOADS_DIR or the S3 bucket (platform/storage.ts). */
    storage: Storage;
    services: FastifyServices;
    /** Effects of page visits that kept pages replay without an API call (platform/page-visits.ts). */
    pageVisits: PageVisits;
    /** GET /metrics and what feeds it (platform/metrics.ts). */
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** A successful answer bumps the public page cache's version first (platform/page-cache.ts). */
    changesPublicPages?: boolean;
  }
}
