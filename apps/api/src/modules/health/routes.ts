/** Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const healthReply = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string().optional() });

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
        return { status: "ok" as const, database: app.database.kind };
      } catch (err) {
        app.log.warn({ err }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" as const, database: app.database.kind });
      }
    },
  );
};
