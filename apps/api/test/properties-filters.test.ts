/**
 * Filters and pagination of GET /api/properties return exactly the rows a reference filter picks from the same
 * data (fast-check), on a table seeded by the real seeder (sale file + a generated top-up).
 */
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ListFilters, listingPage } from "../src/modules/properties/repo/listings.ts";
import { parseState } from "../src/platform/language/states.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedProperties } from "../src/seed/properties.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
interface Row {
  id: number;
  slug: string;
  listing_type: string;
  use: string;
  category: string;
  property_type: string;
  state: string;
  city: string;
  status: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  furnished: boolean;
  views: number;
  created_at: number;
}
let all: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The real seeder on a trimmed data dir would hide its bugs; run it on the real files and sample from them.
  const summary = await seedProperties.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  expect(summary).toMatch(/listings added/);
  // Keep the property test quick: a sample of 400 live rows, the rest soft-deleted (they must never show).
  await t.database.query(
    "update properties set deleted_at = now() where id not in (select id from properties order by md5(slug) limit 400)",
  );
  await t.database.query(
    "update properties set furnished = (id % 3 = 0), status = case when id % 7 = 0 then 'sold' else status end",
  );
  const rows = await t.database.query<Record<string, unknown>>(
    "select * from properties where deleted_at is null",
  );
  all = rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    listing_type: String(r.listing_type),
    use: String(r.use),
    category: String(r.category),
    property_type: String(r.property_type),
    state: String(r.state),
    city: String(r.city),
    status: String(r.status),
    price: Number(r.price),
    bedrooms: Number(r.bedrooms),
    bathrooms: Number(r.bathrooms),
    furnished: Boolean(r.furnished),
    views: Number(r.views),
    created_at: new Date(r.created_at as string).getTime(),
  }));
}, 300_000);
afterAll(() => t.close());

