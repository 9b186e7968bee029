/**
 * The building-materials store (issue 20, ADR 0301): the SPEC §7 list (`?id=`, filters, pages, `&amp;` names),
 * sellers' products (verified sellers only, their own only), orders with stock that never goes below zero under
 * concurrent orders, online payment through the one settle path (sandbox), unpaid and cancelled orders giving
 * their stock back once, and the seller's confirm → dispatch → deliver steps.
 */
import { homeServicesMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

let t: TestApp;
const BASE = "/svc/store";
type User = Awaited<ReturnType<typeof createUser>>;
let seller: User;
let buyer: User;
let unverified: User;

const product = (over: Record<string, unknown> = {}) => ({
  name: "Dangote 3X Cement & Sand Mix",
  category: "cement",
  price: 9500,
  discount: 10,
  quantity: 100,
  unit: "50kg bag",
  state: "Lagos",
  city: "Ikeja",
  address: "Plot 4, Oba Akran Avenue",
  details: "Grade 42.5R.\n\nDelivered within Lagos in 48 hours.",
  phone: "+2348031112222",
  pay_on_delivery: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}, who = seller) {
  const res = await t.app.inject({
    method: "POST",
    url: `${BASE}/products`,
    headers: who.auth,
    payload: product(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; product_quantity: number };
}
const stock = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?id=${id}` })).json().products[0]
    .product_quantity as number;
const order = (productId: number, quantity: number, headers: Record<string, string>, method = "delivery") =>
  t.app.inject({
    method: "POST",
    url: `${BASE}/orders`,
    headers,
    payload: {
      product_id: productId,
      quantity,
      delivery_address: "5 Admiralty Way, Lekki",
      phone: "+2348090000001",
      payment_method: method,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  seller = await createUser(t.app, { phone: "+2348031112222", profile: { verifiedAt: new Date() } });
  buyer = await createUser(t.app);
  unverified = await createUser(t.app);
});
afterAll(() => t.close());

describe("GET /building-materials.php", () => {
  it("answers status, total_results and products with the SPEC §3 server fields; ?id= gives one or none", async () => {
    const p = await create();
    await create({
      name: "Roofing sheet 0.55mm",
      category: "roofing",
      state: "Rivers",
      city: "Port Harcourt",
    });
    const res = await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?id=${p.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("success");
    expect(body.total_results).toBe(1);
    expect(body.products[0]).toMatchObject({
      id: p.id,
      product_name: "Dangote 3X Cement &amp; Sand Mix",
      product_price: 9500,
      product_location: "Ikeja, Lagos",
      product_address: "Plot 4, Oba Akran Avenue",
      product_image: null,
      product_details: "Grade 42.5R.\n\nDelivered within Lagos in 48 hours.",
      product_discount: 10,
      product_quantity: 100,
      phone_number: "+2348031112222",
      seller_id: seller.user.id,
    });
    const none = await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?id=99999999` });
    expect(none.json()).toMatchObject({ status: "success", total_results: 0, products: [] });
  });

  it("filters by category, location (state or town) and query, and pages", async () => {
    const names = async (qs: string) =>
      (await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?${qs}` }))
        .json()
        .products.map((p: { product_name: string }) => p.product_name);
    expect(await names("category=roofing")).toEqual(["Roofing sheet 0.55mm"]);
    expect(await names("location=rivers")).toEqual(["Roofing sheet 0.55mm"]);
    expect(await names("location=Port%20Harcourt")).toEqual(["Roofing sheet 0.55mm"]);
    expect(await names("location=ikeja&category=cement")).toContain("Dangote 3X Cement &amp; Sand Mix");
    expect(await names("query=cement")).toContain("Dangote 3X Cement &amp; Sand Mix");
    const paged = (
      await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?per_page=1&page=2` })
    ).json();
    expect(paged.products).toHaveLength(1);
    expect(paged.pagination.per_page).toBe(1);
    const bad = await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?category=gold` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().status).toBe("error");
  });
});

describe("sellers", () => {
  it("only KYC-verified users sell, and only their own products change", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/products`,
      headers: unverified.auth,
      payload: product(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.sellerNotVerified);
    const p = await create();
    const other = await t.app.inject({
      method: "PUT",
      url: `${BASE}/products/${p.id}`,
      headers: buyer.auth,
      payload: { price: 1 },
    });
    expect(other.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: "PUT",
      url: `${BASE}/products/${p.id}`,
      headers: seller.auth,
      payload: { price: 9900, quantity: 40 },
    });
    expect(mine.json().data).toMatchObject({
      product_price: 9900,
      product_quantity: 40,
      product_discount: 10,
    });
    const gone = await t.app.inject({
      method: "DELETE",
      url: `${BASE}/products/${p.id}`,
      headers: seller.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: `${BASE}/building-materials.php?id=${p.id}` })).json()
        .products,
    ).toEqual([]);
  });
});

