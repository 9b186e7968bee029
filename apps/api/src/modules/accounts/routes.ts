/**
 * Account calls of SPEC §7 (mounted at /api), one group per file in routes/: registration and verification,
 * login, the session, password reset, the own profile, KYC and its admin review. plugin.ts creates the services
 * they call once (app.services.accounts, .profiles, .kyc).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminKycRoutes } from "./routes/admin-kyc.ts";
import { contactRoutes } from "./routes/contact.ts";
import { kycRoutes } from "./routes/kyc.ts";
import { accountLimits } from "./routes/limits.ts";
import { loginRoutes } from "./routes/login.ts";
import { passwordRoutes } from "./routes/password.ts";
import { profileRoutes } from "./routes/profile.ts";
import { registerRoutes } from "./routes/register.ts";
import { sessionRoutes } from "./routes/session.ts";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // One set of limits for every account route: the per-IP count is shared across them.
  const limits = accountLimits(app);
  await app.register(profileRoutes);
  await app.register(kycRoutes);
  await app.register(adminKycRoutes);
  await app.register(registerRoutes, { limits });
  await app.register(loginRoutes, { limits });
  await app.register(sessionRoutes);
  await app.register(passwordRoutes, { limits });
  await app.register(contactRoutes, { limits });
};

export { accountsPlugin } from "./plugin.ts";
