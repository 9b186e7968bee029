/**
 * GET /api/search's other two branches (SPEC §4, §8; ADR 0400): the premium profile lookup by unique key (the full
 * profile to those entitled, otherwise 402 payment_required with payment instructions) and the paywall check of
 * /premium-content. Built once (app.services.profileLookup), given the one PeopleService.
 */
import { messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { stripMarkup } from "../../platform/language/text.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import {
  canViewPremiumContent,
  canViewPremiumProfile,
  profileUnlockInstructions,
} from "../payments/entitlements.ts";
import { UNIQUE_KEY } from "../people/profiles.ts";
import { type PeopleService, viewerOf } from "../people/service.ts";

export class ProfileLookupService {
  private readonly db: Db;
  private readonly unlockPriceKobo: number;

  constructor(
    deps: ServiceDeps,
    private readonly people: PeopleService,
  ) {
    this.db = deps.db;
    this.unlockPriceKobo = deps.config.PROFILE_UNLOCK_PRICE_KOBO;
  }

  /** GET /api/search?premium=1: whether the session may see /premium-content (401 without one). */
  async premiumContentAllowed(session: Session | null): Promise<boolean> {
    if (!session) throw AppError.unauthorized(messages.search.loginRequired);
    return canViewPremiumContent(this.db, viewerOf(session));
  }

  /**
   * GET /api/search?unique_key= (SPEC §4 "Profile lookup by unique key", §8 "Profile lookup"): the full profile
   * to those entitled, otherwise a 402 payment_required body with payment instructions.
   */
  async lookup(
    rawKey: unknown,
    session: Session | null,
  ): Promise<{ status: 200; body: unknown } | { status: 402; body: unknown }> {
    const raw = Array.isArray(rawKey) ? rawKey[rawKey.length - 1] : rawKey;
    const key = stripMarkup(typeof raw === "string" ? raw : "").toUpperCase();
    if (!key)
      throw AppError.validation(
        { unique_key: [messages.profileLookup.uniqueKeyRequired] },
        messages.profileLookup.uniqueKeyRequired,
      );
    if (!UNIQUE_KEY.test(key))
      throw AppError.validation(
        { unique_key: [messages.profileLookup.invalidUniqueKey] },
        messages.profileLookup.invalidUniqueKey,
      );
    if (!session) throw AppError.unauthorized(messages.profileLookup.loginRequired);
    const headline = await this.people.headline(key);
    if (!headline) throw AppError.notFound(messages.profileLookup.notFound);
    const viewer = viewerOf(session)!;
    if (!(await canViewPremiumProfile(this.db, viewer, headline.userId))) {
      return {
        status: 402,
        body: {
          status: "payment_required",
          statusCode: 402,
          message: messages.profileLookup.paymentRequired,
          code: "PAYMENT_REQUIRED",
          data: {
            unique_key: headline.uniqueKey,
            profile: headline.profile,
            payment_instructions: profileUnlockInstructions(this.unlockPriceKobo, headline.uniqueKey),
          },
        },
      };
    }
    const privateDocs = viewer.role === "admin" || viewer.userId === headline.userId;
    const profile = await this.people.fullProfile(key, privateDocs);
    if (!profile) throw AppError.notFound(messages.profileLookup.notFound);
    return { status: 200, body: { status: "success", data: profile } };
  }
}
