/**
 * Issue 38: a payment returns to the origin it was started on when that origin is allowed (PUBLIC_URL, its
 * loopback spellings, ALLOWED_ORIGINS), so the payer comes back where their session is; any other Host header
 * gets PUBLIC_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedOrigins, callbackUrl } from "../src/modules/payments/callback-url.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000", AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

async function startOn(host: string) {
  const user = await createUser(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/subscription/initiate",
    headers: { ...user.auth, host },
    payload: { plan_type: "premium", interval: "monthly" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reference = res.json().reference as string;
  const [row] = await t.database.query<{ callback_url: string }>(
    "select callback_url from sandbox_transactions where reference = $1",
    [reference],
  );
  return row!.callback_url;
}

describe("where a payment returns", () => {
  it("to the loopback address it was started on, not PUBLIC_URL's spelling of it", async () => {
    expect(await startOn("127.0.0.1:3000")).toBe("http://127.0.0.1:3000/subscription/callback");
    expect(await startOn("localhost:3000")).toBe("http://localhost:3000/subscription/callback");
  });

  it("to PUBLIC_URL when the request's host is not an allowed origin", async () => {
    expect(await startOn("evil.example")).toBe("http://localhost:3000/subscription/callback");
    expect(await startOn("127.0.0.1:4000")).toBe("http://localhost:3000/subscription/callback");
  });

  it("allows PUBLIC_URL, ALLOWED_ORIGINS and nothing else", () => {
    const config = { PUBLIC_URL: "https://ile.ng", ALLOWED_ORIGINS: ["https://www.ile.ng"] };
    expect([...allowedOrigins(config)]).toEqual(["https://ile.ng", "https://www.ile.ng"]);
    expect(callbackUrl(config, "https://www.ile.ng", "/x")).toBe("https://www.ile.ng/x");
    expect(callbackUrl(config, "http://www.ile.ng", "/x")).toBe("https://ile.ng/x");
    expect(callbackUrl(config, null, "/x")).toBe("https://ile.ng/x");
  });
});
