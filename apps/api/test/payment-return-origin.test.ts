/**
 * Issue 38: a payment returns to the origin it was started on when that origin is allowed (PUBLIC_URL, its
 * loopback spellings, ALLOWED_ORIGINS), so the payer comes back where their session is; any other Host header
 * gets PUBLIC_URL. Every kind of payment: subscriptions, profile unlocks, rent installments, store orders.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lagosToday } from "../src/modules/tenancies/service.ts";
import { allowedOrigins, callbackUrl } from "../src/platform/origin.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000", AUTH_RATE_LIMIT: "10000" });
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
});
afterAll(() => t.close());

/** The callback URL the sandbox gateway was given for a payment. */
async function returnsTo(reference: string) {
  expect(reference).toBeTruthy();
  const [row] = await t.database.query<{ callback_url: string }>(
    "select callback_url from sandbox_transactions where reference = $1",
    [reference],
  );
  return row!.callback_url;
}

/** A new user starts paying for Premium on `host`: the reply's reference and payment_url. */
async function startSubscription(host: string): Promise<{ reference: string; payment_url: string }> {
  const user = await createUser(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/subscription/initiate",
    headers: { ...user.auth, host },
    payload: { plan_type: "premium", interval: "monthly" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const kinds: Record<string, { path: (ref: string) => string; start: (host: string) => Promise<string> }> = {
  subscription: {
    path: () => "/subscription/callback",
    start: async (host) => (await startSubscription(host)).reference,
  },
  "profile unlock": {
    path: (ref) => `/payment/verify/${ref}`,
    async start(host) {
      const [agent, viewer] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payment/initiate",
        headers: { ...viewer.auth, host },
        payload: { unique_key: agent.profile.uniqueKey },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reference as string;
    },
  },
  "rent installment": {
    path: (ref) => `/dashboard/tenancy?reference=${ref}`,
    async start(host) {
      const landlord = await createUser(t.app, { role: "landlord" });
      const tenant = await createUser(t.app);
      const made = await t.app.inject({
        method: "POST",
        url: "/api/tenancies",
        headers: landlord.auth,
        payload: {
          address: `${Math.floor(Math.random() * 1e6)} Admiralty Way`,
          unit_label: "Flat 2",
          city: "Lekki",
          state: "Lagos",
          tenant_email: tenant.user.email,
          start_date: lagosToday(),
          period: "month",
          periods: 12,
          rent_kobo: 25_000_000,
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      const d = made.json().data;
      const res = await t.app.inject({
        method: "POST",
        url: `/api/tenancies/${d.id}/installments/${d.installments[0].id}/pay`,
        headers: { ...tenant.auth, host },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.reference as string;
    },
  },
  "store order": {
    path: (ref) => `/payment/verify/${ref}`,
    async start(host) {
      const seller = await createUser(t.app, { profile: { verifiedAt: new Date() } });
      const buyer = await createUser(t.app);
      const product = await t.app.inject({
        method: "POST",
        url: "/svc/store/products",
        headers: seller.auth,
        payload: {
          name: "Dangote 3X Cement",
          category: "cement",
          price: 9500,
          quantity: 100,
          unit: "50kg bag",
          state: "Lagos",
          city: "Ikeja",
          address: "Plot 4, Oba Akran Avenue",
          details: "Grade 42.5R.",
          phone: "+2348031112222",
        },
      });
      expect(product.statusCode, product.body).toBe(201);
      const res = await t.app.inject({
        method: "POST",
        url: "/svc/store/orders",
        headers: { ...buyer.auth, host },
        payload: {
          product_id: product.json().data.id,
          quantity: 1,
          delivery_address: "5 Admiralty Way, Lekki",
          phone: "+2348090000001",
          payment_method: "online",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.query<{ payment_reference: string }>(
        "select payment_reference from store_orders where id = $1",
        [res.json().data.id],
      );
      return row!.payment_reference;
    },
  },
};

describe.each(Object.entries(kinds))("where a %s payment returns", (_kind, { path, start }) => {
  it("to the loopback address it was started on, not PUBLIC_URL's spelling of it", async () => {
    const onIp = await start("127.0.0.1:3000");
    expect(await returnsTo(onIp)).toBe(`http://127.0.0.1:3000${path(onIp)}`);
    const onName = await start("localhost:3000");
    expect(await returnsTo(onName)).toBe(`http://localhost:3000${path(onName)}`);
  });

  it("to PUBLIC_URL when the request's host is not an allowed origin", async () => {
    const forged = await start("evil.example");
    expect(await returnsTo(forged)).toBe(`http://localhost:3000${path(forged)}`);
    const otherPort = await start("127.0.0.1:4000");
    expect(await returnsTo(otherPort)).toBe(`http://localhost:3000${path(otherPort)}`);
  });
});

describe("the sandbox checkout (the gateway `npm start` runs)", () => {
  it("is served on the origin the payment was started on, so paying sends the payer back there", async () => {
    for (const host of ["127.0.0.1:3000", "localhost:3000"]) {
      const checkout = new URL((await startSubscription(host)).payment_url);
      expect(checkout.origin, host).toBe(`http://${host}`);
      const paid = await t.app.inject({
        method: "POST",
        url: checkout.pathname,
        headers: { host },
        payload: { action: "pay" },
      });
      expect(paid.statusCode).toBe(303);
      // A path: the browser stays on the checkout's origin.
      expect(paid.headers.location).toMatch(/^\/subscription\/callback\?/);
    }
  });
});

describe("allowed origins", () => {
  it("allows PUBLIC_URL, ALLOWED_ORIGINS and nothing else", () => {
    const config = { PUBLIC_URL: "https://ile.ng", ALLOWED_ORIGINS: ["https://www.ile.ng"] };
    expect([...allowedOrigins(config)]).toEqual(["https://ile.ng", "https://www.ile.ng"]);
    expect(callbackUrl(config, "https://www.ile.ng", "/x")).toBe("https://www.ile.ng/x");
    expect(callbackUrl(config, "http://www.ile.ng", "/x")).toBe("https://ile.ng/x");
    expect(callbackUrl(config, null, "/x")).toBe("https://ile.ng/x");
  });
});
