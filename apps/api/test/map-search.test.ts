/**
 * Map search (issue 37, ADR 0408): every listing answers `location` (the owner's pin, or its town's centre from
 * the geo data, approximate), stored so that `bbox=west,south,east,north` narrows GET /api/properties and
 * GET /api/search (index and SQL paths alike); a bad bbox is a 422 that says what is wrong and changes nothing.
 */
import { bboxMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locateListing } from "../src/modules/properties/location.ts";
import { findListings, type PropertySearch } from "../src/modules/search/repo.ts";
import { allowMapTiles } from "../src/platform/security-headers.ts";
import { createTestApp, createUser, subscribe, type TestApp, testConfig } from "./helpers.ts";
import { listingIndexOf } from "./search-engines.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;

/** Lekki and Ikoyi (Eti-Osa, Lagos), Yaba left out; and the centre of Abuja. */
const ETI_OSA = "3.40,6.40,3.60,6.50";
const ABUJA = "7.30,8.90,7.55,9.10";

const base = {
  price: 4_000_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  bedrooms: 2,
};
const create = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    slug: string;
    id: number;
    location: { lat: number; lng: number; approximate: boolean };
  };
};
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/properties?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((p) => p.slug).sort();

let lekki: { slug: string; id: number };
let pinned: { slug: string; id: number };
let yaba: { slug: string; id: number };
let abuja: { slug: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  lekki = await create({ ...base, title: "Two bedroom flat in Lekki", city: "Lekki", state: "Lagos" });
  // An owner's pin on Ikoyi's Bourdillon Road: exact, and inside Eti-Osa.
  pinned = await create({
    ...base,
    title: "Pinned flat in Ikoyi",
    city: "Ikoyi",
    state: "Lagos",
    latitude: 6.4474,
    longitude: 3.4327,
  });
  yaba = await create({ ...base, title: "Two bedroom flat in Yaba", city: "Yaba", state: "Lagos" });
  abuja = await create({ ...base, title: "Two bedroom flat in Wuse", city: "Wuse 2", state: "Abuja" });
}, 180_000);
afterAll(() => t?.close());

