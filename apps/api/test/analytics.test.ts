/**
 * Market analytics (issue 23, ADR 0710): access (401 signed out, 403 without a plan that includes analytics,
 * 200 for such a plan and for admins); figures equal the reference aggregates computed here from the same
 * listings (exact medians and quartiles per scope, never averaged); rents annualised, short lets left out;
 * breakdowns; listings per month; CSV; bad input.
 */
import { analyticsMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let seq = 0;

interface Row {
  kind: "sale" | "rent";
  period?: "year" | "month" | "night";
  price: number; // naira as listed (per period)
  state: string;
  city: string;
  type: string;
  bedrooms: number;
  deleted?: boolean;
  generated?: boolean;
}

const ROWS: Row[] = [
  // Lagos rents (yearly), some monthly (×12), one short let (left out), one deleted (left out).
  ...[1_200_000, 1_500_000, 1_800_000, 2_500_000, 3_000_000].map((price) => ({
    kind: "rent" as const,
    period: "year" as const,
    price,
    state: "Lagos",
    city: "Yaba",
    type: "Flat",
    bedrooms: 2,
  })),
  { kind: "rent", period: "month", price: 150_000, state: "Lagos", city: "Yaba", type: "Flat", bedrooms: 1 },
  {
    kind: "rent",
    period: "year",
    price: 700_000,
    state: "Lagos",
    city: "Yaba",
    type: "Self Contain",
    bedrooms: 0,
    generated: true,
  },
  ...[4_000_000, 6_000_000, 9_000_000].map((price) => ({
    kind: "rent" as const,
    period: "year" as const,
    price,
    state: "Lagos",
    city: "Lekki",
    type: "Flat",
    bedrooms: 3,
  })),
  { kind: "rent", period: "night", price: 60_000, state: "Lagos", city: "Lekki", type: "Flat", bedrooms: 3 },
  {
    kind: "rent",
    period: "year",
    price: 99_000_000,
    state: "Lagos",
    city: "Lekki",
    type: "Flat",
    bedrooms: 3,
    deleted: true,
  },
  {
    kind: "rent",
    period: "year",
    price: 2_000_000,
    state: "Federal Capital Territory",
    city: "Gwarinpa",
    type: "Flat",
    bedrooms: 2,
  },
  // Sales.
  ...[80_000_000, 120_000_000, 150_000_000].map((price) => ({
    kind: "sale" as const,
    price,
    state: "Lagos",
    city: "Lekki",
    type: "Detached Duplex",
    bedrooms: 4,
  })),
];

/** percentile_disc: the first value whose cumulative share reaches p. */
const disc = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(p * s.length) - 1)] ?? null;
};
const yearlyKobo = (r: Row) => (r.kind === "sale" || r.period === "year" ? r.price : r.price * 12) * 100;
const counted = (r: Row) => !r.deleted && (r.kind === "sale" || r.period !== "night");
function reference(filter: (r: Row) => boolean) {
  const amounts = ROWS.filter((r) => counted(r) && filter(r)).map(yearlyKobo);
  return {
    listings: amounts.length,
    median_kobo: disc(amounts, 0.5),
    lower_quartile_kobo: disc(amounts, 0.25),
    upper_quartile_kobo: disc(amounts, 0.75),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "admin" });
  const owner = await createUser(t.app, { role: "landlord" });
  for (const r of ROWS) {
    seq += 1;
    await t.database.query(
      `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type, city, state, bedrooms, generated, deleted_at)
       values ($1, $2, $3, $4, $5, $6, 'residential', $7, $8, $9, $10, $11, $12)`,
      [
        `analytics-${seq}`,
        owner.user.id,
        `Listing ${seq}`,
        r.price * 100,
        r.kind,
        r.kind === "rent" ? r.period : null,
        r.type,
        r.city,
        r.state,
        r.bedrooms,
        r.generated ?? false,
        r.deleted ? new Date() : null,
      ],
    );
  }
  const refreshed = await t.app.inject({
    method: "POST",
    url: "/api/analytics/refresh",
    headers: admin.auth,
  });
  expect(refreshed.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const market = (query: string, headers = admin.auth) =>
  t.app.inject({ url: `/api/analytics/market${query}`, headers });

describe("access", () => {
  it("401 signed out, 403 with the plan message on the free plan, 200 with an analytics plan", async () => {
    expect((await t.app.inject({ url: "/api/analytics/market" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/analytics/market.csv" })).statusCode).toBe(401);
    const tenant = await createUser(t.app);
    const refused = await market("?kind=nonsense", tenant.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: analyticsMessages.planRequired, code: "PLAN_REQUIRED" });
    expect((await t.app.inject({ url: "/api/analytics/market.csv", headers: tenant.auth })).statusCode).toBe(
      403,
    );
    const refresh = await t.app.inject({
      method: "POST",
      url: "/api/analytics/refresh",
      headers: tenant.auth,
    });
    expect(refresh.statusCode).toBe(403);
    const agent = await createUser(t.app, { role: "agent" });
    await subscribe(t.app, agent.user.id, "premium");
    expect((await market("?state=Lagos", agent.auth)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/analytics/market.csv?state=Lagos", headers: agent.auth })).statusCode,
    ).toBe(200);
  });

  it("a paid plan without analytics is refused; the Business plan and an admin are let in", async () => {
    const basic = await createUser(t.app, { role: "landlord" });
    await subscribe(t.app, basic.user.id, "basic");
    const refused = await market("?state=Lagos", basic.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "PLAN_REQUIRED" });
    const business = await createUser(t.app, { role: "developer" });
    await subscribe(t.app, business.user.id, "business");
    expect((await market("?state=Lagos", business.auth)).statusCode).toBe(200);
    const byAdmin = await market("?state=Lagos");
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.scope.listings).toBeGreaterThan(0);
    const csv = await t.app.inject({ url: "/api/analytics/market.csv", headers: admin.auth });
    expect(csv.statusCode).toBe(200);
  });
});

describe("figures", () => {
  it("the scope equals the reference: annualised rents, short lets and deleted listings left out", async () => {
    const res = await market("?kind=rent&state=Lagos");
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.scope).toMatchObject(reference((r) => r.kind === "rent" && r.state === "Lagos"));
    expect(d.scope.generated).toBe(1);
    expect(d.place_level).toBe("town");
    expect(d.refreshed_at).not.toBeNull();
  });

  it("by town, type and bedrooms are exact medians of their own listings, most listings first", async () => {
    const d = (await market("?kind=rent&state=Lagos")).json().data;
    expect(d.by_place.map((f: { name: string }) => f.name)).toEqual(["Yaba", "Lekki"]);
    for (const f of d.by_place)
      expect(f).toMatchObject(
        reference((r) => r.kind === "rent" && r.state === "Lagos" && r.city === f.name),
      );
    const types = d.by_type.map((f: { name: string }) => f.name);
    expect(types).toEqual(["Flat", "Self Contain"]);
    expect(d.by_type[0]).toMatchObject(
      reference((r) => r.kind === "rent" && r.state === "Lagos" && r.type === "Flat"),
    );
    expect(d.by_bedrooms.map((f: { name: string }) => f.name)).toEqual([
      "Studio / no bedroom",
      "1 bedroom",
      "2 bedrooms",
      "3 bedrooms",
    ]);
    const two = d.by_bedrooms[2];
    expect(two).toMatchObject(reference((r) => r.kind === "rent" && r.state === "Lagos" && r.bedrooms === 2));
    expect(two.median_per_bedroom_kobo).toBe(
      disc(
        [1_200_000, 1_500_000, 1_800_000, 2_500_000, 3_000_000].map((p) => (p * 100) / 2),
        0.5,
      ),
    );
  });

  it("combines filters exactly (town × type × bedrooms), states when no state is chosen, and sales apart", async () => {
    const narrow = (await market("?kind=rent&state=Lagos&city=Lekki&property_type=Flat&bedrooms=3")).json()
      .data;
    expect(narrow.scope).toMatchObject(
      reference((r) => r.kind === "rent" && r.city === "Lekki" && r.bedrooms === 3),
    );
    const states = (await market("?kind=rent")).json().data;
    expect(states.place_level).toBe("state");
    expect(states.by_place.map((f: { name: string }) => f.name)).toEqual([
      "Lagos",
      "Federal Capital Territory",
    ]);
    const sale = (await market("?kind=sale&state=Lagos")).json().data;
    expect(sale.scope).toMatchObject(reference((r) => r.kind === "sale"));
    expect(sale.scope.median_kobo).toBe(120_000_000_00);
    const nothing = (await market("?kind=sale&state=Oyo")).json().data;
    expect(nothing.scope).toMatchObject({ listings: 0, median_kobo: null });
    expect(nothing.by_place).toEqual([]);
  });

  it("counts listings added per month in the scope", async () => {
    const d = (await market("?kind=rent&state=Lagos")).json().data;
    const month = new Date().toISOString().slice(0, 7);
    expect(d.volume).toEqual([
      { month, listings: ROWS.filter((r) => r.kind === "rent" && r.state === "Lagos" && !r.deleted).length },
    ]);
  });

  it("counts the month's listings of any filter combination, none where nothing matches", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const count = (keep: (r: Row) => boolean) => ROWS.filter((r) => !r.deleted && keep(r)).length;
    const scopes: [string, (r: Row) => boolean][] = [
      ["?kind=sale", (r) => r.kind === "sale"],
      ["?kind=rent&bedrooms=3", (r) => r.kind === "rent" && r.bedrooms === 3],
      ["?kind=rent&property_type=Flat", (r) => r.kind === "rent" && r.type === "Flat"],
      [
        "?kind=rent&state=Lagos&city=Lekki&property_type=Flat&bedrooms=3",
        (r) => r.kind === "rent" && r.city === "Lekki" && r.type === "Flat" && r.bedrooms === 3,
      ],
    ];
    for (const [query, keep] of scopes) {
      expect(count(keep), query).toBeGreaterThan(0);
      expect((await market(query)).json().data.volume, query).toEqual([{ month, listings: count(keep) }]);
    }
    expect((await market("?kind=rent&state=Oyo")).json().data.volume).toEqual([]);
  });

  it("a new listing shows after the next refresh", async () => {
    const before = (await market("?kind=rent&state=Lagos&city=Gbagada")).json().data.scope.listings;
    await t.database.query(
      `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type, city, state, bedrooms)
       values ('analytics-new', $1, 'New', 150000000, 'rent', 'year', 'residential', 'Flat', 'Gbagada', 'Lagos', 2)`,
      [admin.user.id],
    );
    await t.app.inject({ method: "POST", url: "/api/analytics/refresh", headers: admin.auth });
    const after = (await market("?kind=rent&state=Lagos&city=Gbagada")).json().data.scope;
    expect(before).toBe(0);
    expect(after).toMatchObject({ listings: 1, median_kobo: 150_000_000 });
  });

  it("a repeat within the reply cache's life is the same JSON bytes, and the CSV agrees with it", async () => {
    const first = await market("?kind=rent&state=Lagos");
    const again = await market("?state=Lagos&kind=rent");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(again.body).toBe(first.body);
    expect(first.json()).toMatchObject({ status: "success", data: { kind: "rent", place_level: "town" } });
    const csv = await t.app.inject({
      url: "/api/analytics/market.csv?kind=rent&state=Lagos",
      headers: admin.auth,
    });
    expect(csv.body).toContain(`,${first.json().data.scope.listings},`);
  });

  it("refuses bad filters with 422 and field messages", async () => {
    const res = await market("?kind=lease&bedrooms=99&state=%00");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["bedrooms", "kind", "state"]);
  });
});

