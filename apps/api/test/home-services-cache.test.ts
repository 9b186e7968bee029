/**
 * The provider directory and the product list come from the anonymous page cache (ADR 0304): a signed-out
 * request is answered from a page kept under the content version, so every write those lists show must make the
 * old page unreachable before it answers. Each test reads the list first (so a page is cached), writes, and reads
 * again at once, well inside the cache's 5 s: the second read must show the write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let seller: User;
let buyer: User;
let provider: User;
let customer: User;
let providerId: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  seller = await createUser(t.app, { profile: { verifiedAt: new Date() } });
  buyer = await createUser(t.app);
  provider = await createUser(t.app, { phone: "+2348031230000" });
  customer = await createUser(t.app);
  const made = await t.app.inject({
    method: "POST",
    url: "/svc/providers/me",
    headers: provider.auth,
    payload: {
      name: "Ada Wires",
      category: "electrician",
      speciality: "Rewiring and inverters",
      state: "Lagos",
      city: "Ikeja",
      service_areas: [],
      email: "ada.wires@example.ng",
      phone: "+2348031230000",
      price_min: 10000,
      price_max: 50000,
      bio: "Electrician in Ikeja.",
      availability: "Mon–Fri",
      bank_name: "GTBank",
      account_number: "0123456789",
      payment_method: "Bank transfer",
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  providerId = made.json().data.id;
});
afterAll(() => t.close());

describe("product list (cached for every caller)", () => {
  it("shows a price change and the stock an order took at once, and the same bytes twice", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/svc/store/products",
      headers: seller.auth,
      payload: {
        name: "Dangote Cement 42.5R",
        category: "cement",
        price: 9500,
        discount: 0,
        quantity: 40,
        unit: "50kg bag",
        state: "Lagos",
        city: "Ikeja",
        address: "Oba Akran Avenue",
        details: "Grade 42.5R",
        phone: "+2348031112222",
        pay_on_delivery: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const url = `/svc/store/building-materials.php?id=${id}`;
    const first = await get(url);
    expect(first.json().products[0]).toMatchObject({ product_price: 9500, product_quantity: 40 });
    expect((await get(url)).body).toBe(first.body);

    const changed = await t.app.inject({
      method: "PUT",
      url: `/svc/store/products/${id}`,
      headers: seller.auth,
      payload: { price: 9900 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(url)).json().products[0].product_price).toBe(9900);

    const ordered = await t.app.inject({
      method: "POST",
      url: "/svc/store/orders",
      headers: buyer.auth,
      payload: {
        product_id: id,
        quantity: 2,
        delivery_address: "5 Admiralty Way, Lekki",
        phone: "+2348090000001",
        payment_method: "delivery",
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect((await get(url)).json().products[0].product_quantity).toBe(38);
    // A signed-in caller gets the same list (nothing in it depends on who asks).
    expect((await get(url, buyer.auth)).json().products[0].product_quantity).toBe(38);

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/svc/store/orders/${ordered.json().data.id}/cancel`,
      headers: buyer.auth,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await get(url)).json().products[0].product_quantity).toBe(40);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/svc/store/products/${id}`,
      headers: seller.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(url)).json()).toMatchObject({ total_results: 0, products: [] });
  });
});

describe("provider directory (cached for signed-out visitors)", () => {
  const url = "/svc/providers/service-providers.php?category=electrician";

  it("shows a profile change at once; bank fields only in the provider's own signed-in list", async () => {
    const before = (await get(url)).json().service_providers[0];
    expect(before).toMatchObject({ id: providerId, speciality: "Rewiring and inverters", bank_name: null });
    const updated = await t.app.inject({
      method: "PUT",
      url: "/svc/providers/me",
      headers: provider.auth,
      payload: { speciality: "Solar and inverter backup" },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get(url)).json().service_providers[0].speciality).toBe("Solar and inverter backup");
    // The cached page never leaks to or from a signed-in reply.
    expect((await get(url, provider.auth)).json().service_providers[0].bank_name).toBe("GTBank");
    expect((await get(url)).json().service_providers[0].bank_name).toBeNull();
    expect((await get(url, customer.auth)).json().service_providers[0].bank_name).toBeNull();
  });

  it("shows a new rating at once", async () => {
    expect((await get(url)).json().service_providers[0]).toMatchObject({ ratings: 0, rating_count: 0 });
    const job = await t.app.inject({
      method: "POST",
      url: "/svc/providers/jobs",
      headers: customer.auth,
      payload: {
        provider_id: providerId,
        title: "Change of wiring",
        details: "Rewire two bedrooms",
        address: "12 Allen Avenue",
        state: "Lagos",
        city: "Ikeja",
        wanted_on: "2026-12-01",
        budget: 25000,
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobId = job.json().data.id as number;
    const step = (name: string, who: User, payload: object = {}) =>
      t.app.inject({
        method: "POST",
        url: `/svc/providers/jobs/${jobId}/${name}`,
        headers: who.auth,
        payload,
      });
    expect((await step("quote", provider, { amount: 20000 })).statusCode).toBe(200);
    expect((await step("accept", customer)).statusCode).toBe(200);
    expect((await step("done", customer)).statusCode).toBe(200);
    const review = await t.app.inject({
      method: "POST",
      url: `/svc/providers/providers/${providerId}/reviews`,
      headers: customer.auth,
      payload: { job_id: jobId, rating: 4, comment: "Tidy work" },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await get(url)).json().service_providers[0]).toMatchObject({ ratings: 4, rating_count: 1 });
  });
});
