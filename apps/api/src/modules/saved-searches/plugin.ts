/**
 * Saved searches and alerts (issue 37, ADR 0406): app.services.savedSearches and .alerts, and the alert sweep
 * (every ALERTS_SWEEP_SECONDS; written so that any number of instances may run it at once). Every alert sent also
 * lands in the notification centre, one item (kind "alert") per listing (ADR 0410), when the search has the
 * `in_app` channel (issue 53, ADR 0029).
 */
import { notificationMessages } from "@ile/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { scheduleJob } from "../../platform/jobs.ts";
import { serviceDepsOf } from "../../platform/service-deps.ts";
import { provideServices } from "../../platform/services.ts";
import { AlertsService } from "./alerts.ts";
import { SavedSearchesService } from "./service.ts";

declare module "fastify" {
  interface FastifyServices {
    savedSearches: SavedSearchesService;
    alerts: AlertsService;
  }
}

export const savedSearchesPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = serviceDepsOf(app);
    const alerts = new AlertsService(deps, app.services.search, app.services.properties, app.services.push);
    const { notifications } = app.services;
    const savedSearches = new SavedSearchesService(deps, app.services.search);
    alerts.onAlert(async (n) => {
      if (!(await savedSearches.toldInApp(n.savedSearchId))) return;
      for (const l of n.listings)
        await notifications.notifyAlert(deps.db, n.userId, {
          title: notificationMessages.alertTitle(l.reason, l.title),
          body: notificationMessages.alertBody({ search: n.name, price: l.price, place: l.place }),
          link: l.link,
        });
    });
    provideServices(app, { savedSearches, alerts });
    scheduleJob(app, {
      name: "saved-search alerts",
      everyMs: app.config.ALERTS_SWEEP_SECONDS * 1000,
      run: () => alerts.sweep(),
    });
  },
  { name: "ile-saved-searches", dependencies: ["ile-outbox", "ile-services"] },
);
