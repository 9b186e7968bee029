/**
 * Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators.
 * Redis is an accelerator (ADR 0014): while it is away the instance still serves, so readiness stays 200 with
 * `status: "degraded"` and `redis: "unavailable"` for monitoring.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { redisUp } from "../../platform/redis.ts";

const healthReply = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.string().optional(),
  redis: z.enum(["ok", "unavailable", "not configured"]).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { hide: true, response: { 200: healthReply } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: healthReply, 503: healthReply } } },
    async (_req, reply) => {
      try {
        await app.database.query("select 1");
        const redis = !app.redis ? "not configured" : redisUp(app.redis) ? "ok" : "unavailable";
        return {
          status: redis === "unavailable" ? ("degraded" as const) : ("ok" as const),
          database: app.database.kind,
          redis,
        } as const;
      } catch (err) {
        app.log.warn({ err }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" as const, database: app.database.kind });
      }
    },
  );
};
