/**
 * A local HTTP server that answers as Paystack's API description says (docs/reference/paystack-openapi.yaml):
 * POST /transaction/initialize and GET /transaction/verify/:reference, with bearer auth. A test chooses how each
 * reference ends: success, failed, abandoned, a different amount, a timeout or a 5xx. Payouts and refunds too:
 * GET /bank/resolve (the accounts a test names), POST /transferrecipient (one recipient per account, as Paystack
 * retrieves a duplicate), POST /transfer (one transfer per reference: a repeat answers the same transfer) and
 * POST /refund (at most the transaction's amount).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Outcome =
  | "success"
  | "failed"
  | "abandoned"
  | "ongoing"
  | "wrong_amount"
  | "timeout"
  | "error500";

export interface FakePaystack {
  url: string;
  secret: string;
  /** What initialize received, by reference. */
  initialized: Map<
    string,
    { email: string; amount: number; callback_url: string; metadata: unknown; currency?: string }
  >;
  outcome: Map<string, Outcome>;
  verifyCalls: number;
  /** Requests that arrived without the right bearer key. */
  unauthorized: number;
  /** Bank accounts GET /bank/resolve knows: "bank_code:account_number" → account name. */
  accounts: Map<string, string>;
  recipients: Map<string, { recipient_code: string; name: string }>;
  /** Transfers made, by reference (a repeated reference makes none). */
  transfers: Map<string, { amount: number; recipient: string; reason?: string; status: string }>;
  transferCalls: number;
  /** What a new transfer answers: Paystack usually says pending and a webhook follows. */
  transferStatus: "pending" | "success" | "failed" | "error500";
  /** Refunds made, by transaction reference. */
  refunds: Map<string, { amount: number; status: string }>;
  refundCalls: number;
  refundStatus: "pending" | "processed" | "error500";
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => resolve(body));
  });

export async function startFakePaystack(secret = "sk_test_fake_paystack_key_0001"): Promise<FakePaystack> {
  const fake: FakePaystack = {
    url: "",
    secret,
    initialized: new Map(),
    outcome: new Map(),
    verifyCalls: 0,
    unauthorized: 0,
    accounts: new Map(),
    recipients: new Map(),
    transfers: new Map(),
    transferCalls: 0,
    transferStatus: "pending",
    refunds: new Map(),
    refundCalls: 0,
    refundStatus: "pending",
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secret}`) {
      fake.unauthorized += 1;
      return send(401, { status: false, message: "Invalid key" });
    }
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/transaction/initialize") {
      const body = JSON.parse(await read(req));
      if (!body.email || !Number.isInteger(body.amount))
        return send(400, { status: false, message: "Invalid amount or email" });
      fake.initialized.set(body.reference, body);
      return send(200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `https://checkout.paystack.com/${body.reference}`,
          access_code: `ac_${body.reference}`,
          reference: body.reference,
        },
      });
    }
    if (req.method === "GET" && url.pathname === "/bank/resolve") {
      const name = fake.accounts.get(
        `${url.searchParams.get("bank_code")}:${url.searchParams.get("account_number")}`,
      );
      if (!name)
        return send(422, {
          status: false,
          message: "Could not resolve account name. Check parameters or try again.",
        });
      return send(200, {
        status: true,
        message: "Account number resolved",
        data: { account_number: url.searchParams.get("account_number"), account_name: name, bank_id: 9 },
      });
    }
    if (req.method === "POST" && url.pathname === "/transferrecipient") {
      const body = JSON.parse(await read(req));
      if (body.type !== "nuban" || !body.name || !body.account_number || !body.bank_code)
        return send(400, { status: false, message: "Invalid recipient" });
      const key = `${body.bank_code}:${body.account_number}`;
      const have = fake.recipients.get(key) ?? {
        recipient_code: `RCP_${fake.recipients.size + 1}${body.account_number}`,
        name: body.name,
      };
      fake.recipients.set(key, have);
      return send(201, {
        status: true,
        message: "Transfer recipient created successfully",
        data: {
          active: true,
          currency: "NGN",
          domain: "test",
          name: have.name,
          recipient_code: have.recipient_code,
          type: "nuban",
          details: { account_number: body.account_number, bank_code: body.bank_code },
        },
      });
    }
    if (req.method === "POST" && url.pathname === "/transfer") {
      fake.transferCalls += 1;
      const body = JSON.parse(await read(req));
      if (fake.transferStatus === "error500") return send(500, { status: false, message: "Internal error" });
      const known = [...fake.recipients.values()].some((r) => r.recipient_code === body.recipient);
      if (!known || !Number.isInteger(body.amount) || typeof body.reference !== "string")
        return send(400, { status: false, message: "Invalid transfer" });
      const t = fake.transfers.get(body.reference) ?? {
        amount: body.amount,
        recipient: body.recipient,
        reason: body.reason,
        status: fake.transferStatus,
      };
      fake.transfers.set(body.reference, t);
      return send(200, {
        status: true,
        message: "Transfer has been queued",
        data: {
          domain: "test",
          amount: t.amount,
          currency: "NGN",
          reference: body.reference,
          source: "balance",
          reason: t.reason ?? "",
          status: t.status,
          transfer_code: `TRF_${body.reference}`,
          recipient: 1,
        },
      });
    }
    if (req.method === "POST" && url.pathname === "/refund") {
      fake.refundCalls += 1;
      const body = JSON.parse(await read(req));
      if (fake.refundStatus === "error500") return send(500, { status: false, message: "Internal error" });
      const txn = fake.initialized.get(body.transaction);
      if (!txn || fake.outcome.get(body.transaction) !== "success")
        return send(400, { status: false, message: "Transaction not found" });
      if (fake.refunds.has(body.transaction))
        return send(400, { status: false, message: "Transaction has been fully reversed" });
      const amount = body.amount ?? txn.amount;
      if (amount > txn.amount)
        return send(400, {
          status: false,
          message: "Refund amount cannot be greater than transaction amount",
        });
      fake.refunds.set(body.transaction, { amount, status: fake.refundStatus });
      return send(200, {
        status: true,
        message: "Refund has been queued for processing",
        data: {
          transaction: { reference: body.transaction, amount: txn.amount },
          amount,
          currency: "NGN",
          status: fake.refundStatus,
          refunded_by: "ile",
        },
      });
    }
    const m = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && m) {
      fake.verifyCalls += 1;
      const reference = decodeURIComponent(m[1]!);
      const txn = fake.initialized.get(reference);
      if (!txn) return send(404, { status: false, message: "Transaction reference not found" });
      const outcome = fake.outcome.get(reference) ?? "ongoing";
      if (outcome === "timeout") return; // never answers: the client's timeout must fire
      if (outcome === "error500") return send(500, { status: false, message: "Internal error" });
      const status = outcome === "wrong_amount" ? "success" : outcome;
      return send(200, {
        status: true,
        message: "Verification successful",
        data: {
          id: 4099260516,
          domain: "test",
          status,
          reference,
          amount: outcome === "wrong_amount" ? txn.amount - 100 : txn.amount,
          gateway_response:
            status === "success"
              ? "Successful"
              : status === "failed"
                ? "Declined"
                : "The transaction was not completed",
          paid_at: status === "success" ? new Date().toISOString() : null,
          created_at: new Date().toISOString(),
          channel: "card",
          currency: txn.currency ?? "NGN",
          metadata: txn.metadata,
        },
      });
    }
    send(404, { status: false, message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
