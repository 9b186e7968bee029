/**
 * Payment and subscription calls (SPEC §7, mounted at /api), one group per file in routes/. The services they call
 * are created once by plugin.ts (`app.services.payments` holds settle(), the one path that gives value).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminPaymentRoutes } from "./routes/admin.ts";
import { planRoutes } from "./routes/plans.ts";
import { premiumRoutes } from "./routes/premium.ts";
import { sandboxRoutes } from "./routes/sandbox.ts";
import { subscriptionRoutes } from "./routes/subscription.ts";
import { subscriptionChangeRoutes } from "./routes/subscription-changes.ts";
import { unlockRoutes } from "./routes/unlock.ts";
import { webhookRoutes } from "./routes/webhook.ts";

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
  await app.register(adminPaymentRoutes);
};

export { paymentsPlugin } from "./plugin.ts";