describe("location", () => {
  it("is the owner's pin when given, otherwise the town's centre from the geo data, marked approximate", async () => {
    const one = async (slug: string) =>
      (await t.app.inject({ url: `/api/properties/${slug}` })).json().data.location;
    expect(await one(pinned.slug)).toEqual({ lat: 6.4474, lng: 3.4327, approximate: false });
    const town = await one(lekki.slug);
    expect(town.approximate).toBe(true);
    // Lekki's wards lie in Eti-Osa, east of Victoria Island and south of the lagoon.
    expect(town.lat).toBeGreaterThan(6.4);
    expect(town.lat).toBeLessThan(6.5);
    expect(town.lng).toBeGreaterThan(3.45);
    expect(town.lng).toBeLessThan(3.6);
    const wuse = await one(abuja.slug);
    expect(wuse).toMatchObject({ approximate: true });
    expect(Math.abs(wuse.lat - 9.0)).toBeLessThan(0.15);
    expect(Math.abs(wuse.lng - 7.45)).toBeLessThan(0.15);
  });

  it("is stored with the listing and moves when the pin or the town changes", async () => {
    const stored = async (id: number) =>
      (
        await t.database.query<{ lat: number; lng: number; approximate: boolean }>(
          "select location_lat as lat, location_lng as lng, location_approximate as approximate from properties where id = $1",
          [id],
        )
      )[0];
    expect(await stored(pinned.id)).toEqual({ lat: 6.4474, lng: 3.4327, approximate: false });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${yaba.slug}`,
      headers: agent.auth,
      payload: { latitude: 6.5095, longitude: 3.3711 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.location).toEqual({ lat: 6.5095, lng: 3.3711, approximate: false });
    expect(await stored(yaba.id)).toEqual({ lat: 6.5095, lng: 3.3711, approximate: false });
    // The pin taken away: back to the town's centre, approximate.
    await t.app.inject({
      method: "PUT",
      url: `/api/properties/${yaba.slug}`,
      headers: agent.auth,
      payload: { latitude: null, longitude: null },
    });
    const back = await stored(yaba.id);
    expect(back).toEqual({
      ...locateListing({ state: "Lagos", city: "Yaba", latitude: null, longitude: null }),
    });
    expect(back?.approximate).toBe(true);
  });

  it("is answered for listings written by SQL outside the app, and stored by locateMissing", async () => {
    await t.database.query(
      `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type, city, state)
       values ('raw-lekki', $1, 'Raw flat in Lekki', 100000000, 'rent', 'year', 'apartment', 'Flat', 'Lekki', 'Lagos')`,
      [agent.user.id],
    );
    const answered = (await t.app.inject({ url: "/api/properties/raw-lekki" })).json().data.location;
    expect(answered).toEqual(
      locateListing({ state: "Lagos", city: "Lekki", latitude: null, longitude: null }),
    );
    // Not stored yet: in no bbox.
    expect(slugsOf((await list(`bbox=${ETI_OSA}&limit=50`)).body)).not.toContain("raw-lekki");
    expect(await t.app.services.properties.locateMissing()).toBe(1);
    expect(slugsOf((await list(`bbox=${ETI_OSA}&limit=50`)).body)).toContain("raw-lekki");
    expect(await t.app.services.properties.locateMissing()).toBe(0);
    await t.database.query("delete from properties where slug = 'raw-lekki'");
    await t.app.services.properties.invalidate();
  });
});

describe("GET /api/properties?bbox=", () => {
  it("lists only the listings located in the area, with the other filters", async () => {
    const etiOsa = await list(`bbox=${ETI_OSA}`);
    expect(etiOsa.status).toBe(200);
    expect(slugsOf(etiOsa.body)).toEqual([lekki.slug, pinned.slug].sort());
    expect(etiOsa.body.meta.total).toBe(2);
    for (const p of etiOsa.body.data) {
      expect(p.location.lat).toBeGreaterThanOrEqual(6.4);
      expect(p.location.lng).toBeLessThanOrEqual(3.6);
    }
    expect(slugsOf((await list(`bbox=${ABUJA}`)).body)).toEqual([abuja.slug]);
    expect(slugsOf((await list(`bbox=${ETI_OSA}&city=Ikoyi`)).body)).toEqual([pinned.slug]);
    expect((await list("bbox=-20,-20,-10,-10")).body.data).toEqual([]);
    // The same area on a category's list.
    const category = await t.app.inject({ url: `/api/category/apartment?bbox=${ABUJA}` });
    expect(slugsOf(category.json())).toEqual([abuja.slug]);
  });

  it.each([
    ["3.4,6.4,3.6", bboxMessages.format],
    ["a,b,c,d", bboxMessages.format],
    ["3.4,6.4,3.6,6.5,1", bboxMessages.format],
    ["", bboxMessages.format],
    ["3.6,6.4,3.4,6.5", bboxMessages.westEast],
    ["3.4,6.5,3.6,6.4", bboxMessages.southNorth],
    ["-181,6.4,3.6,6.5", bboxMessages.range],
    ["3.4,6.4,3.6,91", bboxMessages.range],
  ])("bbox=%s → 422 %s", async (bbox, message) => {
    const res = await list(`bbox=${encodeURIComponent(bbox)}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: "error", statusCode: 422 });
    expect(res.body.errors.bbox).toEqual([message]);
  });
});