describe("GET /api/properties filters", () => {
  it("seeds real sale listings idempotently, with illustrations marked as such in the responsive sizes", async () => {
    const before = await t.database.query<{ n: string }>("select count(*) as n from properties");
    const again = await seedProperties.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
    expect(again).toMatch(/^0 listings added/);
    const after = await t.database.query<{ n: string }>("select count(*) as n from properties");
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(Number(before[0]?.n)).toBeGreaterThan(5000);
    const one = (await t.app.inject({ method: "GET", url: `/api/properties/${all[0]?.slug}` })).json().data;
    expect(one.images[0].url).toMatch(/^\/api\/photos\/illustration-[a-z]+-\d+-1280\.webp$/);
    expect(one.images[0].alt).toMatch(/^Illustration, not a photo of this property/);
    for (const size of one.images[0].sizes) {
      const photo = await t.app.inject({ method: "GET", url: size.url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(size.width);
    }
    // Listings are not all one picture: covers vary within a category.
    const covers = await t.database.query<{ n: string }>(
      "select count(distinct i.url) as n from property_images i join properties p on p.id = i.property_id where i.is_cover and p.category = 'duplex'",
    );
    expect(Number(covers[0]?.n)).toBeGreaterThanOrEqual(12);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/photos/illustration-castle-1-320.webp" })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/photos/..%2F..%2Fpackage.json" })).statusCode,
    ).not.toBe(200);
  }, 120_000);

  it("returns exactly the rows of a reference filter, in order, page by page", async () => {
    const states = [...new Set(all.map((r) => r.state))];
    const cities = [...new Set(all.map((r) => r.city))].slice(0, 12);
    const types = [...new Set(all.map((r) => r.property_type))];
    const prices = all.map((r) => r.price / 100).sort((a, b) => a - b);
    const query = fc.record({
      listing_type: fc.constantFrom("rent", "sale"),
      use: fc.constantFrom("residential", "commercial"),
      category: fc.constantFrom("duplex", "terrace", "apartment", "bungalow", "land"),
      property_type: fc.constantFrom(...types),
      state: fc.constantFrom(...states, "lagos", "Federal Capital Territory", "FCT"),
      city: fc.constantFrom(...cities),
      status: fc.constantFrom("available", "sold", "any"),
      min_price: fc.constantFrom(...prices.filter((_, i) => i % 40 === 0)),
      max_price: fc.constantFrom(...prices.filter((_, i) => i % 40 === 20)),
      bedrooms: fc.integer({ min: 0, max: 6 }),
      bathrooms: fc.integer({ min: 0, max: 6 }),
      furnished: fc.constantFrom("true", "false"),
      sort: fc.constantFrom("newest", "price_asc", "price_desc", "views"),
      limit: fc.integer({ min: 1, max: 25 }),
      page: fc.integer({ min: 1, max: 4 }),
    });
    // At most four filters at a time (besides sort/page/limit), so most queries match some rows.
    const FILTERS = [
      "listing_type",
      "use",
      "category",
      "property_type",
      "state",
      "city",
      "status",
      "min_price",
      "max_price",
      "bedrooms",
      "bathrooms",
      "furnished",
    ];
    const narrowed = fc
      .tuple(query, fc.subarray(FILTERS, { maxLength: 4 }))
      .map(
        ([full, keep]) =>
          Object.fromEntries(
            Object.entries(full).filter(([k]) => !FILTERS.includes(k) || keep.includes(k)),
          ) as Partial<typeof full>,
      );
    // The test above opened a listing (one counted view): read views again so the reference sort is current.
    const views = await t.database.query<{ id: string; views: number }>(
      "select id, views from properties where deleted_at is null",
    );
    const viewsOf = new Map(views.map((v) => [Number(v.id), Number(v.views)]));
    for (const r of all) r.views = viewsOf.get(r.id) ?? r.views;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(narrowed, async (q) => {
        const params = new URLSearchParams(
          Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
        );
        const res = await t.app.inject({ method: "GET", url: `/api/properties?${params}` });
        if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
          expect(res.statusCode).toBe(422);
          return;
        }
        expect(res.statusCode).toBe(200);
        const eqi = (a: string, b?: string) => b === undefined || a.toLowerCase() === b.toLowerCase();
        const expected = all
          .filter(
            (r) =>
              (!q.listing_type || r.listing_type === q.listing_type) &&
              (!q.use || r.use === q.use) &&
              (!q.category || r.category === q.category) &&
              eqi(r.property_type, q.property_type) &&
              (q.state === undefined || parseState(q.state).aliases.includes(r.state.toLowerCase())) &&
              eqi(r.city, q.city) &&
              (q.status === "any" || r.status === (q.status ?? "available")) &&
              (q.min_price === undefined || r.price >= Math.round(q.min_price * 100)) &&
              (q.max_price === undefined || r.price <= Math.round(q.max_price * 100)) &&
              (q.bedrooms === undefined || r.bedrooms >= q.bedrooms) &&
              (q.bathrooms === undefined || r.bathrooms >= q.bathrooms) &&
              (q.furnished === undefined || r.furnished === (q.furnished === "true")),
          )
          .sort((a, b) => {
            switch (q.sort ?? "newest") {
              case "price_asc":
                return a.price - b.price || a.id - b.id;
              case "price_desc":
                return b.price - a.price || b.id - a.id;
              case "views":
                return b.views - a.views || b.id - a.id;
              default:
                return b.created_at - a.created_at || b.id - a.id;
            }
          });
        const limit = q.limit ?? 20;
        const page = q.page ?? 1;
        const body = res.json();
        expect(body.meta).toEqual({
          current_page: page,
          last_page: Math.max(1, Math.ceil(expected.length / limit)),
          per_page: limit,
          total: expected.length,
        });
        if (expected.length > 0) nonEmpty += 1;
        expect(body.data.map((p: { id: number }) => p.id)).toEqual(
          expected.slice((page - 1) * limit, page * limit).map((r) => r.id),
        );
      }),
      { numRuns: 80 },
    );
    expect(nonEmpty).toBeGreaterThan(20);
  }, 120_000);

  it("reads a few matches whole or walks the sort's index, with the same pages either way", async () => {
    const filters: Omit<ListFilters, "sort" | "page" | "limit">[] = [
      {},
      { state: "Lagos" },
      { listing_type: "sale", bedrooms: 4 },
      { state: "Lagos", furnished: true, status: "available" },
      { state: "Abuja", city: "Lekki" },
    ];
    let shown = 0;
    for (const f of filters)
      for (const sort of ["newest", "price_asc", "price_desc", "views"] as const)
        for (const page of [1, 3]) {
          const q = { ...f, sort, page, limit: 9 };
          const whole = (await listingPage(t.app.db, q, true)).map((r) => Number(r.id));
          expect((await listingPage(t.app.db, q, false)).map((r) => Number(r.id))).toEqual(whole);
          shown += whole.length;
        }
    expect(shown).toBeGreaterThan(100);
  });
});
