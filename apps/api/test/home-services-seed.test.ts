/** The home-services seeder (issue 20): real catalogue, sample prices, a plumber in Lekki, idempotent. */
import { afterAll, beforeAll, expect, it } from "vitest";
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
  for (const city of ["Lagos", "Abuja", "Port Harcourt"]) {
    const res = await t.app.inject({
      method: "GET",
      url: `/svc/store/building-materials.php?location=${city}`,
    });
    expect(res.json().total_results, city).toBe(22);
  }
});
