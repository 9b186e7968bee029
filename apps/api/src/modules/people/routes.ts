/**
 * People (issue 5): directories (GET /people by role, state, city, verified only, words), a person's public
 * profile with their listings (GET /people/{id or slug}), and reviews (list, write once, edit, remove, reply).
 * Every reply goes through a contract schema without premium fields; premium data is only ever returned by
 * GET /api/search?unique_key= (modules/search). One file per endpoint group under routes/.
 */
import type { FastifyPluginAsync } from "fastify";
import { directoryRoutes } from "./routes/directory.ts";
import { profileRoutes } from "./routes/profile.ts";
import { reviewRoutes } from "./routes/reviews.ts";

export const peopleRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [directoryRoutes, profileRoutes, reviewRoutes]) await app.register(routes);
};