describe("orders", () => {
  it("concurrent orders for the last units never oversell", async () => {
    const p = await create({ quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const replies = await Promise.all(buyers.map((b) => order(p.id, 1, b.auth)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(M.outOfStock(0));
    expect(await stock(p.id)).toBe(0);

    const q = await create({ quantity: 5 });
    const two = await Promise.all([order(q.id, 3, buyers[0]!.auth), order(q.id, 3, buyers[1]!.auth)]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stock(q.id)).toBe(2);
    const loser = two.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe(M.outOfStock(2));
  });

  it("seller confirms, dispatches, delivers; stock drops by the quantity once; both sides are told", async () => {
    const p = await create({ quantity: 20 });
    const placed = await order(p.id, 2, buyer.auth);
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().data;
    expect(o).toMatchObject({ status: "placed", quantity: 2, unit_price: 8550, total: 17100, role: "buyer" });
    expect(await stock(p.id)).toBe(18);
    const step = (a: string, who: User) =>
      t.app.inject({ method: "POST", url: `${BASE}/orders/${o.id}/${a}`, headers: who.auth });
    expect((await step("confirm", buyer)).statusCode).toBe(403);
    expect((await step("dispatch", seller)).statusCode).toBe(409);
    expect((await step("confirm", seller)).json().data.status).toBe("confirmed");
    // The buyer can no longer cancel once confirmed.
    const late = await step("cancel", buyer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.illegal("confirmed", "cancelled", "order"));
    expect((await step("dispatch", seller)).json().data.status).toBe("dispatched");
    const delivered = (await step("deliver", seller)).json().data;
    expect(delivered).toMatchObject({ status: "delivered", paid: true });
    expect(await stock(p.id)).toBe(18);
    const mail = (await t.app.inject({ method: "GET", url: `/api/dev/outbox?to=${buyer.user.email}` })).json()
      .data;
    expect(mail.map((m: { subject: string }) => m.subject.split(":")[0])).toEqual(
      expect.arrayContaining(["Order confirmed", "Order dispatched", "Order delivered"]),
    );
    const sellerMail = (
      await t.app.inject({ method: "GET", url: `/api/dev/outbox?to=${seller.user.email}` })
    ).json().data;
    expect(sellerMail.some((m: { subject: string }) => m.subject.startsWith("New order"))).toBe(true);
    const stranger = await createUser(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: `${BASE}/orders/${o.id}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
  });

  it("a cancelled order gives its stock back once", async () => {
    const p = await create({ quantity: 10 });
    const o = (await order(p.id, 4, buyer.auth)).json().data;
    expect(await stock(p.id)).toBe(6);
    const both = await Promise.all([
      t.app.inject({ method: "POST", url: `${BASE}/orders/${o.id}/cancel`, headers: buyer.auth }),
      t.app.inject({ method: "POST", url: `${BASE}/orders/${o.id}/cancel`, headers: seller.auth }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stock(p.id)).toBe(10);
  });

  it("refuses pay on delivery where the seller does not allow it, own products and bad quantities", async () => {
    const p = await create({ quantity: 10, pay_on_delivery: false });
    const pod = await order(p.id, 1, buyer.auth);
    expect(pod.statusCode).toBe(422);
    expect(pod.json().errors.payment_method).toEqual([M.noPayOnDelivery]);
    expect((await order(p.id, 1, seller.auth, "online")).statusCode).toBe(409);
    expect((await order(p.id, 0, buyer.auth, "online")).statusCode).toBe(422);
    expect((await order(p.id, 11, buyer.auth, "online")).statusCode).toBe(409);
    expect(await stock(p.id)).toBe(10);
  });

  it("online: pays through the sandbox and the one settle path, value given once", async () => {
    const p = await create({ quantity: 10, pay_on_delivery: false });
    const placed = await order(p.id, 2, buyer.auth, "online");
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().data;
    expect(o).toMatchObject({ status: "awaiting_payment", paid: false, total_kobo: 1_710_000 });
    expect(o.payment_url).toMatch(/\/api\/sandbox\/checkout\//);
    expect(await stock(p.id)).toBe(8);
    // The seller cannot confirm before the payment.
    const early = await t.app.inject({
      method: "POST",
      url: `${BASE}/orders/${o.id}/confirm`,
      headers: seller.auth,
    });
    expect(early.statusCode).toBe(409);
    const paid = await sandboxCheckout(t, o.payment_url, "pay");
    expect(paid.statusCode).toBe(303);
    const verified = await Promise.all([
      t.app.inject({ method: "POST", url: `${BASE}/orders/${o.id}/verify`, headers: buyer.auth }),
      t.app.inject({ method: "GET", url: `/api/payment/callback?reference=${o.payment_reference}` }),
    ]);
    expect(verified[0]!.json().data).toMatchObject({ status: "placed", paid: true });
    expect(verified[1]!.json().next_steps ?? verified[1]!.json().data?.next_steps).toEqual([
      ...M.orderPaidNextSteps,
    ]);
    const payments = await t.app.database.query<{ status: string; purpose: string }>(
      "select status, purpose from payments where reference = $1",
      [o.payment_reference],
    );
    expect(payments).toEqual([{ status: "success", purpose: "store_order" }]);
    expect(await stock(p.id)).toBe(8);
    const confirm = await t.app.inject({
      method: "POST",
      url: `${BASE}/orders/${o.id}/confirm`,
      headers: seller.auth,
    });
    expect(confirm.json().data.status).toBe("confirmed");
    // Subscription history does not list store payments.
    const history = await t.app.inject({
      method: "GET",
      url: "/api/get/subscription/history",
      headers: buyer.auth,
    });
    expect(JSON.stringify(history.json())).not.toContain(o.payment_reference);
  });

  it("an unpaid online order is cancelled by the sweep and its stock returns once", async () => {
    const p = await create({ quantity: 3, pay_on_delivery: false });
    const o = (await order(p.id, 3, buyer.auth, "online")).json().data;
    expect(await stock(p.id)).toBe(0);
    await sandboxCheckout(t, o.payment_url, "decline");
    expect(await t.app.services.storeOrders.expireUnpaid(0)).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.storeOrders.expireUnpaid(0)).toBe(0);
    expect(await stock(p.id)).toBe(3);
    const seen = await t.app.inject({ method: "GET", url: `${BASE}/orders/${o.id}`, headers: buyer.auth });
    expect(seen.json().data).toMatchObject({
      status: "cancelled",
      cancel_reason: M.unpaidExpired,
      payment_url: null,
    });
  });
});
