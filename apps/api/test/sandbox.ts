import { expect } from "vitest";
import type { TestApp } from "./helpers.ts";

/** Pays (or declines) on the sandbox checkout page as the browser's form would. */
export async function sandboxCheckout(app: TestApp, paymentUrl: string, action: "pay" | "decline") {
  const path = new URL(paymentUrl).pathname;
  const page = await app.app.inject({ method: "GET", url: path });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  return app.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `action=${action}`,
  });
}
