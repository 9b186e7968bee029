/**
 * Paying to unlock one premium profile (SPEC §7 `POST /payment/initiate`, `GET /payment/callback`): the link for
 * a profile named by its unique key, and what the payer sees after settling it.
 */
import { homeServicesMessages, messages, PAYMENT_MESSAGES } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import type { Config } from "../../platform/config.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import type { ProfilesService } from "../accounts/profile-service.ts";
import { hasUnlockedProfile } from "./entitlements.ts";
import { GatewayUnavailable } from "./gateway.ts";
import { assertSettled, naira } from "./http.ts";
import type { PaymentRow, PaymentsService, SettleResult } from "./service.ts";

const UNIQUE_KEY = /^[A-Za-z0-9_-]{4,64}$/;
/** The index that keeps one pending unlock per viewer and profile (migration 0604). */
const ONE_PENDING_UNLOCK = "payments_one_pending_unlock";
const alreadyUnlocked = () => new AppError(409, PAYMENT_MESSAGES.alreadyUnlocked, "ALREADY_UNLOCKED");

export class UnlockService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly payments: PaymentsService,
    private readonly profiles: ProfilesService,
  ) {}

  /**
   * A payment link for the profile with this key; 422 for an unknown key, 409 when already visible. The viewer's
   * pending unlock of that profile is handed back rather than a second one made (one pending unlock per viewer
   * and profile, migration 0604), so initiating again, or several times at once, charges once.
   */
  async start(
    session: Session,
    uniqueKey: string,
    log: { warn(o: object, m: string): void },
    /** Where the payer started (`requestOrigin`): they come back there when it is allowed (issue 38). */
    origin?: string | null,
  ) {
    const profileUserId = UNIQUE_KEY.test(uniqueKey) ? await this.profiles.ownerOfKey(uniqueKey) : null;
    if (!profileUserId)
      throw AppError.validation(
        { unique_key: [messages.payment.invalidUniqueKey] },
        messages.payment.invalidUniqueKey,
      );
    const viewer = { userId: session.userId, role: session.role };
    if (await hasUnlockedProfile(this.db, viewer, profileUserId)) throw alreadyUnlocked();
    const price = this.config.PROFILE_UNLOCK_PRICE_KOBO;
    const payment =
      (await this.pending(viewer.userId, profileUserId)) ??
      (await this.payments
        .start({
          userId: session.userId,
          email: (await this.payments.userEmail(session.userId))!,
          purpose: "profile_unlock",
          amountKobo: price,
          details: { profile_user_id: profileUserId, unique_key: uniqueKey },
          callbackPath: "/payment/verify/{reference}",
          origin,
        })
        .catch(async (err) => {
          // Another initiate of the same unlock recorded its payment first: that one is the link.
          const first =
            uniqueViolation(err) === ONE_PENDING_UNLOCK
              ? await this.payments.pendingUnlock(viewer.userId, profileUserId)
              : null;
          if (first) return first;
          if (!(err instanceof GatewayUnavailable)) throw err;
          log.warn({ err }, "payment link failed");
          throw new AppError(502, messages.payment.linkFailed, "GATEWAY_UNAVAILABLE");
        }));
    const amountKobo = Number(payment.amount_kobo);
    return {
      unique_key: uniqueKey,
      reference: payment.reference,
      payment_url: payment.authorization_url!,
      payment_instructions: {
        amount: naira(amountKobo),
        amount_kobo: amountKobo,
        currency: "NGN" as const,
        description: PAYMENT_MESSAGES.unlockDescription,
        unlocks: ["email", "phone", "address", "documents"],
      },
    };
  }

  /**
   * The viewer's pending unlock of a profile, to hand out again. Asked of the gateway first: paid already (the
   * payer never came back), it is settled now and the profile is unlocked (409, nothing charged again); any other
   * verdict leaves it pending. Null when there is none, or it closed (an amount mismatch): then a new link.
   */
  private async pending(userId: number, profileUserId: number): Promise<PaymentRow | null> {
    const pending = await this.payments.pendingUnlock(userId, profileUserId);
    if (!pending) return null;
    const { payment } = await this.payments
      .settle(pending.reference, { paidOnly: true })
      .catch((err): SettleResult => {
        if (err instanceof GatewayUnavailable) return { payment: pending, granted: false };
        throw err;
      });
    if (payment.status === "pending") return payment;
    if (payment.status === "success" || payment.status === "credited") throw alreadyUnlocked();
    return null;
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
        ? await this.profiles.own(Number(p.details.profile_user_id)).catch(() => null)
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
