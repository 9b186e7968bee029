/**
 * Payments (issue 6, ARCHITECTURE §4). Every payment is a row keyed by its reference; value is given by one
 * path, `settle(reference)`, which the callback, the verify endpoint and the webhook all call: ask the
 * gateway, then in one transaction move the payment from pending to success with a conditional update and
 * give its value. Whoever loses the update gives nothing, so replays, races and double clicks give value once.
 * An amount or currency that differs from what was asked never settles.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { createGateway, GatewayUnavailable, type PaymentGateway, type Verification } from "./gateway.ts";
import { grantSubscription, subscriptionEvent } from "./grant.ts";
import { freePlan, type SubscriptionRow } from "./plans.ts";

export type Purpose = "profile_unlock" | "subscription" | "renewal" | "upgrade";
export type PaymentStatus = "pending" | "success" | "failed" | "abandoned" | "credited";

export interface PaymentRow {
  id: number;
  reference: string;
  user_id: number;
  purpose: Purpose;
  amount_kobo: number;
  currency: string;
  gateway: "sandbox" | "paystack";
  status: PaymentStatus;
  details: Record<string, unknown>;
  authorization_url: string | null;
  gateway_response: string | null;
  paid_at: Date | null;
  created_at: Date;
}

export interface SettleResult {
  payment: PaymentRow;
  /** True only for the one call that moved the payment to success and gave its value. */
  granted: boolean;
}

/** Paystack allows letters, digits, -, . and =. */
export const newReference = () =>
  `ILE-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString("hex")}`;
export const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{8,100}$/;

async function rows<T>(tx: Tx | FastifyInstance["db"], query: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

export class PaymentsService {
  readonly gateway: PaymentGateway;

  constructor(private readonly app: FastifyInstance) {
    this.gateway = createGateway(app.config, app.database);
  }

  async byReference(reference: string): Promise<PaymentRow | null> {
    const [row] = await this.app.database.query<PaymentRow>("select * from payments where reference = $1", [
      reference,
    ]);
    return row ?? null;
  }

  /** Records a pending payment and asks the gateway for its checkout page. */
  async start(input: {
    userId: number;
    email: string;
    purpose: Purpose;
    amountKobo: number;
    details: Record<string, unknown>;
    callbackPath: string;
  }): Promise<PaymentRow> {
    if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0)
      throw new AppError(422, "The amount to pay must be a positive whole number of kobo.");
    const reference = newReference();
    const [payment] = await this.app.database.query<PaymentRow>(
      `insert into payments (reference, user_id, purpose, amount_kobo, gateway, details)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [
        reference,
        input.userId,
        input.purpose,
        input.amountKobo,
        this.gateway.name,
        JSON.stringify(input.details),
      ],
    );
    const { authorizationUrl } = await this.gateway.initialize({
      email: input.email,
      amountKobo: input.amountKobo,
      reference,
      // The gateway appends ?trxref=…&reference=… when it sends the payer back.
      callbackUrl: `${this.app.config.PUBLIC_URL}${input.callbackPath.replace("{reference}", reference)}`,
      metadata: { purpose: input.purpose, user_id: input.userId, ...input.details },
    });
    await this.app.database.query(
      "update payments set authorization_url = $2, updated_at = now() where id = $1",
      [payment!.id, authorizationUrl],
    );
    return { ...payment!, authorization_url: authorizationUrl };
  }

  /**
   * The one settlement path. Throws GatewayUnavailable when the gateway cannot be asked (the payment stays
   * pending and a later call settles it).
   */
  async settle(reference: string): Promise<SettleResult> {
    const payment = await this.byReference(reference);
    if (!payment) throw new AppError(400, "Invalid payment reference", "INVALID_REFERENCE");
    if (payment.status !== "pending") return { payment, granted: false };

    let verification: Verification;
    try {
      verification = await this.gateway.verify(reference);
    } catch (err) {
      if (err instanceof GatewayUnavailable) throw err;
      throw new GatewayUnavailable((err as Error).message);
    }

    if (verification.status === "pending") return { payment, granted: false };
    if (verification.status !== "success")
      return this.close(payment, verification.status, verification.message);
    if (verification.amountKobo !== Number(payment.amount_kobo) || verification.currency !== payment.currency)
      return this.close(
        payment,
        "failed",
        `Amount mismatch: the gateway reports ${verification.amountKobo} ${verification.currency}, ` +
          `${payment.amount_kobo} ${payment.currency} was due`,
      );

    return this.app.db.transaction(async (tx) => {
      const [won] = await rows<PaymentRow>(
        tx,
        sql`update payments set status = 'success', paid_at = coalesce(${verification.paidAt}::timestamptz, now()),
                   gateway_response = ${verification.message}, updated_at = now()
             where id = ${payment.id} and status = 'pending' returning *`,
      );
      if (!won) {
        const [now] = await rows<PaymentRow>(tx, sql`select * from payments where id = ${payment.id}`);
        return { payment: now!, granted: false };
      }
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
    const [row] = await this.app.database.query<PaymentRow>(
      `update payments set status = $2, gateway_response = $3, updated_at = now()
        where id = $1 and status = 'pending' returning *`,
      [payment.id, status, why],
    );
    return { payment: row ?? (await this.byReference(payment.reference))!, granted: false };
  }

  /**
   * The value of a payment, given inside the transaction that settled it. Returns the reason when a subscription
   * payment was priced for a state that no longer holds (ADR 0602): then nothing is given.
   */
  private async give(tx: Tx, p: PaymentRow): Promise<string | null> {
    if (p.purpose !== "profile_unlock") return grantSubscription(tx, p);
    const d = p.details as { profile_user_id?: number };
    await tx.execute(
      sql`insert into profile_unlocks (user_id, profile_user_id, payment_id)
          values (${p.user_id}, ${d.profile_user_id}, ${p.id}) on conflict (user_id, profile_user_id) do nothing`,
    );
    return null;
  }

  /** A paid payment that bought nothing: its amount becomes the user's credit, in the same transaction. */
  private async credit(tx: Tx, p: PaymentRow, why: string): Promise<PaymentRow> {
    const [row] = await rows<PaymentRow>(
      tx,
      sql`update payments set status = 'credited', gateway_response = ${why}, updated_at = now()
           where id = ${p.id} returning *`,
    );
    await tx.execute(
      sql`insert into payment_credits (user_id, payment_id, amount_kobo)
          values (${p.user_id}, ${p.id}, ${Number(p.amount_kobo)})`,
    );
    return row!;
  }

  event(...args: Parameters<typeof subscriptionEvent>) {
    return subscriptionEvent(...args);
  }

  /** Activates the Free plan for a user who has never had a subscription (SPEC: once). */
  async activateFree(userId: number): Promise<SubscriptionRow | null> {
    return this.app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const [any] = await rows<{ id: number }>(
        tx,
        sql`select id from subscriptions where user_id = ${userId} limit 1`,
      );
      if (any) return null;
      const free = await freePlan(tx);
      const [created] = await rows<SubscriptionRow>(
        tx,
        sql`insert into subscriptions (user_id, plan_id, interval, status)
            values (${userId}, ${free.id}, 'monthly', 'active') returning *`,
      );
      await this.event(tx, created!.id, userId, "activated", free, null, new Date(), null);
      return created!;
    });
  }
}

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}
