import type { Database, Db } from "../db/client.ts";
import type { KycService } from "../modules/accounts/kyc-service.ts";
import type { ProfilesService } from "../modules/accounts/profile-service.ts";
import type { AccountsService } from "../modules/accounts/service.ts";
import type { Verification } from "../modules/accounts/verification.ts";
import type { Health } from "../modules/health/service.ts";
import type { PremiumContent } from "../modules/payments/premium.ts";
import type { SandboxCheckout } from "../modules/payments/sandbox.ts";
import type { PaymentsService } from "../modules/payments/service.ts";
import type { SubscriptionChanges } from "../modules/payments/subscription-changes.ts";
import type { SubscriptionsService } from "../modules/payments/subscription-service.ts";
import type { UnlockService } from "../modules/payments/unlock.ts";
import type { Config } from "./config.ts";
import type { Redis } from "./redis.ts";

/** Every module service, created once (platform/services.ts `provideServices`). */
export interface Services {
  accounts: AccountsService;
  health: Health;
  kyc: KycService;
  profiles: ProfilesService;
  payments: PaymentsService;
  premium: PremiumContent;
  sandboxCheckout: SandboxCheckout;
  subscriptions: SubscriptionsService;
  subscriptionChanges: SubscriptionChanges;
  unlocks: UnlockService;
  verification: Verification;
}

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    redis: Redis | null;
    services: Services;
  }
  interface FastifyContextConfig {
    /** A successful answer bumps the public page cache's version first (platform/page-cache.ts). */
    changesPublicPages?: boolean;
  }
}
