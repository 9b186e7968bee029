/**
 * The places Lagos renters type (issue 47, ADR 0415), on every search engine (SEARCH_ENGINE=postgres|index):
 * a neighbourhood with no listing falls back to its town and the reply says so (`query.widened`); GRA, Phase 1 /
 * One / I and estates are read before or after their town; "selfcon", "self contain" and "self-contained" are the
 * self-contain kind. Every answer is checked against the seeded listings it must be, exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeedListing } from "../src/seed/listings.ts";
import { insertListings } from "../src/seed/properties.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { ENGINES } from "./search-engines.ts";

type Kind = "duplex" | "flat" | "self-contain" | "mini-flat";
const KINDS: Record<Kind, { category: string; propertyType: string; bedrooms: number }> = {
  duplex: { category: "duplex", propertyType: "Detached Duplex", bedrooms: 4 },
  flat: { category: "apartment", propertyType: "Flat / Apartment", bedrooms: 2 },
  "self-contain": { category: "self-contain", propertyType: "Self-contain", bedrooms: 0 },
  "mini-flat": { category: "mini-flat", propertyType: "Mini flat", bedrooms: 1 },
};
// town, neighbourhood (in the title and address, as the demo world writes it), kind, how many
const PLAN: [string, string | null, Kind, number][] = [
  ["Lekki", null, "duplex", 3],
  ["Lekki", null, "flat", 2],
  ["Lekki", "Ikate", "flat", 1],
  ["Ikeja", "Ikeja GRA", "flat", 2],
  ["Ikeja", null, "duplex", 2],
  ["Ikoyi", "Parkview Estate", "duplex", 2],
  ["Yaba", null, "self-contain", 3],
  ["Yaba", "Akoka", "self-contain", 1],
  ["Yaba", null, "mini-flat", 2],
];

interface Seeded {
  key: string;
  town: string;
  area: string | null;
  kind: Kind;
}
const seeded: Seeded[] = [];
const listings: SeedListing[] = PLAN.flatMap(([town, area, kind, n]) =>
  Array.from({ length: n }, (_, i) => {
    const key = `p${seeded.length}`;
    seeded.push({ key, town, area, kind });
    const k = KINDS[kind];
    const place = area ? (area.startsWith(town) ? area : `${area}, ${town}`) : town;
    return {
      key,
      title: `${k.bedrooms > 1 ? `${k.bedrooms} bedroom ` : ""}${k.propertyType.toLowerCase()} for rent in ${place}`,
      listingType: "rent" as const,
      rentPeriod: "year" as const,
      use: "residential" as const,
      category: k.category,
      propertyType: k.propertyType,
      address: `${area ? `${area}, ` : ""}${town}, Lagos`,
      city: town,
      state: "Lagos",
      bedrooms: k.bedrooms,
      bathrooms: 1,
      toilets: 1,
      parkingSpaces: 0,
      furnished: false,
      serviced: false,
      amenities: [],
      price: 900_000 + seeded.length * 10_000 + i,
      note: "Quiet street.",
    };
  }),
);

interface Reply {
  properties: { data: { id: number }[]; pagination: { total: number } };
  query: {
    filters: { cities: string[]; propertyType: string | null };
    widened: { from: string; to: string } | null;
  };
}

describe.each(ENGINES)("places people type, on the %s engine", (engine) => {
  let t: TestApp;
  const byId = new Map<string, Seeded>();

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_ENGINE: engine });
    const owner = await createUser(t.app, { role: "agent" });
    await insertListings(t.db, listings, [Number(owner.user.id)], { generated: false, imagesPerListing: 1 });
    const rows = await t.database.query<{ id: number; slug: string }>("select id, slug from properties");
    for (const r of rows) {
      const s = seeded.find((x) => x.key === r.slug.slice(r.slug.lastIndexOf("-") + 1));
      if (s) byId.set(String(r.id), s);
    }
    await t.app.services.search.engines.listings.warm();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/search?${new URLSearchParams({ query, limit: "50" })}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Reply;
  };
  const keys = (r: Reply) => r.properties.data.map((p) => byId.get(String(p.id))!.key).sort();
  const expected = (where: (s: Seeded) => boolean) =>
    seeded
      .filter(where)
      .map((s) => s.key)
      .sort();

  it.each(["lekki phase 1", "Lekki Phase One", "lekki phase I", "phase 1 lekki", "Ph 1 Lekki"])(
    "%s: no listing in Lekki Phase 1, so Lekki's, saying so",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.widened).toEqual({ from: "Lekki Phase 1", to: "Lekki" });
      expect(r.query.filters.cities).toEqual(["Lekki"]);
      expect(keys(r)).toEqual(expected((s) => s.town === "Lekki"));
      expect(r.properties.pagination.total).toBe(6);
    },
  );

  it("keeps the kind asked for when it widens", async () => {
    const r = await search("duplex lekki phase 1");
    expect(r.query.widened).toEqual({ from: "Lekki Phase 1", to: "Lekki" });
    expect(keys(r)).toEqual(expected((s) => s.town === "Lekki" && s.kind === "duplex"));
  });

  it.each(["ikeja gra", "GRA Ikeja", "Ikeja G.R.A"])(
    "%s: the GRA's listings only, not widened",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.widened).toBeNull();
      expect(r.query.filters.cities).toEqual(["Ikeja GRA"]);
      expect(keys(r)).toEqual(expected((s) => s.area === "Ikeja GRA"));
    },
  );

  it("a neighbourhood that has listings, none of the kind asked for, is not widened", async () => {
    const r = await search("duplex ikeja gra");
    expect(r.query.widened).toBeNull();
    expect(r.properties.pagination.total).toBe(0);
  });

  it.each(["parkview estate ikoyi", "Ikoyi Parkview Estate", "ikoyi parkview est"])(
    "%s: an estate before or after its town",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.widened).toBeNull();
      expect(keys(r)).toEqual(expected((s) => s.area === "Parkview Estate"));
    },
  );

  it.each(["selfcon yaba", "self contain yaba", "self-contained yaba", "Yaba selfcon"])(
    "%s: the self-contains of Yaba",
    async (typed) => {
      const r = await search(typed);
      expect(r.query.filters.propertyType).toBe("self contain");
      expect(r.query.filters.cities).toEqual(["Yaba"]);
      expect(keys(r)).toEqual(expected((s) => s.town === "Yaba" && s.kind === "self-contain"));
    },
  );

  it("an estate with no listing widens to its town like any neighbourhood", async () => {
    const r = await search("banana island ikoyi duplex");
    expect(r.query.widened).toEqual({ from: "Banana Island, Ikoyi", to: "Ikoyi" });
    expect(keys(r)).toEqual(expected((s) => s.town === "Ikoyi" && s.kind === "duplex"));
  });

  it("a neighbourhood of a town with no listing either: nothing, and no widening said", async () => {
    const r = await search("aguda surulere");
    expect(r.query.widened).toBeNull();
    expect(r.properties.pagination.total).toBe(0);
  });
});
