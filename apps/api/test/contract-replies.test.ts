/**
 * Issue 18: the contract's schemas are the API's wire shapes. Each reply the web reads through the new accounts,
 * profile, KYC, valuation and subscription schemas of @ile/contract is taken from the real app and parsed
 * with them (a missing field, a wrong type or an unknown enum value fails).
 */
import {
  checkAuthReplySchema,
  kycStatusReplySchema,
  loginReplySchema,
  messageReplySchema,
  ownProfileReplySchema,
  plansReplySchema,
  registerReplySchema,
  subscriptionHistoryReplySchema,
  valuationOptionsReplySchema,
  valuationReplySchema,
} from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

function conforms(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}

describe("the contract describes what the API sends", () => {
  it("accounts: register, login, check-auth, resend", async () => {
    const email = `contract.${Date.now()}@example.ng`;
    const password = "Ikeja-GRA-house-9";
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        first_name: "Tunde",
        last_name: "Bakare",
        email,
        password,
        password_confirmation: password,
        role: "landlord",
      },
    });
    expect(registered.statusCode).toBe(201);
    conforms(registerReplySchema, registered.json());
    const resent = await t.app.inject({
      method: "POST",
      url: "/api/resend/verification/link-or-code",
      payload: { email, channel: "email" },
    });
    conforms(messageReplySchema, resent.json());

    const user = await createUser(t.app, { password });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: user.user.email, password },
    });
    expect(login.statusCode).toBe(200);
    conforms(loginReplySchema, login.json());
    const me = await t.app.inject({ url: "/api/check-auth", headers: user.auth });
    conforms(checkAuthReplySchema, me.json());
  });

  it("own profile and identity check", async () => {
    const user = await createUser(t.app, { role: "agent" });
    const profile = await t.app.inject({ url: "/api/profile", headers: user.auth });
    expect(profile.statusCode).toBe(200);
    conforms(ownProfileReplySchema, profile.json());
    const updated = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: user.auth,
      payload: { bio: "Flats in Yaba.", skills: ["Letting"], date_of_birth: "1985-02-01" },
    });
    conforms(ownProfileReplySchema, updated.json());
    const kyc = await t.app.inject({ url: "/api/kyc/status", headers: user.auth });
    conforms(kycStatusReplySchema, kyc.json());
  });

  it("valuation options and an estimate", async () => {
    const options = await t.app.inject({ url: "/api/valuation/options" });
    conforms(valuationOptionsReplySchema, options.json());
    const estimate = await t.app.inject({
      url: "/api/valuation?purpose=rent&state=Lagos&town=Yaba&property_type=Flat%20%2F%20Apartment&bedrooms=2",
    });
    expect(estimate.statusCode).toBe(200);
    conforms(valuationReplySchema, estimate.json());
  });

  it("plans and subscription history", async () => {
    const user = await createUser(t.app);
    conforms(plansReplySchema, (await t.app.inject({ url: "/api/subscriptions/price/list" })).json());
    const history = await t.app.inject({ url: "/api/get/subscription/history", headers: user.auth });
    conforms(subscriptionHistoryReplySchema, history.json());
  });
});
