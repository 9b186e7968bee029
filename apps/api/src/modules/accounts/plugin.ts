/** Creates the accounts services once (app.services); registered at the root, after auth and the outbox. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { provideServices } from "../../platform/services.ts";
import type { ContactChanges } from "./contact-changes.ts";
import { KycService } from "./kyc-service.ts";
import { ProfilesService } from "./profile-service.ts";
import { AccountsService } from "./service.ts";
import type { Verification } from "./verification.ts";

declare module "fastify" {
  interface FastifyServices {
    accounts: AccountsService;
    verification: Verification;
    contactChanges: ContactChanges;
    profiles: ProfilesService;
    kyc: KycService;
  }
}

export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    const accounts = new AccountsService({
      db: app.db,
      config: app.config,
      outbox: app.outbox,
      redis: app.redis,
      tokens: app.tokens,
    });
    provideServices(app, {
      accounts,
      verification: accounts.verification,
      contactChanges: accounts.contactChanges,
      profiles: new ProfilesService(app.db, app.storage),
      kyc: new KycService(app.db, app.storage, app.outbox),
    });
  },
  { name: "ile-accounts", dependencies: ["ile-auth", "ile-outbox"] },
);
