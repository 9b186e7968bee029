/**
 * Inspections' service, built once (app.services.inspections), and the inspections sweep: the day-before
 * reminders (ADR 0970). Every step of the sweep is a conditional update, so any number of instances may run it.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleJob } from "../../platform/jobs.ts";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { InspectionsService } from "./service.ts";
import { tellerOf } from "./tell.ts";

declare module "fastify" {
  interface FastifyServices {
    inspections: InspectionsService;
  }
}

export const inspectionsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = serviceDepsOf(app);
    const inspections = new InspectionsService(deps, tellerOf(deps, app.services.push));
    provideServices(app, { inspections });
    scheduleJob(app, {
      name: "inspections sweep",
      everyMs: app.config.INSPECTION_SWEEP_SECONDS * 1000,
      run: async () => ({ reminded: await inspections.remind() }),
    });
  },
  { name: "ile-inspections", dependencies: ["ile-outbox", "ile-payments", "ile-services"] },
);
