/**
 * The payment gateway (issue 6): Paystack when PAYSTACK_SECRET_KEY is set, otherwise the built-in sandbox.
 * Both follow Paystack's API description (docs/reference/paystack-openapi.yaml): initialise a transaction
 * for an amount in kobo and a reference, send the payer to its authorization_url, and after checkout the
 * payer comes back to the callback URL with `?reference=`. Only `verify` decides whether money arrived.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import {
  insertSandboxRefund,
  insertSandboxTransaction,
  insertSandboxTransfer,
  sandboxTransaction,
} from "./repo/sandbox.ts";
import type { GatewayStatus } from "./types.ts";

export type { GatewayStatus } from "./types.ts";

export interface InitializeInput {
  email: string;
  amountKobo: number;
  reference: string;
  /** Absolute URL the payer returns to (Paystack appends ?trxref=&reference=). */
  callbackUrl: string;
  metadata: Record<string, unknown>;
}

export interface Verification {
  status: GatewayStatus;
  amountKobo: number;
  currency: string;
  /** The gateway's own words (gateway_response), kept on the payment. */
  message: string;
  paidAt: string | null;
}

/** What a payout or a refund came to when asked: final now, or pending until the gateway's webhook says. */
export type MoveOutcome = "success" | "pending" | "failed";

export interface TransferInput {
  amountKobo: number;
  recipientCode: string;
  /** The idempotency key: the gateway makes one transfer per reference, however often it is sent. */
  reference: string;
  reason: string;
}

export interface PaymentGateway {
  readonly name: "paystack" | "sandbox";
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
  /** The name the bank holds for an account (GET /bank/resolve), or null when it knows no such account. */
  resolveAccount(accountNumber: string, bankCode: string, givenName?: string): Promise<string | null>;
  /** A transfer recipient for a bank account (POST /transferrecipient; the same account gives the same one). */
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<string>;
  /** Sends money from the balance to a recipient (POST /transfer). */
  transfer(input: TransferInput): Promise<MoveOutcome>;
  /** Gives a paid transaction's amount back to the payer (POST /refund). */
  refund(transactionReference: string, amountKobo: number, note: string): Promise<MoveOutcome>;
}

/** The gateway did not answer usefully (timeout, network, 5xx, malformed reply): try again later. */
export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayUnavailable";
  }
}

const TIMEOUT_MS = 10_000;

/** A reference the gateway does not know (yet): still pending, never a verdict. */
const notFound = (): Verification => ({
  status: "pending",
  amountKobo: 0,
  currency: "NGN",
  message: PAYMENT_MESSAGES.gatewayNotFound,
  paidAt: null,
});

/** Paystack statuses (abandoned, failed, ongoing, pending, processing, queued, reversed, success) → ours. */
export function mapPaystackStatus(status: unknown): GatewayStatus {
  switch (status) {
    case "success":
      return "success";
    case "failed":
    case "reversed":
      return "failed";
    case "abandoned":
      return "abandoned";
    default:
      return "pending";
  }
}

