import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

describe("outbox without transports (development)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps messages and shows them newest first at /api/dev/outbox, filtered by recipient", async () => {
    await t.app.outbox.send({
      channel: "email",
      to: "ada@example.ng",
      subject: "One",
      text: "first",
      kind: "test",
    });
    await t.app.outbox.send({ channel: "sms", to: "+2348031234567", text: "code 123456", kind: "test" });
    await t.app.outbox.send({
      channel: "email",
      to: "ada@example.ng",
      subject: "Two",
      text: "second",
      kind: "test",
    });

    const res = await t.app.inject({ url: "/api/dev/outbox?to=ADA@example.ng" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((m: { text: string }) => m.text)).toEqual(["second", "first"]);
    expect(data[0]).toMatchObject({ channel: "email", to: "ada@example.ng", subject: "Two", state: "kept" });

    const sms = (await t.app.inject({ url: "/api/dev/outbox?to=%2B2348031234567" })).json().data;
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: "sms", text: "code 123456" });
  });
});

describe("outbox in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PAYMENTS_SANDBOX: "1" });
  });
  afterAll(() => t.close());

  it("does not serve /api/dev/outbox", async () => {
    const res = await t.app.inject({ url: "/api/dev/outbox" });
    expect(res.statusCode).toBe(404);
  });
});

describe("outbox with Termii", () => {
  let termii: Server;
  const received: Array<{ url: string; body: Record<string, unknown> }> = [];
  let failNext = false;
  let t: TestApp;

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = "";
      req.on("data", (c) => (s += c));
      req.on("end", () => resolve(s));
    });

  beforeAll(async () => {
    termii = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req));
      received.push({ url: req.url ?? "", body });
      if (failNext) {
        failNext = false;
        res.writeHead(500, { "content-type": "application/json" }).end('{"message":"down"}');
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          code: "ok",
          message_id: "9122821270554876574",
          message: "Successfully Sent",
          balance: 9,
          user: "Ile",
        }),
      );
    });
    await new Promise<void>((r) => termii.listen(0, "127.0.0.1", r));
    const port = (termii.address() as AddressInfo).port;
    t = await createTestApp({ TERMII_API_KEY: "tl_test_key", TERMII_BASE_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => termii.close(r));
  });

  it("delivers SMS through Termii's send API and marks them sent", async () => {
    const { id } = await t.app.outbox.send({
      channel: "sms",
      to: "+2348031234567",
      text: "Your code is 654321",
      kind: "test",
    });
    await t.app.outbox.drain();
    expect(received.at(-1)).toEqual({
      url: "/api/sms/send",
      body: {
        api_key: "tl_test_key",
        to: "2348031234567",
        from: "Ile",
        sms: "Your code is 654321",
        type: "plain",
        channel: "generic",
      },
    });
    const [row] = await t.database.query<{ state: string; attempts: number }>(
      "select state, attempts from outbox where id = $1",
      [id],
    );
    expect(row).toEqual({ state: "sent", attempts: 1 });
  });

  it("keeps a failed SMS pending with the error, for a later retry", async () => {
    failNext = true;
    const { id } = await t.app.outbox.send({
      channel: "sms",
      to: "+2348031234568",
      text: "retry me",
      kind: "test",
    });
    await t.app.outbox.drain();
    const [row] = await t.database.query<{ state: string; attempts: number; last_error: string }>(
      "select state, attempts, last_error from outbox where id = $1",
      [id],
    );
    expect(row!.state).toBe("pending");
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toContain("500");
  });
});

/** A minimal SMTP server (RFC 5321 happy path) that records what it is sent. */
function smtpServer() {
  const mails: Array<{ from: string; to: string[]; data: string }> = [];
  const server: TcpServer = createTcpServer((socket) => {
    let mail = { from: "", to: [] as string[], data: "" };
    let inData = false;
    let buffer = "";
    socket.write("220 localhost ESMTP test\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i = buffer.indexOf("\r\n");
      while (i >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(mail);
            mail = { from: "", to: [], data: "" };
            socket.write("250 OK queued\r\n");
          } else mail.data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 localhost\r\n");
        else if (/^MAIL FROM:/i.test(line)) {
          mail.from = line.slice(10).trim();
          socket.write("250 OK\r\n");
        } else if (/^RCPT TO:/i.test(line)) {
          mail.to.push(line.slice(8).trim());
          socket.write("250 OK\r\n");
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (/^QUIT/i.test(line)) {
          socket.end("221 Bye\r\n");
        } else socket.write("250 OK\r\n");
        i = buffer.indexOf("\r\n");
      }
    });
  });
  return { server, mails };
}

describe("outbox with SMTP", () => {
  const smtp = smtpServer();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((r) => smtp.server.listen(0, "127.0.0.1", r));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Ile <no-reply@ile.ng>" });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => smtp.server.close(r));
  });

  it("delivers email through SMTP_URL and marks it sent", async () => {
    const { id } = await t.app.outbox.send({
      channel: "email",
      to: "kemi@example.ng",
      subject: "Verify your email for Ile",
      text: "Open https://ile.ng/verify/email/1/abc",
      kind: "verify_email",
    });
    await t.app.outbox.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.from).toContain("no-reply@ile.ng");
    expect(smtp.mails[0]!.to[0]).toContain("kemi@example.ng");
    expect(smtp.mails[0]!.data).toContain("Subject: Verify your email for Ile");
    expect(smtp.mails[0]!.data).toContain("https://ile.ng/verify/email/1/abc");
    const [row] = await t.database.query<{ state: string }>("select state from outbox where id = $1", [id]);
    expect(row!.state).toBe("sent");
  });
});
