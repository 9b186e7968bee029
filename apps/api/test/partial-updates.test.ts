/**
 * Issue 16 items 4–6: a PUT changes only the fields sent (no default resets omitted fields), map links are web
 * links only, and images are refused above the pixel limit before they are decoded.
 */

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_PIXELS } from "../src/platform/uploads.ts";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;
let developer: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  developer = await createUser(t.app, { role: "developer" });
});
afterAll(() => t.close());

/** Every field away from its default, so a reset to a default shows. */
const listing = {
  title: "4 bedroom duplex in Lekki",
  description: "Serviced duplex with a garden.",
  price: 4_000_000,
  listing_type: "rent",
  rent_period: "year",
  status: "pending",
  use: "commercial",
  category: "duplex",
  property_type: "Detached Duplex",
  address: "12 Admiralty Way",
  city: "Lekki",
  state: "Lagos",
  map_url: "https://www.openstreetmap.org/#map=18/6.44/3.47",
  latitude: 6.44,
  longitude: 3.47,
  bedrooms: 4,
  bathrooms: 5,
  toilets: 6,
  parking_spaces: 3,
  area: 450,
  furnished: true,
  serviced: true,
  title_document: "c_of_o",
  amenities: ["Borehole", "Generator"],
};

const project = {
  name: "Lekki Gardens Phase 6",
  description: "Terraces by the expressway.",
  status: "under_construction",
  state: "Lagos",
  city: "Lekki",
  address: "Km 32 Lekki-Epe Expressway",
  unit_types: [{ name: "2 bedroom flat", bedrooms: 2, price_kobo: 4_500_000_000, units_available: 40 }],
  payment_plan: "30% deposit, balance over 18 months",
  completion_date: "2027-12-31",
};

const withoutVolatile = ({ updated_at: _u, ...rest }: Record<string, unknown>) => rest;

let unitSeq = 0;
/** Creates a listing as the agent (each of another flat: one live rent listing per unit, ADR 0900); its slug. */
async function createListing(body: Record<string, unknown> = listing): Promise<string> {
  unitSeq += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: { unit_label: `Flat ${unitSeq}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.slug;
}
const getListing = async (slug: string) =>
  (await t.app.inject({ method: "GET", url: `/api/properties/${slug}`, headers: agent.auth })).json().data;

describe("a partial PUT changes only the fields sent", () => {
  it("PUT /api/properties/{slug} with only the price keeps every other field", async () => {
    const slug = await createListing();
    const before = await getListing(slug);
    expect(before).toMatchObject({ status: "pending", use: "commercial", description: listing.description });

    const res = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}`,
      headers: agent.auth,
      payload: { price: 5_500_000 },
    });
    expect(res.statusCode).toBe(200);
    const after = await getListing(slug);
    expect(after.price).toBe(5_500_000);
    expect(after.price_kobo).toBe(550_000_000);
    // The change is in the price history (ADR 0270): the old price is the previous one.
    expect(after.previous_price_kobo).toBe(before.price_kobo);
    expect(after.price_history.map((p: { price_kobo: number }) => p.price_kobo)).toEqual([
      400_000_000, 550_000_000,
    ]);
    // Everything else (status, type, description, address, amenities, rooms, flags, and fields added later) survives.
    const priceFields = { price: before.price, price_kobo: before.price_kobo };
    const history = { previous_price_kobo: null, price_history: before.price_history };
    expect(withoutVolatile({ ...after, ...priceFields, ...history })).toEqual(withoutVolatile(before));
  });

  it("PUT /api/projects/{id} with only the name keeps every other field", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: developer.auth,
      payload: project,
    });
    expect(created.statusCode).toBe(201);
    const before = created.json().data;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${before.id}`,
      headers: developer.auth,
      payload: { name: "Lekki Gardens Phase 6B" },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: `/api/projects/${before.id}` })).json().data;
    expect(after.name).toBe("Lekki Gardens Phase 6B");
    expect(withoutVolatile({ ...after, name: before.name })).toEqual(withoutVolatile(before));
  });
});

describe("map_url takes web links only", () => {
  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/map",
  ])("refuses %s with 422 on map_url and stores nothing", async (url) => {
    const before = await t.database.query("select count(*)::int as n from properties");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: agent.auth,
      payload: { ...listing, map_url: url },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION_FAILED" });
    expect(Object.keys(res.json().errors)).toEqual(["map_url"]);
    expect(await t.database.query("select count(*)::int as n from properties")).toEqual(before);
  });

  it("refuses a javascript: link on update too, and keeps the stored one", async () => {
    const slug = await createListing();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}`,
      headers: agent.auth,
      payload: { map_url: "javascript:alert(1)" },
    });
    expect(res.statusCode).toBe(422);
    const [row] = await t.database.query<{ map_url: string }>(
      "select map_url from properties where slug = $1",
      [slug],
    );
    expect(row?.map_url).toBe(listing.map_url);
  });

  it("a javascript: link stored before the fix is never served, and does not block other updates", async () => {
    const slug = await createListing();
    await t.database.query("update properties set map_url = 'javascript:alert(1)' where slug = $1", [slug]);
    expect((await getListing(slug)).address.map_url).toBeNull();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}`,
      headers: agent.auth,
      payload: { price: 4_100_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.address.map_url).toBeNull();
  });

  it("stores http: and https: links", async () => {
    const slug = await createListing({ ...listing, map_url: "http://maps.example.ng/lekki" });
    expect((await getListing(slug)).address.map_url).toBe("http://maps.example.ng/lekki");
  });
});

describe("image pixel limit", () => {
  let huge: Buffer;
  beforeAll(async () => {
    // 59.2 megapixels in a 190 kB PNG: small in bytes, costly to decode.
    huge = await sharp({ create: { width: 8000, height: 7400, channels: 3, background: "#2f855a" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(8000 * 7400).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  async function form(field: string, files: [Buffer, string][]) {
    const data = new FormData();
    for (const [buf, name] of files) data.append(field, new Blob([new Uint8Array(buf)]), name);
    const req = new Request("http://local/", { method: "POST", body: data });
    return {
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { "content-type": req.headers.get("content-type") as string },
    };
  }

  it("a listing image over the limit is a 422 naming the file, and nothing is stored", async () => {
    const slug = await createListing();
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c05621" } })
      .png()
      .toBuffer();
    const body = await form("images[]", [
      [small, "ok.png"],
      [huge, "huge.png"],
    ]);
    const started = Date.now();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/properties/${slug}/images`,
      headers: { ...agent.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toEqual(["Images must be at most 40 megapixels: huge.png"]);
    // Refused from the header, not after decoding 59 MP three times.
    expect(Date.now() - started).toBeLessThan(1500);
    const images = await t.database.query(
      "select i.id from property_images i join properties p on p.id = i.property_id where p.slug = $1",
      [slug],
    );
    expect(images).toHaveLength(0);
  });

  it("a profile picture over the limit is a 422 on profile_picture", async () => {
    const body = await form("profile_picture", [[huge, "me.png"]]);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: { ...agent.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_picture: ["Images must be at most 40 megapixels"] });
  });
});