describe("GET /api/search?bbox=", () => {
  const search = async (params: Record<string, string>) => {
    const res = await t.app.inject({ url: `/api/search?${new URLSearchParams(params)}` });
    return { status: res.statusCode, body: res.json() };
  };
  const none: PropertySearch = {
    terms: [],
    cities: [],
    propertyType: [],
    states: null,
    minKobo: null,
    maxKobo: null,
    bedrooms: null,
    listingType: null,
    ownerRoles: null,
  };
  const box = (text: string) => {
    const [west, south, east, north] = text.split(",").map(Number) as [number, number, number, number];
    return { west, south, east, north };
  };

  it("finds only listings in the area, with their location, on the index and on SQL alike", async () => {
    const { status, body } = await search({ query: "flat", bbox: ETI_OSA, type: "properties" });
    expect(status).toBe(200);
    const found = body.data.data.properties.data as { slug: string; location: { approximate: boolean } }[];
    expect(found.map((p) => p.slug).sort()).toEqual([lekki.slug, pinned.slug].sort());
    expect(found.find((p) => p.slug === pinned.slug)?.location.approximate).toBe(false);
    expect(body.data.data.query.filters.bbox).toBe("3.4,6.4,3.6,6.5");
    // A bbox is a listing filter: no people for it.
    const all = await search({ query: "flat", bbox: ETI_OSA });
    expect(all.body.data.data.users.data).toEqual([]);

    const index = listingIndexOf(t.app);
    await index.warm();
    for (const q of [
      { ...none, bbox: box(ETI_OSA) },
      { ...none, terms: ["flat"], bbox: box(ABUJA) },
      { ...none, bbox: box("-20,-20,-10,-10") },
      { ...none, states: ["lagos"], bbox: box("2,4,15,14") },
    ]) {
      const sql = await findListings(t.app.db, q, 1, 10);
      expect({ q, ...(await index.find(q, 0, 10)) }).toEqual({ q, ...sql });
    }
    expect((await index.find({ ...none, bbox: box(ETI_OSA) }, 0, 10))?.total).toBe(2);
  });

  it("follows a point moved outside the app (within the change clock's second)", async () => {
    const index = listingIndexOf(t.app);
    await index.warm();
    const q = { ...none, bbox: box(ABUJA) };
    // A write outside the app announces nothing: the index finds it at its next read of the database's clock,
    // at most a second later (ChangeClock; generous bounds for a busy machine).
    const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 });
    expect((await index.find(q, 0, 10))?.ids).toEqual([abuja.id]);
    await t.database.query("update properties set location_lat = 6.45, location_lng = 3.5 where id = $1", [
      abuja.id,
    ]);
    await soon(async () => (await index.find(q, 0, 10))?.ids).toEqual([]);
    expect((await index.find({ ...none, bbox: box(ETI_OSA) }, 0, 10))?.total).toBe(3);
    await t.database.query("update properties set location_lat = 9.0, location_lng = 7.45 where id = $1", [
      abuja.id,
    ]);
    await soon(async () => (await index.find(q, 0, 10))?.ids).toEqual([abuja.id]);
  });

  it.each([
    ["3.4,6.4,3.6", bboxMessages.format],
    ["3.6,6.4,3.4,6.5", bboxMessages.westEast],
    ["3.4,6.5,3.6,6.4", bboxMessages.southNorth],
    ["3.4,-95,3.6,6.4", bboxMessages.range],
  ])("bbox=%s → 422 under errors.bbox and errors.query", async (bbox, message) => {
    const { status, body } = await search({ query: "flat", bbox });
    expect(status).toBe(422);
    expect(body.errors.bbox).toEqual([message]);
    expect(body.errors.query).toContain(message);
  });
});

describe("MAP_TILE_URL", () => {
  it("lets the map's tile server into the pages' img-src, OpenStreetMap's by default", {
    timeout: 120_000,
  }, async () => {
    const csp = (await t.app.inject({ url: "/readyz" })).headers["content-security-policy"];
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    const other = await createTestApp({ MAP_TILE_URL: "https://{s}.tiles.example.ng/osm/{z}/{x}/{y}.png" });
    // (allowMapTiles is per process: the first app's headers are put back below.)
    try {
      const theirs = (await other.app.inject({ url: "/readyz" })).headers["content-security-policy"];
      expect(theirs).toContain("img-src 'self' data: blob: https://*.tiles.example.ng;");
    } finally {
      await other.close();
      allowMapTiles(t.config.MAP_TILE_URL);
    }
  });

  it.each(["http://tile.example.ng/{z}/{x}/{y}.png", "https://tile.example.ng/{z}/{x}.png", "tiles"])(
    "refuses %s",
    (url) => {
      expect(() => testConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
    },
  );
});
