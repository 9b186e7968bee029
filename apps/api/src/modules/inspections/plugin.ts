/**
 * Inspections' service, built once (app.services.inspections), and the inspections sweep: the day-before
 * reminders (ADR 0970). Every step of the sweep is a conditional update, so any number of instances may run it.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleJob } from "../../platform/jobs.ts";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { ViewingDisputes } from "./disputes.ts";
import { InspectionFees } from "./fees.ts";
import { InspectionsService } from "./service.ts";
import { tellerOf } from "./tell.ts";

declare module "fastify" {
  interface FastifyServices {
    inspections: InspectionsService;
    inspectionFees: InspectionFees;
    viewingDisputes: ViewingDisputes;
  }
}

export const inspectionsPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = serviceDepsOf(app);
    const tell = tellerOf(deps, app.services.push);
    const fees = new InspectionFees(deps, app.services.payments, tell);
    app.services.payments.registerGrant("inspection_fee", fees.grant);
    app.services.payments.registerEvents(
      ["transfer.success", "transfer.failed", "transfer.reversed", "refund.processed", "refund.failed"],
      fees.webhook,
    );
    const inspections = new InspectionsService(deps, tell, fees);
    provideServices(app, {
      inspections,
      inspectionFees: fees,
      viewingDisputes: new ViewingDisputes(deps, fees, tell),
    });
    scheduleJob(app, {
      name: "inspections sweep",
      everyMs: app.config.INSPECTION_SWEEP_SECONDS * 1000,
      run: async () => ({ reminded: await inspections.remind(), ...(await fees.sweep()) }),
    });
  },
  { name: "ile-inspections", dependencies: ["ile-outbox", "ile-payments", "ile-services"] },
);
