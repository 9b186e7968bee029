/**
 * Issue 37 (ADR 0270): the market chart's figures. GET /api/analytics/market/monthly gives, for a scope, the
 * exact median asking yearly rent and sale price of the listings added each month (monthly rents × 12; short
 * lets and deleted listings left out), oldest month first; the same access rule as the rest of analytics.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

// [month, kind, period, naira, town, bedrooms, deleted]
type Row = [string, "rent" | "sale", "year" | "month" | "night" | null, number, string, number, boolean?];
const ROWS: Row[] = [
  ["2026-09-10", "rent", "year", 1_000_000, "Yaba", 2],
  ["2026-09-12", "rent", "year", 2_000_000, "Yaba", 2],
  ["2026-09-15", "rent", "year", 3_000_000, "Lekki", 3],
  ["2026-09-20", "sale", null, 80_000_000, "Lekki", 4],
  ["2026-10-02", "rent", "month", 200_000, "Yaba", 2], // 2.4m a year
  ["2026-10-03", "rent", "night", 50_000, "Lekki", 3], // short let: left out
  ["2026-10-04", "rent", "year", 90_000_000, "Lekki", 3, true], // deleted: left out
  ["2026-11-05", "sale", null, 100_000_000, "Lekki", 4],
  ["2026-11-06", "sale", null, 120_000_000, "Yaba", 3],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "admin" });
  const owner = await createUser(t.app, { role: "landlord" });
  let seq = 0;
  for (const [day, kind, period, naira, city, bedrooms, deleted] of ROWS) {
    seq += 1;
    await t.database.query(
      `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type,
         city, state, bedrooms, created_at, deleted_at)
       values ($1, $2, $3, $4, $5, $6, 'apartment', 'Flat', $7, 'Lagos', $8, $9, $10)`,
      [
        `monthly-${seq}`,
        owner.user.id,
        `Listing ${seq}`,
        naira * 100,
        kind,
        period,
        city,
        bedrooms,
        `${day}T10:00:00Z`,
        deleted ? new Date() : null,
      ],
    );
  }
  expect(
    (await t.app.inject({ method: "POST", url: "/api/analytics/refresh", headers: admin.auth })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const monthly = (query = "", headers = admin.auth) =>
  t.app.inject({ url: `/api/analytics/market/monthly${query}`, headers });

describe("median asking rent and price per month", () => {
  it("gives each month's exact medians of both kinds for Lagos, oldest first", async () => {
    const res = await monthly("?state=Lagos");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.months).toEqual([
      {
        month: "2026-09",
        rent_median_kobo: 200_000_000,
        rent_listings: 3,
        sale_median_kobo: 8_000_000_000,
        sale_listings: 1,
      },
      {
        month: "2026-10",
        rent_median_kobo: 240_000_000,
        rent_listings: 1,
        sale_median_kobo: null,
        sale_listings: 0,
      },
      {
        month: "2026-11",
        rent_median_kobo: null,
        rent_listings: 0,
        sale_median_kobo: 10_000_000_000,
        sale_listings: 2,
      },
    ]);
    expect(res.json().data.refreshed_at).toEqual(expect.any(String));
  });

  it("narrows to a town and bedrooms", async () => {
    const yaba = (await monthly("?state=Lagos&city=Yaba&bedrooms=2")).json().data.months;
    expect(yaba).toEqual([
      {
        month: "2026-09",
        rent_median_kobo: 100_000_000,
        rent_listings: 2,
        sale_median_kobo: null,
        sale_listings: 0,
      },
      {
        month: "2026-10",
        rent_median_kobo: 240_000_000,
        rent_listings: 1,
        sale_median_kobo: null,
        sale_listings: 0,
      },
    ]);
    expect((await monthly("?state=Lagos&city=Ikeja")).json().data.months).toEqual([]);
  });

  it("401 signed out, 403 without an analytics plan, 422 for bad filters", async () => {
    expect((await t.app.inject({ url: "/api/analytics/market/monthly" })).statusCode).toBe(401);
    const tenant = await createUser(t.app);
    expect((await monthly("", tenant.auth)).json()).toMatchObject({ statusCode: 403, code: "PLAN_REQUIRED" });
    const bad = await monthly("?bedrooms=many");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ bedrooms: ["bedrooms must be a whole number"] });
  });
});
