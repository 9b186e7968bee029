/**
 * Listings API (issue 4, ADR 0201): one file per endpoint group under routes/, each beside its schemas. Handlers
 * parse input, call one function of `app.services.properties` and shape the reply; SQL is in repo/.
 */
import type { FastifyPluginAsync } from "fastify";
import { enquiryRoutes } from "./routes/enquiries.ts";
import { favouriteRoutes } from "./routes/favourites.ts";
import { imageRoutes } from "./routes/images.ts";
import { listRoutes } from "./routes/list.ts";
import { listingRoutes } from "./routes/listing.ts";
import { photoRoutes } from "./routes/photos.ts";
import { requestRoutes } from "./routes/requests.ts";
import { statsRoutes } from "./routes/stats.ts";

export const propertyRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    listRoutes,
    statsRoutes,
    listingRoutes,
    imageRoutes,
    favouriteRoutes,
    enquiryRoutes,
    requestRoutes,
    photoRoutes,
  ])
    await app.register(routes);
};
