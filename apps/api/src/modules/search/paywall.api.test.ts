import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";

/** The paywall check of /premium-content: GET /api/search?page=1&limit=1&premium=1 (SPEC §4). */
describe("GET /api/search premium=1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const url = "/api/search?page=1&limit=1&premium=1";

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please log in to continue");
  });

  it("answers 402 payment_required to a signed-in user without premium access", async () => {
    const u = await createUser(t.app, { role: "tenant" });
    const res = await t.app.inject({ method: "GET", url, headers: u.auth });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      status: "payment_required",
      code: "PAYMENT_REQUIRED",
      message: "Payment required",
    });
  });

  it("answers 200 when entitlements allow (admin)", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const res = await t.app.inject({ method: "GET", url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("success");
  });
});
