/** Trust and safety (issue 22): the tenant blacklist, scam reports and verification badges. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badgeRoutes } from "./routes/badges.ts";
import { blacklistRoutes } from "./routes/blacklist.ts";
import { blacklistAdminRoutes } from "./routes/blacklist-admin.ts";
import { reportRoutes } from "./routes/scam-reports.ts";

export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blacklistRoutes);
  await app.register(blacklistAdminRoutes);
  await app.register(reportRoutes);
  await app.register(badgeRoutes);
};
