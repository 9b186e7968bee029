/**
 * A local HTTP server that answers as Paystack's API description says (docs/reference/paystack-openapi.yaml):
 * POST /transaction/initialize and GET /transaction/verify/:reference, with bearer auth. A test chooses how each
 * reference ends: success, failed, abandoned, a different amount, a timeout or a 5xx.
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
