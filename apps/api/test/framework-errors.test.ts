/**
 * Issue 34 item 7 (ADR 0004 addendum): every framework-level failure answers in the one error shape, over real
 * HTTP, since app.inject bypasses Node's HTTP parser: the parser's own refusals (431, 400), routing (400, 404,
 * 414), and body parsing (400, 413, 415).
 */
import { connect } from "node:net";
import { apiErrorSchema } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Writes `request` as it is on a new connection and reads the whole answer (until the server closes or it is complete). */
function raw(request: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const cut = text.indexOf("\r\n\r\n");
      const head = text.slice(0, cut);
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: text.slice(cut + 4) });
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // A kept-alive answer is complete once its content-length is read.
      const text = Buffer.concat(chunks).toString("utf8");
      const cut = text.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(text.slice(0, cut))?.[1];
      if (cut >= 0 && length && Buffer.byteLength(text.slice(cut + 4)) >= Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on("close", () => (chunks.length ? done() : reject(new Error("closed without an answer"))));
    // The server may close while the rest of a refused request is still being written.
    socket.on("error", () => {});
    socket.write(request);
  });
}

const request = (method: string, path: string, headers: Record<string, string> = {}, body = "") =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries({
    ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
    ...headers,
  })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n${body}`;

/** The answer is `status`, JSON, in the one error shape with `message`. */
async function expectShape(req: string, status: number, message: string, code = "BAD_REQUEST") {
  const res = await raw(req);
  expect(res.status, res.headers + res.body).toBe(status);
  expect(res.headers).toContain("content-type: application/json");
  const body = JSON.parse(res.body);
  expect(apiErrorSchema.safeParse(body).success, res.body).toBe(true);
  expect(body).toEqual({ status: "error", statusCode: status, message, code });
}

describe("framework-level errors over HTTP answer in the one shape", () => {
  it("headers over 16 KB: 431", async () => {
    await expectShape(
      request("GET", "/api/properties", { "x-big": "a".repeat(17_000) }),
      431,
      "The request headers are too large",
    );
  });

  it("a request line over 16 KB: 431", async () => {
    await expectShape(
      request("GET", `/api/properties?q=${"a".repeat(17_000)}`),
      431,
      "The request headers are too large",
    );
  });

  it("a malformed header or request line: 400", async () => {
    await expectShape(
      "GET /api/properties HTTP/1.1\r\nhost: x\r\nbad header\r\n\r\n",
      400,
      "Invalid request",
    );
    await expectShape("GET /api/properties HTTP/9.9\r\n\r\n", 400, "Invalid request");
  });

  it("an over-long path parameter: 414", async () => {
    await expectShape(request("GET", `/api/properties/${"a".repeat(500)}`), 414, "The address is too long");
  });

  it("a malformed URL encoding: 400", async () => {
    await expectShape(request("GET", "/api/properties/%ZZ"), 400, "Invalid request");
  });

  it("an unknown API path or a method no route has: 404", async () => {
    await expectShape(request("GET", "/api/no-such-thing"), 404, "Resource not found", "NOT_FOUND");
    await expectShape(request("DELETE", "/api/login"), 404, "Resource not found", "NOT_FOUND");
  });

  it("a body over 1 MB: 413", async () => {
    const body = JSON.stringify({ email: "a".repeat(1_100_000) });
    await expectShape(
      request("POST", "/api/login", { "content-type": "application/json" }, body),
      413,
      "The upload is too large",
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("an unsupported content type: 415", async () => {
    await expectShape(
      request("POST", "/api/login", { "content-type": "application/x-unknown" }, "a=b"),
      415,
      "Unsupported content type",
    );
  });

  it("malformed or empty JSON: 400", async () => {
    await expectShape(
      request("POST", "/api/login", { "content-type": "application/json" }, "{"),
      400,
      "Invalid request",
    );
    await expectShape(
      request("POST", "/api/login", { "content-type": "application/json", "content-length": "0" }),
      400,
      "Invalid request",
    );
  });
});
