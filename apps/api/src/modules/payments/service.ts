/**
 * Payments (issue 6, ARCHITECTURE §4). Every payment is a row keyed by its reference; value is given by one
 * path, `settle(reference)`, which the callback, the verify endpoint and the webhook all call: ask the
 * gateway, then in one transaction move the payment from pending to success with a conditional update and
 * give its value. Whoever loses the update gives nothing, so replays, races and double clicks give value once.
 * An amount or currency that differs from what was asked never settles.
 */
import { randomBytes } from "node:crypto";
import { messages, PAYMENT_MESSAGES } from "@ile/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import { AppError } from "../../platform/errors.ts";
import { callbackUrl } from "../../platform/origin.ts";
import { createGateway, GatewayUnavailable, type PaymentGateway, type Verification } from "./gateway.ts";
import { grantSubscription } from "./grant.ts";
import * as repo from "./repo/payments.ts";
import type { PaymentRow, Purpose, SettleResult } from "./types.ts";

export type { PaymentRow, PaymentStatus, Purpose, SettleResult } from "./types.ts";

/** Paystack allows letters, digits, -, . and =. */
export const newReference = () =>
  `ILE-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString("hex")}`;
export const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{8,100}$/;

/**
 * What a settled payment of another area's purpose gives, inside settle()'s transaction: null when given, or the
 * reason it was not (the amount is then kept as the payer's credit). Registered once by the area (rent, ADR 0950).
 */
export type Grant = (tx: Tx, payment: PaymentRow) => Promise<string | null>;

/**
 * Another area's gateway events (transfer.*, refund.*): handles one, answering whether it changed anything. Each
 * event is remembered once handled, so a replay is answered without calling the handler again.
 */
export type EventHandler = (event: string, data: Record<string, unknown>) => Promise<boolean>;

