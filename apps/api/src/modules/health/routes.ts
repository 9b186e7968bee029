/**
 * Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators.
 * Redis is an accelerator (ADR 0014): while it is away the instance still serves, so readiness stays 200 with
 * `status: "degraded"` and `redis: "unavailable"` for monitoring; so does a storage bucket out of reach
 * (`storage: "unavailable"`, ADR 0024): only the requests for stored files fail while it is; and so does a read
 * replica that is down or lagging (ADR 0030): its reads go to the primary. `replicas` lists each replica (host,
 * port and database, never its credentials) with its state and lag, when DATABASE_READ_URL names any.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { provideHealth } from "./service.ts";

const healthReply = z.object({
  status: z.enum(["ok", "degraded", "unavailable"]),
  database: z.string().optional(),
  redis: z.enum(["ok", "unavailable", "not configured"]).optional(),
  storage: z.enum(["ok", "unavailable"]).optional(),
  replicas: z
    .array(
      z.object({
        name: z.string(),
        state: z.enum(["starting", "ok", "lagging", "down", "not a standby"]),
        lag_seconds: z.number().nullable(),
        behind_bytes: z.number().nullable(),
      }),
    )
    .optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  provideHealth(app);
  const health = app.services.health;

  app.get("/healthz", { schema: { hide: true, response: { 200: healthReply } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: healthReply, 503: healthReply } } },
    async (_req, reply) => {
      const result = await health.readiness();
      if (result.ok) return result.body;
      app.log.warn({ err: result.err }, "readiness check failed");
      return reply.status(503).send(result.body);
    },
  );
};
