/** Creates the payment services once (app.services) and runs the subscription sweep; registered at the root. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { provideServices } from "../../platform/services.ts";
import { PaymentsAdmin } from "./admin-service.ts";
import { scheduleSweep } from "./jobs.ts";
import { PremiumContent } from "./premium.ts";
import { SandboxCheckout } from "./sandbox.ts";
import { PaymentsService } from "./service.ts";
import { SubscriptionChanges } from "./subscription-changes.ts";
import { SubscriptionsService } from "./subscription-service.ts";
import { UnlockService } from "./unlock.ts";

declare module "fastify" {
  interface FastifyServices {
    payments: PaymentsService;
    subscriptions: SubscriptionsService;
    subscriptionChanges: SubscriptionChanges;
    unlocks: UnlockService;
    sandboxCheckout: SandboxCheckout;
    premium: PremiumContent;
    paymentsAdmin: PaymentsAdmin;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const payments = new PaymentsService(app.db, app.config);
    const subscriptions = new SubscriptionsService(app.db);
    provideServices(app, {
      payments,
      subscriptions,
      subscriptionChanges: new SubscriptionChanges(app.db, payments, subscriptions),
      unlocks: new UnlockService(app.db, app.config, payments, app.services.profiles),
      sandboxCheckout: new SandboxCheckout(app.db, payments),
      premium: new PremiumContent(app.db),
      paymentsAdmin: new PaymentsAdmin(app.db),
    });
    if (app.config.NODE_ENV === "production" && payments.gateway.name === "sandbox")
      app.log.warn(
        "PAYMENTS_SANDBOX=1: payments use the built-in sandbox gateway in production; no money moves and anyone can grant themselves a plan",
      );
    if (app.config.SUBSCRIPTION_SWEEP_SECONDS > 0)
      scheduleSweep(app, app.config.SUBSCRIPTION_SWEEP_SECONDS * 1000);
  },
  { name: "ile-payments", dependencies: ["ile-outbox", "ile-accounts"] },
);
