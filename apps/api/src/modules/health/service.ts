/**
 * Readiness: the database answers; Redis, an accelerator (ADR 0014), and the file storage (ADR 0024: a bucket out
 * of reach fails only the requests for stored files) only make the answer "degraded".
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { type Redis, redisUp } from "../../platform/redis.ts";
import { provideServices } from "../../platform/services.ts";
import type { Storage } from "../../platform/storage.ts";
import { ping } from "./repo.ts";

export class Health {
  constructor(
    private readonly database: Database,
    private readonly redis: Redis | null,
    private readonly storage: Storage,
  ) {}

  /** The readiness reply; `ok: false` when the database does not answer (the error is passed on for the log). */
  async readiness() {
    try {
      const [, reachable] = await Promise.all([ping(this.database.db), this.storage.reachable()]);
      const redis = !this.redis ? "not configured" : redisUp(this.redis) ? "ok" : "unavailable";
      const storage = reachable ? "ok" : "unavailable";
      return {
        ok: true as const,
        body: {
          status:
            redis === "unavailable" || storage === "unavailable" ? ("degraded" as const) : ("ok" as const),
          database: this.database.kind,
          redis,
          storage,
        } as const,
      };
    } catch (err) {
      return {
        ok: false as const,
        err,
        body: { status: "unavailable" as const, database: this.database.kind },
      };
    }
  }
}

declare module "fastify" {
  interface FastifyServices {
    health: Health;
  }
}

/** Makes the health service once, for the probes. */
export const provideHealth = (app: FastifyInstance) =>
  provideServices(app, { health: new Health(app.database, app.redis, app.storage) });
