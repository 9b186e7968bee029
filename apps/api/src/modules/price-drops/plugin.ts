/**
 * Price drops on favourites (issue 53 item 1, ADR 0029): app.services.priceDrops and the price-drop sweep (every
 * PRICE_DROP_SWEEP_SECONDS on every instance; each change is claimed once by a conditional update).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleJob } from "../../platform/jobs.ts";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { PriceDropsService } from "./service.ts";

declare module "fastify" {
  interface FastifyServices {
    priceDrops: PriceDropsService;
  }
}

export const priceDropsPlugin = fp(
  async (app: FastifyInstance) => {
    const priceDrops = new PriceDropsService(serviceDepsOf(app), app.services.push);
    provideServices(app, { priceDrops });
    scheduleJob(app, {
      name: "price-drop sweep",
      everyMs: app.config.PRICE_DROP_SWEEP_SECONDS * 1000,
      run: () => priceDrops.sweep(),
    });
  },
  { name: "ile-price-drops", dependencies: ["ile-outbox", "ile-services"] },
);
