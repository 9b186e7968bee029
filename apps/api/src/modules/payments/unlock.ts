/**
 * Paying to unlock one premium profile (SPEC §7 `POST /payment/initiate`, `GET /payment/callback`): the link for
 * a profile named by its unique key, and what the payer sees after settling it.
 */
import { homeServicesMessages, messages, PAYMENT_MESSAGES } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import type { Config } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import type { ProfilesService } from "../accounts/profile-service.ts";
import { hasUnlockedProfile } from "./entitlements.ts";
import { GatewayUnavailable } from "./gateway.ts";
import { assertSettled, naira } from "./http.ts";
import type { PaymentsService } from "./service.ts";

const UNIQUE_KEY = /^[A-Za-z0-9_-]{4,64}$/;

export class UnlockService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly payments: PaymentsService,
    private readonly profiles: ProfilesService,
  ) {}

  /** A payment link for the profile with this key; 422 for an unknown key, 409 when already visible. */
  async start(session: Session, uniqueKey: string, log: { warn(o: object, m: string): void }) {
    const profileUserId = UNIQUE_KEY.test(uniqueKey) ? await this.profiles.ownerOfKey(uniqueKey) : null;
    if (!profileUserId)
      throw AppError.validation(
        { unique_key: [messages.payment.invalidUniqueKey] },
        messages.payment.invalidUniqueKey,
      );
    const viewer = { userId: session.userId, role: session.role };
    if (await hasUnlockedProfile(this.db, viewer, profileUserId))
      throw new AppError(409, PAYMENT_MESSAGES.alreadyUnlocked, "ALREADY_UNLOCKED");
    const price = this.config.PROFILE_UNLOCK_PRICE_KOBO;
    const payment = await this.payments
      .start({
        userId: session.userId,
        email: (await this.payments.userEmail(session.userId))!,
        purpose: "profile_unlock",
        amountKobo: price,
        details: { profile_user_id: profileUserId, unique_key: uniqueKey },
        callbackPath: "/payment/verify/{reference}",
      })
      .catch((err) => {
        if (!(err instanceof GatewayUnavailable)) throw err;
        log.warn({ err }, "payment link failed");
        throw new AppError(502, messages.payment.linkFailed, "GATEWAY_UNAVAILABLE");
      });
    return {
      unique_key: uniqueKey,
      reference: payment.reference,
      payment_url: payment.authorization_url!,
      payment_instructions: {
        amount: naira(price),
        amount_kobo: price,
        currency: "NGN" as const,
        description: PAYMENT_MESSAGES.unlockDescription,
        unlocks: ["email", "phone", "address", "documents"],
      },
    };
  }

  /** Settles a payment by reference; the unlocked profile goes only to its payer. */
  async callback(reference: string, session: Session | null) {
    const result = await this.payments.settle(reference);
    assertSettled(result, messages.payment.verificationFailed);
    const p = result.payment;
    const uniqueKey = typeof p.details.unique_key === "string" ? p.details.unique_key : null;
    const isPayer = session?.userId === Number(p.user_id);
    const profile =
      isPayer && p.purpose === "profile_unlock"
        ? ((await this.profiles.own(Number(p.details.profile_user_id)).catch(() => null)) as Record<
            string,
            unknown
          > | null)
        : null;
    return {
      reference: p.reference,
      status: p.status,
      purpose: p.purpose,
      amount: naira(p.amount_kobo),
      amount_kobo: Number(p.amount_kobo),
      unique_key: uniqueKey,
      next_steps:
        p.purpose === "profile_unlock"
          ? PAYMENT_MESSAGES.unlockNextSteps(uniqueKey)
          : p.purpose === "store_order"
            ? [...homeServicesMessages.orderPaidNextSteps]
            : [...PAYMENT_MESSAGES.subscriptionNextSteps],
      profile,
    };
  }
}
