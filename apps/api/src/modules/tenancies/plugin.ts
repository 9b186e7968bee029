/**
 * Property management's services, built once (app.services.tenancies, .term, .rent, .maintenance,
 * .managementRequests); registers what a settled rent payment gives with the payments service (its one settle
 * path) and runs the rent sweep (ADR 0950).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleJob } from "../../platform/jobs.ts";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { MaintenanceService } from "./maintenance.ts";
import { ManagementRequestsService } from "./management.ts";
import { RentService } from "./rent.ts";
import { TenanciesService } from "./service.ts";
import { TermService } from "./term.ts";

declare module "fastify" {
  interface FastifyServices {
    tenancies: TenanciesService;
    term: TermService;
    rent: RentService;
    maintenance: MaintenanceService;
    managementRequests: ManagementRequestsService;
  }
}

/** Runs the rent sweep every `everyMs` (and once when ready) until the server closes. */
export const tenanciesPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = serviceDepsOf(app);
    const rent = new RentService(deps, app.services.payments);
    const tenancies = new TenanciesService(deps, app.services.units, rent);
    app.services.payments.registerGrant("rent", rent.grant);
    provideServices(app, {
      tenancies,
      term: new TermService(deps, tenancies),
      rent,
      maintenance: new MaintenanceService(deps),
      managementRequests: new ManagementRequestsService(deps),
    });
    scheduleJob(app, {
      name: "rent sweep",
      everyMs: app.config.RENT_SWEEP_SECONDS * 1000,
      run: () => tenancies.sweep(),
    });
  },
  { name: "ile-tenancies", dependencies: ["ile-outbox", "ile-payments", "ile-services"] },
);