describe("CSV export", () => {
  it("has the same figures in naira, one row per group, as an attachment", async () => {
    const res = await t.app.inject({
      url: "/api/analytics/market.csv?kind=rent&state=Lagos",
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="ile-market-rent-lagos.csv"');
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "breakdown,name,listings,generated_listings,median_yearly_rent_naira,lower_quartile_naira,upper_quartile_naira,median_per_bedroom_naira,searches_last_90_days",
    );
    const yaba = lines.find((l) => l.startsWith('"town","Yaba"'))!;
    const ref = reference((r) => r.kind === "rent" && r.city === "Yaba");
    expect(yaba.split(",").slice(2, 5)).toEqual([
      String(ref.listings),
      "1",
      (ref.median_kobo! / 100).toFixed(2),
    ]);
    expect(lines.filter((l) => l.startsWith('"bedrooms"'))).toHaveLength(4);
  });
});

describe("most searched towns", () => {
  const search = (query: string, headers?: Record<string, string>) =>
    t.app.inject({ url: `/api/search?${query}`, headers });

  it("counts each search by the town it named (state from the search, or from the town's listings)", async () => {
    // Yaba three times (anonymous twice, spelt differently; signed in once with its state), Lekki once in the
    // text, Gwarinpa with its state, and a search that names no place.
    expect((await search("query=flat%20in%20yaba")).statusCode).toBe(200);
    expect((await search("query=flats%20yaba")).statusCode).toBe(200);
    expect((await search("city=Yaba&state=Lagos", admin.auth)).statusCode).toBe(200);
    expect((await search("query=duplex%20lekki")).statusCode).toBe(200);
    expect((await search("city=Gwarinpa&state=Abuja")).statusCode).toBe(200);
    expect((await search("query=duplex")).statusCode).toBe(200);
    // A bad search (422) is not counted.
    expect((await search("query=yaba&bedroomCount=lots")).statusCode).toBe(422);
    await t.app.inject({ method: "POST", url: "/api/analytics/refresh", headers: admin.auth });

    const lagos = (await market("?kind=rent&state=Lagos")).json().data;
    expect(lagos.searched_towns).toEqual([
      { name: "Yaba", state: "Lagos", searches: 3 },
      { name: "Lekki", state: "Lagos", searches: 1 },
    ]);
    const everywhere = (await market("?kind=sale")).json().data;
    expect(everywhere.searched_towns).toEqual([
      { name: "Yaba", state: "Lagos", searches: 3 },
      { name: "Gwarinpa", state: "Federal Capital Territory", searches: 1 },
      { name: "Lekki", state: "Lagos", searches: 1 },
    ]);

    const csv = await t.app.inject({ url: "/api/analytics/market.csv?state=Lagos", headers: admin.auth });
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toMatch(/,searches_last_90_days$/);
    expect(lines).toContain('"searched_town","Yaba",,,,,,,3');
    expect(lines).toContain('"searched_town","Lekki",,,,,,,1');

    // More searches add to the same day's counter.
    await search("query=yaba");
    await t.app.inject({ method: "POST", url: "/api/analytics/refresh", headers: admin.auth });
    const again = (await market("?state=Lagos")).json().data;
    expect(again.searched_towns[0]).toEqual({ name: "Yaba", state: "Lagos", searches: 4 });
    const [row] = await t.database.query<{ searches: number }>(
      "select sum(searches)::int as searches from search_place_counts where city = 'Yaba'",
    );
    expect(row?.searches).toBe(4);
  });

  it('a town named alone that no listing names ("Lagos") is counted under its state, not Unknown (issue 38)', async () => {
    expect((await search("city=Lagos")).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/analytics/refresh", headers: admin.auth });
    const towns = (await market("?kind=rent")).json().data.searched_towns as {
      name: string;
      state: string;
    }[];
    expect(towns.filter((r) => r.name === "Lagos")).toEqual([{ name: "Lagos", state: "Lagos", searches: 1 }]);
    expect(towns.filter((r) => r.state === "")).toEqual([]);
  });
});