export class PaymentsService {
  readonly gateway: PaymentGateway;
  private readonly grants = new Map<Purpose, Grant>();
  private readonly events = new Map<string, EventHandler>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.gateway = createGateway(config, db);
  }

  /** Another area's purpose and what its payments give (once per purpose). */
  registerGrant(purpose: Purpose, grant: Grant) {
    this.grants.set(purpose, grant);
  }

  /** Another area's gateway events, by name (once per event). */
  registerEvents(names: string[], handler: EventHandler) {
    for (const name of names) this.events.set(name, handler);
  }

  byReference(reference: string): Promise<PaymentRow | null> {
    return repo.paymentByReference(this.db, reference);
  }

  /**
   * Asks the gateway for a checkout page, then records the pending payment with it: a row always has its link, and
   * a link the gateway refused leaves nothing behind. A link whose insert fails (a second pending unlock of one
   * profile, migration 0604) is never shown to anyone, so it cannot be paid.
   */
  async start(input: {
    userId: number;
    email: string;
    purpose: Purpose;
    amountKobo: number;
    details: Record<string, unknown>;
    callbackPath: string;
    /** The origin the payer started on (`requestOrigin`): they come back there when it is allowed. */
    origin?: string | null;
  }): Promise<PaymentRow> {
    if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0)
      throw new AppError(422, PAYMENT_MESSAGES.amountInvalid);
    const reference = newReference();
    const { authorizationUrl } = await this.gateway.initialize({
      email: input.email,
      amountKobo: input.amountKobo,
      reference,
      // The gateway appends ?trxref=…&reference=… when it sends the payer back.
      callbackUrl: callbackUrl(
        this.config,
        input.origin,
        input.callbackPath.replace("{reference}", reference),
      ),
      metadata: { purpose: input.purpose, user_id: input.userId, ...input.details },
    });
    return repo.insertPayment(this.db, {
      ...input,
      reference,
      gateway: this.gateway.name,
      authorizationUrl,
    });
  }

  /** The viewer's pending unlock payment of a profile, or null. */
  pendingUnlock(userId: number, profileUserId: number): Promise<PaymentRow | null> {
    return repo.pendingUnlock(this.db, userId, profileUserId);
  }

  /**
   * The one settlement path. Throws GatewayUnavailable when the gateway cannot be asked (the payment stays
   * pending and a later call settles it). With `paidOnly`, only a verdict of paid changes anything: a failed or
   * abandoned one leaves the payment pending (its link is about to be handed out again, and at Paystack's checkout
   * the payer may still complete it).
   * A payment closed as failed or abandoned is not final at the gateway: the payer may go back to the same checkout
   * and pay (another card after a decline, or after leaving the page). Asked again, such a payment is settled when
   * the gateway now says paid, for the amount asked; any other verdict leaves it as it was.
   */
  async settle(reference: string, { paidOnly = false } = {}): Promise<SettleResult> {
    const payment = await this.byReference(reference);
    if (!payment) throw new AppError(400, messages.payment.invalidReference, "INVALID_REFERENCE");
    const closed = payment.status === "failed" || payment.status === "abandoned";
    if (payment.status !== "pending" && !closed) return { payment, granted: false };

    let verification: Verification;
    try {
      verification = await this.gateway.verify(reference);
    } catch (err) {
      if (err instanceof GatewayUnavailable) throw err;
      throw new GatewayUnavailable((err as Error).message);
    }

    if (verification.status === "pending" || (paidOnly && verification.status !== "success"))
      return { payment, granted: false };
    // close() changes only a pending payment: a closed one asked again stays as it was unless paid in full.
    if (verification.status !== "success")
      return this.close(payment, verification.status, verification.message);
    if (verification.amountKobo !== Number(payment.amount_kobo) || verification.currency !== payment.currency)
      return this.close(
        payment,
        "failed",
        PAYMENT_MESSAGES.amountMismatch(
          verification.amountKobo,
          verification.currency,
          payment.amount_kobo,
          payment.currency,
        ),
      );

    return this.db.transaction(async (tx) => {
      const won = await repo.markPaid(tx, payment.id, verification.paidAt, verification.message);
      if (!won) return { payment: (await repo.paymentById(tx, payment.id))!, granted: false };
      const refused = await this.give(tx, won);
      if (refused) return { payment: await this.credit(tx, won, refused), granted: false };
      return { payment: won, granted: true };
    });
  }

  private async close(
    payment: PaymentRow,
    status: "failed" | "abandoned",
    why: string,
  ): Promise<SettleResult> {
    const row = await repo.markClosed(this.db, payment.id, status, why);
    return { payment: row ?? (await this.byReference(payment.reference))!, granted: false };
  }

  /**
   * The value of a payment, given inside the transaction that settled it. Returns the reason when nothing is given:
   * a subscription payment priced for a state that no longer holds (ADR 0602), or a second unlock of a profile
   * the payer had already unlocked.
   */
  private async give(tx: Tx, p: PaymentRow): Promise<string | null> {
    const grant = this.grants.get(p.purpose);
    if (grant) return grant(tx, p);
    if (p.purpose !== "profile_unlock") return grantSubscription(tx, p);
    const d = p.details as { profile_user_id?: number };
    const given = await repo.insertUnlock(tx, p.user_id, Number(d.profile_user_id), p.id);
    return given ? null : PAYMENT_MESSAGES.unlockAlreadyPaid;
  }

  /** A paid payment that bought nothing: its amount becomes the user's credit, in the same transaction. */
  private async credit(tx: Tx, p: PaymentRow, why: string): Promise<PaymentRow> {
    const row = await repo.markCredited(tx, p.id, why);
    await repo.insertCredit(tx, p.user_id, p.id, Number(p.amount_kobo));
    return row;
  }

  /**
   * Paystack's charge.success webhook: settle first, then remember the event, but only once the payment reached a
   * final state: a failure or a payment the gateway still calls pending leaves no mark, so Paystack's retry (and
   * the sweep) try again. Returns the reply's message.
   */
  async webhook(event: string, reference: string, data: Record<string, unknown> = {}): Promise<string> {
    const handler = this.events.get(event);
    if (handler) return this.otherEvent(event, data, handler);
    if (event !== "charge.success" || !REFERENCE_PATTERN.test(reference))
      return PAYMENT_MESSAGES.webhookIgnored;
    if (await repo.webhookSeen(this.db, event, reference)) return PAYMENT_MESSAGES.webhookAlreadyHandled;
    if (!(await this.byReference(reference))) return PAYMENT_MESSAGES.webhookUnknownReference;
    const { payment } = await this.settle(reference);
    if (payment.status === "pending")
      throw new AppError(409, PAYMENT_MESSAGES.pending, "PAYMENT_PENDING", {
        reference: [PAYMENT_MESSAGES.pending],
      });
    await repo.rememberWebhook(this.db, event, reference);
    return PAYMENT_MESSAGES.webhookHandled;
  }

  /**
   * A transfer or refund event: keyed by the reference it names (a transfer's `reference`, a refund's
   * `transaction_reference`), handled once. An event that changed nothing is remembered too: the movement it
   * names was already confirmed (or never claimed), and telling it again changes nothing either.
   */
  private async otherEvent(event: string, data: Record<string, unknown>, handler: EventHandler) {
    const key = String(data.transaction_reference ?? data.reference ?? "");
    if (!key || key.length > 200) return PAYMENT_MESSAGES.webhookIgnored;
    if (await repo.webhookSeen(this.db, event, key)) return PAYMENT_MESSAGES.webhookAlreadyHandled;
    const changed = await handler(event, data);
    await repo.rememberWebhook(this.db, event, key);
    return changed ? PAYMENT_MESSAGES.webhookHandled : PAYMENT_MESSAGES.webhookIgnored;
  }

  /** Pending payments past their grace, each verified again through settle() (jobs.ts bounds the attempts). */
  claimPendingForVerify(maxAttempts: number, grace: string, limit: number) {
    return repo.claimPendingForVerify(this.db, maxAttempts, grace, limit);
  }

  userEmail(userId: number) {
    return repo.userEmail(this.db, userId);
  }
}
