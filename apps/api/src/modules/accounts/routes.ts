/**
 * Account calls of SPEC §7 (mounted at /api), one group per file in routes/: registration and verification,
 * login, the session, password reset, the own profile, KYC and its admin review. The plugin creates the
 * accounts services once (app.services.accounts, .profiles, .kyc).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { provideServices } from "../../platform/services.ts";
import { KycService } from "./kyc-service.ts";
import { ProfilesService } from "./profile-service.ts";
import { adminKycRoutes } from "./routes/admin-kyc.ts";
import { kycRoutes } from "./routes/kyc.ts";
import { accountLimits } from "./routes/limits.ts";
import { loginRoutes } from "./routes/login.ts";
import { passwordRoutes } from "./routes/password.ts";
import { profileRoutes } from "./routes/profile.ts";
import { registerRoutes } from "./routes/register.ts";
import { sessionRoutes } from "./routes/session.ts";
import { AccountsService } from "./service.ts";

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
};

/** Creates the accounts services once; registered at the root (after auth and the outbox). */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    provideServices(app, {
      accounts: new AccountsService(app),
      profiles: new ProfilesService(app.db, app.config),
      kyc: new KycService(app.db, app.config, app.outbox),
    });
  },
  { name: "ile-accounts", dependencies: ["ile-auth", "ile-outbox"] },
);
