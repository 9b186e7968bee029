/**
 * Issue 24: the affordability filter on rent lists. `income` (naira a month) keeps rent listings whose monthly rent
 * is at most a third of it (a yearly rent over 12); sales and short lets drop out.
 */
import { isAffordable } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
let landlord: Awaited<ReturnType<typeof createUser>>;
const city = "Ikeja GRA";

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord" });
  await subscribe(t.app, landlord.user.id, "business");
  const base = { category: "apartment", property_type: "Flat", city, state: "Lagos", bedrooms: 2 };
  for (const [title, price, listing_type, rent_period] of [
    ["Yearly 3.6m", 3_600_000, "rent", "year"],
    ["Yearly 3.6m and 1", 3_600_012, "rent", "year"],
    ["Monthly 300k", 300_000, "rent", "month"],
    ["Monthly 400k", 400_000, "rent", "month"],
    ["Nightly 50k", 50_000, "rent", "night"],
    ["For sale", 90_000_000, "sale", undefined],
  ] as const) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: landlord.auth,
      payload: { ...base, title: `${title} flat in Ikeja`, price, listing_type, rent_period },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/properties?city=${encodeURIComponent(city)}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { title: string; price_kobo: number; rent_period: string | null }[]).map(
    (p) => p,
  );
};

describe("income filter", () => {
  it("keeps only rents of at most a third of the monthly income, as the contract's rule says", async () => {
    const rows = await list("income=900000&limit=50");
    expect(rows.map((r) => r.title.split(" flat")[0]).sort()).toEqual(["Monthly 300k", "Yearly 3.6m"]);
    for (const r of rows) expect(isAffordable(r.price_kobo, r.rent_period, 90_000_000)).toBe(true);
    const all = await list("limit=50");
    expect(all).toHaveLength(6);
    const more = await list("income=1200000&listing_type=rent&limit=50");
    expect(more.map((r) => r.title.split(" flat")[0]).sort()).toEqual([
      "Monthly 300k",
      "Monthly 400k",
      "Yearly 3.6m",
      "Yearly 3.6m and 1",
    ]);
  });
  it("refuses a bad income with a 422", async () => {
    const res = await t.app.inject({ url: "/api/properties?income=-5" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.income).toEqual(["income cannot be negative"]);
  });
});
