/** The home-services seeder (issue 20): real catalogue, sample prices, a plumber in Lekki, idempotent. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedHomeServices } from "../src/seed/home-services.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
});
afterAll(() => t.close());

it("seeds providers of every trade and the materials catalogue for three cities, once", async () => {
  const ctx = { db: t.db, dataDir: datasetsDir, scale: null, log: () => {} };
  expect(await seedHomeServices.run(ctx)).toBe("80 new providers, 66 new products");
  expect(await seedHomeServices.run(ctx)).toBe("0 new providers, 0 new products");
  const lekki = (
    await t.app.inject({
      method: "GET",
      url: "/svc/providers/service-providers.php?category=plumber&city=Lekki",
    })
  ).json();
  expect(lekki.service_providers.length).toBeGreaterThan(0);
  const cement = (
    await t.app.inject({
      method: "GET",
      url: "/svc/store/building-materials.php?category=cement&location=Lagos",
    })
  ).json();
  expect(cement.total_results).toBe(3);
  expect(cement.products.every((p: { sample: boolean }) => p.sample)).toBe(true);
  // The `sample` flag is what says "Sample price (demo data)" on the pages; the details do not say it again
  // (issue 38: it was printed twice).
  expect(
    cement.products.some((p: { product_details: string }) => /sample price/i.test(p.product_details)),
  ).toBe(false);
  // On Ile since many different days before today, not all since the day the seed ran (issue 38).
  const since = (
    await rowsOf<{ day: string }>(
      t.db,
      sql`select distinct to_char(created_at, 'YYYY-MM-DD') as day from service_providers`,
    )
  ).map((r) => r.day);
  expect(since.length).toBeGreaterThan(60);
  expect(since).not.toContain(new Date().toISOString().slice(0, 10));
  for (const city of ["Lagos", "Abuja", "Port Harcourt"]) {
    const res = await t.app.inject({
      method: "GET",
      url: `/svc/store/building-materials.php?location=${city}`,
    });
    expect(res.json().total_results, city).toBe(22);
  }
});

/**
 * Issue 34: no demo provider or seller carries a number in a real Nigerian mobile range (+234 7x/8x/9x): Nigeria
 * publishes no fictitious range, so they have none, and a database seeded with the old invented numbers is cleared
 * on the next run (ADR 0300 addendum).
 */
it("gives demo providers and sellers no phone number, and clears numbers an earlier seed invented", async () => {
  const ctx = { db: t.db, dataDir: datasetsDir, scale: null, log: () => {} };
  await seedHomeServices.run(ctx);
  // An older seed's numbers, as a database seeded before this change holds them.
  await t.db.execute(sql`update service_providers set phone = '+2348032000037', phone2 = '+2348123000041'
    where demo`);
  await t.db.execute(sql`update store_products set phone = '+2348030000101' where sample`);
  await t.db.execute(
    sql`update users set phone = '+2348030000101' where email = 'seller-lagos@store.seed.ile.ng'`,
  );
  expect(await seedHomeServices.run(ctx)).toBe("0 new providers, 0 new products");

  const realMobile = /^\+?234[789][01]\d{8}$/;
  const stored = await rowsOf<{ phone: string | null }>(
    t.db,
    sql`select phone from service_providers where demo
        union all select phone2 from service_providers where demo
        union all select phone from store_products where sample
        union all select phone from users
          where email like '%@providers.seed.ile.ng' or email like '%@store.seed.ile.ng'`,
  );
  expect(stored.length).toBeGreaterThan(80 * 2 + 66);
  expect(stored.filter((r) => r.phone && realMobile.test(r.phone.replace(/\s/g, "")))).toEqual([]);

  // What a client sees: no number, so the pages show no call link.
  const providers = (
    await t.app.inject({ method: "GET", url: "/svc/providers/service-providers.php?per_page=100" })
  ).json();
  expect(providers.service_providers.length).toBeGreaterThan(0);
  for (const p of providers.service_providers)
    expect({ phone: p.phone, phone2: p.phone2, phone_numbers: p.phone_numbers }).toEqual({
      phone: "",
      phone2: "",
      phone_numbers: [],
    });
  const products = (
    await t.app.inject({ method: "GET", url: "/svc/store/building-materials.php?per_page=100" })
  ).json();
  expect(products.products.length).toBeGreaterThan(0);
  expect(products.products.map((p: { phone_number: string }) => p.phone_number)).toEqual(
    products.products.map(() => ""),
  );
});