export class PaystackGateway implements PaymentGateway {
  readonly name = "paystack" as const;
  private readonly mode: "test" | "live";

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.mode = secretKey.startsWith("sk_live_") ? "live" : "test";
  }

  private async call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, "")}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GatewayUnavailable(`Paystack did not answer: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new GatewayUnavailable(`Paystack answered ${res.status}`);
    const body = await res.json().catch(() => null);
    if (body === null) throw new GatewayUnavailable(`Paystack answered ${res.status} without JSON`);
    return { status: res.status, body };
  }

  async initialize(input: InitializeInput) {
    const { status, body } = await this.call("/transaction/initialize", {
      method: "POST",
      body: JSON.stringify({
        email: input.email,
        amount: input.amountKobo,
        currency: "NGN",
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      }),
    });
    const data = (body as { status?: boolean; data?: { authorization_url?: unknown } }).data;
    if (status !== 200 || typeof data?.authorization_url !== "string")
      throw new GatewayUnavailable(
        `Paystack refused to initialise: ${(body as { message?: string }).message ?? status}`,
      );
    return { authorizationUrl: data.authorization_url };
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    const q = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const { status, body } = await this.call(`/bank/resolve?${q}`);
    const data = (body as { status?: boolean; data?: { account_name?: unknown } }).data;
    if (status === 200 && typeof data?.account_name === "string" && data.account_name.trim())
      return data.account_name.trim();
    if (status === 400 || status === 404 || status === 422 || status === 200) return null;
    throw new GatewayUnavailable(`Paystack resolve answered ${status}`);
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    const { status, body } = await this.call("/transferrecipient", {
      method: "POST",
      body: JSON.stringify({
        type: "nuban",
        name: input.name,
        account_number: input.accountNumber,
        bank_code: input.bankCode,
        currency: "NGN",
      }),
    });
    const code = (body as { data?: { recipient_code?: unknown } }).data?.recipient_code;
    if ((status === 200 || status === 201) && typeof code === "string") return code;
    throw new GatewayUnavailable(
      `Paystack refused the recipient: ${(body as { message?: string }).message ?? status}`,
    );
  }

  async transfer(input: TransferInput): Promise<MoveOutcome> {
    const { status, body } = await this.call("/transfer", {
      method: "POST",
      body: JSON.stringify({
        source: "balance",
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
        currency: "NGN",
      }),
    });
    const data = (body as { data?: { status?: unknown; reference?: unknown } }).data;
    if (status !== 200 || !data) {
      // A refusal (4xx): nothing was sent; a retry with this reference may be tried again later.
      if (status >= 400 && status < 500 && status !== 401 && status !== 429) return "failed";
      throw new GatewayUnavailable(`Paystack transfer answered ${status}`);
    }
    if (data.status === "success") return "success";
    if (data.status === "failed" || data.status === "reversed") return "failed";
    return "pending"; // pending, queued, processing, otp: transfer.success / transfer.failed will say
  }

  async refund(transactionReference: string, amountKobo: number, note: string): Promise<MoveOutcome> {
    const { status, body } = await this.call("/refund", {
      method: "POST",
      body: JSON.stringify({
        transaction: transactionReference,
        amount: amountKobo,
        currency: "NGN",
        merchant_note: note,
      }),
    });
    const data = (body as { data?: { status?: unknown } }).data;
    if (status !== 200 || !data) {
      if (status >= 400 && status < 500 && status !== 401 && status !== 429) return "failed";
      throw new GatewayUnavailable(`Paystack refund answered ${status}`);
    }
    if (data.status === "processed") return "success";
    if (data.status === "failed") return "failed";
    return "pending"; // pending, processing: refund.processed / refund.failed will say
  }

  async verify(reference: string): Promise<Verification> {
    const { status, body } = await this.call(`/transaction/verify/${encodeURIComponent(reference)}`);
    if (status === 404) return notFound();
    const data = (body as { data?: Record<string, unknown> }).data;
    if (status !== 200 || !data || typeof data !== "object")
      throw new GatewayUnavailable(`Paystack verify answered ${status}`);
    if (data.reference !== undefined && data.reference !== reference)
      return {
        status: "failed",
        amountKobo: 0,
        currency: "",
        message: PAYMENT_MESSAGES.gatewayReferenceMismatch,
        paidAt: null,
      };
    // A test-mode payment never pays for a live integration (nor the other way round).
    if (data.domain !== undefined && data.domain !== this.mode)
      return {
        status: "failed",
        amountKobo: Number(data.amount) || 0,
        currency: String(data.currency ?? ""),
        message: PAYMENT_MESSAGES.gatewayWrongMode(String(data.domain)),
        paidAt: null,
      };
    return {
      status: mapPaystackStatus(data.status),
      amountKobo: Number.isSafeInteger(data.amount) ? (data.amount as number) : Number.NaN,
      currency: String(data.currency ?? ""),
      message: String(data.gateway_response ?? data.message ?? data.status ?? ""),
      paidAt: typeof data.paid_at === "string" ? data.paid_at : null,
    };
  }
}

/**
 * The built-in gateway used when no Paystack key is set: it keeps its transactions in its own table and
 * serves a checkout page (Pay / Decline) at /api/sandbox/checkout/{reference}, then sends the payer back to
 * the callback URL with ?reference= as Paystack does. No money moves; everything else is the real flow.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async initialize(input: InitializeInput) {
    await insertSandboxTransaction(this.db, input);
    // The checkout page is on the site the payer returns to (the callback's origin, already one of the allowed
    // origins): it sends them back by path, so a payment started on 127.0.0.1 must not pay on localhost (issue 38).
    const site = new URL(input.callbackUrl, this.publicUrl).origin;
    return {
      authorizationUrl: `${site}/api/sandbox/checkout/${encodeURIComponent(input.reference)}`,
    };
  }

  /** No bank to ask: the name the lister typed is taken as the bank's (an account needs one). */
  async resolveAccount(_accountNumber: string, _bankCode: string, givenName?: string) {
    return givenName?.trim() ? givenName.trim() : null;
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    return `RCP_sandbox_${input.bankCode}_${input.accountNumber}`;
  }

  /** One payout per reference (as Paystack): a second with the same reference moves nothing and is "success". */
  async transfer(input: TransferInput): Promise<MoveOutcome> {
    await insertSandboxTransfer(this.db, input);
    return "success";
  }

  /** A paid sandbox transaction is refunded once, in full; anything else is refused. */
  async refund(transactionReference: string, amountKobo: number): Promise<MoveOutcome> {
    const txn = await sandboxTransaction(this.db, transactionReference);
    if (!txn || txn.status !== "success" || Number(txn.amount_kobo) < amountKobo) return "failed";
    await insertSandboxRefund(this.db, transactionReference, amountKobo);
    return "success";
  }

  async verify(reference: string): Promise<Verification> {
    const row = await sandboxTransaction(this.db, reference);
    if (!row) return notFound();
    return {
      status: row.status,
      amountKobo: Number(row.amount_kobo),
      currency: row.currency,
      message:
        row.status === "success"
          ? PAYMENT_MESSAGES.sandboxApproved
          : row.status === "failed"
            ? PAYMENT_MESSAGES.sandboxDeclined
            : "",
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    };
  }
}

export function createGateway(
  config: Pick<Config, "PAYSTACK_SECRET_KEY" | "PAYSTACK_BASE_URL" | "PUBLIC_URL">,
  db: Db,
): PaymentGateway {
  return config.PAYSTACK_SECRET_KEY
    ? new PaystackGateway(config.PAYSTACK_SECRET_KEY, config.PAYSTACK_BASE_URL)
    : new SandboxGateway(db, config.PUBLIC_URL);
}
