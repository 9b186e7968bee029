/**
 * The payment gateway (issue 6): Paystack when PAYSTACK_SECRET_KEY is set, otherwise the built-in sandbox.
 * Both follow Paystack's API description (docs/reference/paystack-openapi.yaml): initialise a transaction
 * for an amount in kobo and a reference, send the payer to its authorization_url, and after checkout the
 * payer comes back to the callback URL with `?reference=`. Only `verify` decides whether money arrived.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import { insertSandboxTransaction, sandboxTransaction } from "./repo/sandbox.ts";
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

export interface PaymentGateway {
  readonly name: "paystack" | "sandbox";
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
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
