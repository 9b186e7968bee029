/**
 * The demo world a stand-alone clone seeds (issue 17, ADR 0016/0213): built from the committed datasets only,
 * with generated rentals in every state that has sale listings, lists of available listings by default, the
 * FCT found under any of its names, and every category shown filled. Issue 38: the world looks real, not like a
 * demo: no two cards of a list's first pages alike (title + price + town), blocks of flats with the bedrooms of
 * several flats and land with none, short lets priced per night from the data's own range, and still labelled.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCacheOf } from "../src/platform/page-cache.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { FLAT_MAX_PARKING, saleListings } from "../src/seed/listings.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { seedProperties } from "../src/seed/properties.ts";
import { MIN_GROUP, type RentFacts } from "../src/seed/rent-facts.ts";
import { LAGOS_TOWN_NAMES, readRentFacts, SHORT_LET_NIGHTS } from "../src/seed/rentals.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let facts: RentFacts;
const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const ctx = { db: t.db, dataDir: datasetsDir, scale: null, log: () => {} };
  await seedPlaces.run(ctx);
  await seedProperties.run(ctx);
  facts = readRentFacts(datasetsDir);
}, 300_000);
afterAll(() => t.close());

describe("the demo world from the committed datasets", () => {
  it("has available rentals, generated and saying so, in every state that has sale listings", async () => {
    const sale = saleListings(readFileSync(join(datasetsDir, "nigeria_houses_sale.csv"), "utf8"));
    const states = [...new Set(sale.map((l) => l.state))];
    expect(states.length).toBeGreaterThan(20);
    const rows = await t.database.query<{ state: string; n: string; honest: string }>(
      `select state, count(*) as n, count(*) filter (where generated and description like '%Generated demo listing%') as honest
       from properties where listing_type = 'rent' and status = 'available' group by state`,
    );
    const byState = new Map(rows.map((r) => [r.state, r]));
    for (const state of states) {
      const r = byState.get(state);
      expect(Number(r?.n ?? 0), state).toBeGreaterThan(0);
      expect(r?.honest, state).toBe(r?.n);
    }
    // Lagos rentals come from the committed facts, which hold aggregates of at least MIN_GROUP rows only.
    expect(Number(byState.get("Lagos")?.n)).toBeGreaterThan(1000);
    expect(facts.groups.every((g) => g.n >= MIN_GROUP && g.p25 <= g.p50 && g.p50 <= g.p75)).toBe(true);
    expect(JSON.stringify(facts)).not.toMatch(/"(title|address|pid|PID)"/);
  });

  it("finds Abuja listings by state=Federal Capital Territory, FCT or Abuja, as search does", async () => {
    const fct = await get("/api/properties?listing_type=rent&state=Federal%20Capital%20Territory&limit=50");
    expect(fct.meta.total).toBeGreaterThan(100);
    expect(new Set(fct.data.map((p: { address: { state: string } }) => p.address.state))).toEqual(
      new Set(["Abuja"]),
    );
    for (const name of ["FCT", "abuja", "Abuja FCT"]) {
      const other = await get(`/api/properties?listing_type=rent&state=${encodeURIComponent(name)}&limit=50`);
      expect(other.meta.total, name).toBe(fct.meta.total);
    }
    for (const state of ["Rivers", "Oyo", "Ogun", "Enugu"])
      expect(
        (await get(`/api/properties?listing_type=rent&state=${state}`)).meta.total,
        state,
      ).toBeGreaterThan(0);
  });

  it("lists available listings by default; the status filter widens or picks", async () => {
    const before = await get("/api/properties?listing_type=rent&state=Lagos&limit=5");
    const taken = before.data.slice(0, 3).map((p: { id: number }) => p.id);
    await t.database.query(
      "update properties set status = case when id = $1 then 'rented' when id = $2 then 'pending' else 'unavailable' end where id = any($3::bigint[])",
      [taken[0], taken[1], taken],
    );
    await pageCacheOf(t.app).bump(); // as a listing write does: pages computed before it are dropped
    const after = await get("/api/properties?listing_type=rent&state=Lagos&limit=100");
    expect(after.meta.total).toBe(before.meta.total - 3);
    expect(after.data.every((p: { status: string }) => p.status === "available")).toBe(true);
    const any = await get("/api/properties?listing_type=rent&state=Lagos&status=any&limit=1");
    expect(any.meta.total).toBe(before.meta.total);
    const rented = await get("/api/properties?listing_type=rent&state=Lagos&status=rented");
    expect(rented.data.map((p: { id: number }) => p.id)).toEqual([taken[0]]);
    const bad = await t.app.inject({ method: "GET", url: "/api/properties?status=gone" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: "error", errors: { status: ["Unknown status"] } });
  });

  it("shows only filled categories, each page listing what its count says, short lets and self-contains included", async () => {
    const categories: { name: string; count: number }[] = (await get("/api/categories")).data;
    const counts = new Map(categories.map((c) => [c.name, c.count]));
    for (const name of ["self-contain", "mini-flat", "short-let", "apartment", "duplex", "office", "land"])
      expect(counts.get(name), name).toBeGreaterThan(0);
    for (const c of categories.filter((c) => c.count > 0)) {
      const page = await get(`/api/category/${c.name}?limit=1`);
      expect(page.meta.total, c.name).toBe(c.count);
    }
    const shortLet = (await get("/api/category/short-let?limit=1")).data[0];
    expect(shortLet.rent_period).toBe("night");
    const unknown = await t.app.inject({ method: "GET", url: "/api/category/hotel-short-let" });
    expect(unknown.statusCode).toBe(422);
  });
});

interface Card {
  slug: string;
  title: string;
  price: number;
  bedrooms: number;
  category: string;
  property_type: string;
  rent_period: string | null;
  address: { city: string };
}

describe("the demo world looks like a market, not a demo (issue 38)", () => {
  /** The first `pages` pages of a list, as the web shows them (the default page size). */
  const firstPages = async (url: string, pages = 3) => {
    const cards: Card[] = [];
    for (let page = 1; page <= pages; page++)
      cards.push(...(await get(`${url}${url.includes("?") ? "&" : "?"}page=${page}`)).data);
    return cards;
  };
  const clones = (cards: Card[]) => {
    const seen = new Map<string, number>();
    for (const c of cards) {
      const key = `${c.title.toLowerCase()} | ₦${c.price} | ${c.address.city.toLowerCase()}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
  };
  const misfits = (cards: Card[]) =>
    cards
      .filter(
        (c) =>
          (/block of flats/i.test(`${c.property_type} ${c.title}`) && c.bedrooms < 4) ||
          (/duplex/i.test(c.property_type) && c.bedrooms < 2) ||
          (c.category === "land" && c.bedrooms > 0) ||
          (c.category === "office" && /\bbedroom\b/i.test(c.title)),
      )
      .map((c) => `${c.title} (${c.bedrooms} bedrooms)`);

  it("no two cards alike and no misfit bedrooms on the first pages of every list and category", async () => {
    const categories: { name: string; count: number }[] = (await get("/api/categories")).data;
    const lists = [
      "/api/properties",
      "/api/properties?listing_type=rent",
      "/api/properties?listing_type=sale",
      "/api/properties?listing_type=rent&state=Lagos",
      "/api/properties?listing_type=rent&state=Rivers",
      "/api/properties?sort=price_asc",
      ...categories.filter((c) => c.count > 0).map((c) => `/api/category/${c.name}`),
    ];
    expect(lists).toContain("/api/category/short-let");
    for (const url of lists) {
      const cards = await firstPages(url);
      expect(cards.length, url).toBeGreaterThan(0);
      expect(clones(cards), url).toEqual([]);
      expect(misfits(cards), url).toEqual([]);
    }
  });

  it("the whole table: no clones, blocks of flats with several flats' bedrooms, duplexes with two or more, flats with a flat's parking, land and offices with no bedrooms", async () => {
    const dupes = await t.database.query<{ title: string; n: number }>(
      `select lower(title) as title, count(*)::int as n from properties where deleted_at is null
       group by lower(title), price, lower(city) having count(*) > 1 limit 5`,
    );
    expect(dupes).toEqual([]);
    const misfit = await t.database.query<{ title: string }>(
      `select title from properties where (property_type ilike 'block of flats' and bedrooms < 4)
          or (property_type ilike '%duplex%' and bedrooms < 2)
          or (property_type = 'Flat / Apartment' and parking_spaces > ${FLAT_MAX_PARKING})
          or (category in ('land', 'office') and bedrooms > 0) limit 5`,
    );
    expect(misfit).toEqual([]);
    // Places by their names, not the rent file's last word ("for rent in Island"); a flat is called a flat.
    const odd = await t.database.query<{ title: string }>(
      `select title from properties where city in ('Island', 'Odofin', 'Egba') or title ilike '%flat / apartment%' limit 5`,
    );
    expect(odd).toEqual([]);
  });

  it("short lets cost a night of their town's yearly rent range, and say where the figure comes from", async () => {
    const rows = await t.database.query<{
      title: string;
      city: string;
      bedrooms: number;
      price: string;
      description: string;
    }>("select title, city, bedrooms, price, description from properties where category = 'short-let'");
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      const g = facts.groups.find(
        (x) =>
          (LAGOS_TOWN_NAMES[x.town] ?? x.town) === r.city &&
          x.category === "apartment" &&
          x.bedrooms === r.bedrooms &&
          x.period === "year",
      );
      expect(g, `${r.city} ${r.bedrooms}`).toBeDefined();
      const naira = Number(r.price) / 100;
      // Rounded to ₦1,000 a night.
      expect(naira).toBeGreaterThanOrEqual(Math.floor(g!.p25 / SHORT_LET_NIGHTS / 1000) * 1000);
      expect(naira).toBeLessThanOrEqual(Math.ceil(g!.p75 / SHORT_LET_NIGHTS / 1000) * 1000);
      expect(r.description).toContain("Generated demo listing");
      expect(r.description).toContain("Photos are illustrations.");
    }
    // Not one price for a town's flats of a size: the range is used; two alike differ by neighbourhood (ADR 0415).
    const lekki = rows.filter((r) => r.city === "Lekki" && r.bedrooms === 2);
    expect(new Set(lekki.map((r) => r.price)).size).toBeGreaterThan(Math.min(1, lekki.length - 1));
    expect(new Set(lekki.map((r) => `${r.title}|${r.price}`)).size).toBe(lekki.length);
  });

  it("generated rents outside Lagos stay within what Lagos asks for the like (no ₦6m-a-year one-bedroom)", async () => {
    const rows = await t.database.query<{ title: string; price: string }>(
      `select title, price from properties where listing_type = 'rent' and state <> 'Lagos' and bedrooms = 1
         and category = 'apartment' and price > 130000000`,
    );
    expect(rows).toEqual([]);
  });
});

describe("Lagos rentals in the neighbourhoods the rent data names (issue 47, ADR 0415)", () => {
  const search = async (query: string) =>
    (await get(`/api/search?${new URLSearchParams({ query, type: "properties" })}`)).data.data;

  it("places each town's rentals in its neighbourhoods in the rows' proportions, from facts of at least MIN_GROUP rows", async () => {
    const lekki = facts.areas?.find((t) => t.town === "Lekki");
    expect(lekki?.areas.every((a) => a.n >= MIN_GROUP)).toBe(true);
    expect(facts.areas?.every((t) => t.areas.every((a) => a.n >= MIN_GROUP && !/[,.]$/.test(a.name)))).toBe(
      true,
    );
    const phase1 = lekki!.areas.find((a) => a.name === "Lekki Phase 1")!;
    const rows = await t.database.query<{ n: string; in_area: string }>(
      `select count(*) as n, count(*) filter (where address like 'Lekki Phase 1, Lekki, %') as in_area
         from properties where generated and state = 'Lagos' and city = 'Lekki' and listing_type = 'rent'`,
    );
    const share = Number(rows[0]!.in_area) / Number(rows[0]!.n);
    expect(Math.abs(share - phase1.n / lekki!.rows)).toBeLessThan(0.03);
    // Where the listing is said in its title too.
    const [title] = await t.database.query<{ title: string }>(
      "select title from properties where address like 'Ikeja GRA, Ikeja, %' order by id limit 1",
    );
    expect(title?.title).toMatch(/ for rent in Ikeja GRA$/);
  });

  it("finds what Lagos renters type: lekki phase 1, ikeja gra, selfcon yaba", async () => {
    const phase1 = await search("lekki phase 1");
    expect(phase1.query.widened).toBeNull();
    expect(phase1.properties.pagination.total).toBeGreaterThan(50);
    const gra = await search("gra ikeja");
    expect(gra.query.filters.cities).toEqual(["Ikeja GRA"]);
    expect(gra.properties.pagination.total).toBeGreaterThan(5);
    const selfcon = await search("selfcon yaba");
    expect(selfcon.properties.pagination.total).toBeGreaterThan(20);
    for (const l of selfcon.properties.data) expect(l.title).toMatch(/^Self-contain for rent in .*Yaba/);
  });

  it("a neighbourhood the data names too rarely for a listing falls back to its town, saying so", async () => {
    const r = await search("oakland estate sangotedo ajah");
    expect(r.query.widened).toEqual({ from: "Oakland Estate Sangotedo, Ajah", to: "Ajah" });
    expect(r.query.filters.cities).toEqual(["Ajah"]);
    expect(r.properties.pagination.total).toBe((await search("ajah")).properties.pagination.total);
  });
});
