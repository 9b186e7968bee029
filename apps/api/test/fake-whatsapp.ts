/**
 * A local HTTP server that answers as Meta's WhatsApp Business Cloud API description says
 * (/work/shared/reference/whatsapp-business-messaging-openapi.yaml, `POST /{Version}/{Phone-Number-ID}/messages`):
 * bearer auth, `messaging_product: "whatsapp"`, template messages checked against the approved templates (name,
 * language, number of body parameters), free-form text only inside the 24-hour window after the user last wrote
 * (else error 131047), and the error shape `{error: {message, type, code, fbtrace_id}}`. A test scripts what a
 * number gets next (rate limit 130429, server error, 131026 undeliverable) and signs webhooks as Meta does.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WHATSAPP_TEMPLATES } from "@ile/contract";

export type Outcome = "ok" | "rate_limit" | "http_429" | "server_error" | "undeliverable";

export interface SentMessage {
  wamid: string;
  to: string;
  type: "template" | "text";
  template?: { name: string; language: string; params: string[] };
  text?: string;
}

export interface FakeWhatsApp {
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** Accepted messages, in order. */
  sent: SentMessage[];
  /** Every request that reached /messages (accepted or refused). */
  requests: number;
  /** What the next sends to a number (digits, no +) get, first first; empty: "ok". */
  script: Map<string, Outcome[]>;
  /** The user wrote to the business now (opens the 24-hour window on the fake). */
  userWrote(to: string, at?: Date): void;
  /** The app's environment for this fake. */
  env(): Record<string, string>;
  /** A webhook POST body and headers signed with the app secret (or `secret`). */
  signed(payload: unknown, secret?: string): { payload: string; headers: Record<string, string> };
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

const error = (code: number, message: string) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(8).toString("hex") },
});

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const windows = new Map<string, number>();
  const approved = new Map<string, number>(
    Object.values(WHATSAPP_TEMPLATES).map((t) => [t.name, t.params.length]),
  );
  const fake: FakeWhatsApp = {
    url: "",
    token: "EAAG-fake-token-0001",
    phoneNumberId: "106540352242922",
    appSecret: "fake-app-secret-0001",
    verifyToken: "fake-verify-token-0001",
    sent: [],
    requests: 0,
    script: new Map(),
    userWrote(to, at = new Date()) {
      windows.set(to.replace(/^\+/, ""), at.getTime());
    },
    env() {
      return {
        WHATSAPP_TOKEN: fake.token,
        WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
        WHATSAPP_APP_SECRET: fake.appSecret,
        WHATSAPP_VERIFY_TOKEN: fake.verifyToken,
        WHATSAPP_API_VERSION: "v23.0",
        WHATSAPP_BASE_URL: fake.url,
        WHATSAPP_SWEEP_SECONDS: "0",
      };
    },
    signed(payload, secret = fake.appSecret) {
      const body = JSON.stringify(payload);
      const sig = createHmac("sha256", secret).update(body).digest("hex");
      return {
        payload: body,
        headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${sig}` },
      };
    },
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (req.method !== "POST" || path !== `/v23.0/${fake.phoneNumberId}/messages`)
      return send(404, error(100, "Unsupported request"));
    fake.requests += 1;
    if (req.headers.authorization !== `Bearer ${fake.token}`)
      return send(401, error(190, "Invalid OAuth access token"));
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      text?: { body?: string };
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
      };
    };
    try {
      body = JSON.parse(await read(req));
    } catch {
      return send(400, error(100, "Invalid JSON"));
    }
    if (body.messaging_product !== "whatsapp" || typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to))
      return send(400, error(100, "Invalid parameter"));
    const next = fake.script.get(body.to)?.shift() ?? "ok";
    if (next === "rate_limit") return send(400, error(130429, "Rate limit hit"));
    if (next === "http_429") return send(429, error(80007, "Rate limit issues"));
    if (next === "server_error") return send(500, error(131000, "Something went wrong"));
    if (next === "undeliverable") return send(400, error(131026, "Message undeliverable"));
    const wamid = `wamid.${randomBytes(12).toString("base64url")}`;
    if (body.type === "template") {
      const t = body.template;
      const expected = approved.get(String(t?.name));
      const params = t?.components?.find((c) => c.type === "body")?.parameters ?? [];
      if (expected === undefined)
        return send(404, error(132001, "Template name does not exist in the translation"));
      if (t?.language?.code !== "en") return send(404, error(132001, "Template does not exist in en"));
      if (
        params.length !== expected ||
        params.some((p) => p.type !== "text" || !p.text || /[\n\t]| {4}/.test(p.text))
      )
        return send(400, error(132000, "Number of parameters does not match the expected number of params"));
      fake.sent.push({
        wamid,
        to: body.to,
        type: "template",
        template: { name: t!.name!, language: "en", params: params.map((p) => p.text!) },
      });
    } else if (body.type === "text") {
      const wrote = windows.get(body.to);
      if (wrote === undefined || Date.now() - wrote > 24 * 3600_000)
        return send(
          400,
          error(
            131047,
            "Re-engagement message: more than 24 hours have passed since the recipient last replied",
          ),
        );
      if (!body.text?.body) return send(400, error(100, "Invalid parameter"));
      fake.sent.push({ wamid, to: body.to, type: "text", text: body.text.body });
    } else return send(400, error(100, "Unsupported message type"));
    return send(200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: wamid, message_status: "accepted" }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** A webhook payload as Meta sends it, with these statuses and inbound messages. */
export function webhookPayload(phoneNumberId: string, value: { statuses?: unknown[]; messages?: unknown[] }) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}
