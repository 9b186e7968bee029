import type { Database, Db } from "../db/client.ts";
import type { Config } from "./config.ts";
import type { Redis } from "./redis.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    redis: Redis | null;
  }
  interface FastifyContextConfig {
    /** A successful answer bumps the public page cache's version first (platform/page-cache.ts). */
    changesPublicPages?: boolean;
  }
}
