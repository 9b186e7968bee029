/**
 * Payment and subscription calls (SPEC §7, mounted at /api), one group per file in routes/, and the plugin that
 * creates the payment services once (`app.services.payments` holds settle(), the one path that gives value) and
 * runs the subscription sweep.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { provideServices } from "../../platform/services.ts";
import { scheduleSweep } from "./jobs.ts";
import { PremiumContent } from "./premium.ts";
import { planRoutes } from "./routes/plans.ts";
import { premiumRoutes } from "./routes/premium.ts";
import { sandboxRoutes } from "./routes/sandbox.ts";
import { subscriptionRoutes } from "./routes/subscription.ts";
import { subscriptionChangeRoutes } from "./routes/subscription-changes.ts";
import { unlockRoutes } from "./routes/unlock.ts";
import { webhookRoutes } from "./routes/webhook.ts";
import { SandboxCheckout } from "./sandbox.ts";
import { PaymentsService } from "./service.ts";
import { SubscriptionChanges } from "./subscription-changes.ts";
import { SubscriptionsService } from "./subscription-service.ts";
import { UnlockService } from "./unlock.ts";

/** The payment and subscription calls, mounted under /api. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(unlockRoutes);
  // Each in its own scope: the webhook keeps the raw JSON body, the sandbox reads a form.
  await app.register(webhookRoutes);
  await app.register(sandboxRoutes);
  await app.register(planRoutes);
  await app.register(subscriptionRoutes);
  await app.register(subscriptionChangeRoutes);
  await app.register(premiumRoutes);
};

/** Creates the payment services once and runs the subscription sweep; registered at the root. */
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
