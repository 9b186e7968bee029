/**
 * Readiness: the database answers; Redis, an accelerator (ADR 0014), the file storage (ADR 0024: a bucket out
 * of reach fails only the requests for stored files) and the read replicas (ADR 0030: one down or lagging is left
 * out for the primary) only make the answer "degraded".
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import type { ReadReplicas } from "../../db/replicas.ts";
import { type Redis, redisUp } from "../../platform/redis.ts";
import { provideServices } from "../../platform/services.ts";
import type { Storage } from "../../platform/storage.ts";
import { ping } from "./repo.ts";

export class Health {
  constructor(
    private readonly database: Database,
    private readonly redis: Redis | null,
    private readonly storage: Storage,
    private readonly replicas: ReadReplicas,
  ) {}

  /** The readiness reply; `ok: false` when the database does not answer (the error is passed on for the log). */
  async readiness() {
    try {
      const [, reachable] = await Promise.all([ping(this.database.db), this.storage.reachable()]);
      const redis = !this.redis
        ? ("not configured" as const)
        : redisUp(this.redis)
          ? ("ok" as const)
          : ("unavailable" as const);
      const storage = reachable ? ("ok" as const) : ("unavailable" as const);
      const replicas = this.replicas.status().map((r) => ({
        name: r.name,
        state: r.state,
        lag_seconds: r.lagSeconds,
        behind_bytes: r.behindBytes,
      }));
      const degraded =
        redis === "unavailable" || storage === "unavailable" || replicas.some((r) => r.state !== "ok");
      return {
        ok: true as const,
        body: {
          status: degraded ? ("degraded" as const) : ("ok" as const),
          database: this.database.kind,
          redis,
          storage,
          ...(replicas.length ? { replicas } : {}),
        },
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
  provideServices(app, { health: new Health(app.database, app.redis, app.storage, app.replicas) });
