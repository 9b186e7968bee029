/**
 * Issue 37 (ADR 0270): every change of a listing's price is kept in the listing update's transaction; the listing
 * answers its price history, and `previous_price_kobo`/`price_reduced` for cards.
 */
import { propertyMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let landlord: Made;
let other: Made;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord" });
  await subscribe(t.app, landlord.user.id, "business");
  other = await createUser(t.app, { role: "agent" });
});
afterAll(() => t.close());

const listing = {
  title: "3 bedroom flat in Yaba",
  price: 3_000_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Yaba",
  state: "Lagos",
  bedrooms: 3,
};

const create = async () =>
  (
    await t.app.inject({ method: "POST", url: "/api/properties", headers: landlord.auth, payload: listing })
  ).json().data;
const put = (slug: string, body: Record<string, unknown>, auth = landlord.auth) =>
  t.app.inject({ method: "PUT", url: `/api/properties/${slug}`, headers: auth, payload: body });
const get = async (slug: string) => (await t.app.inject({ url: `/api/properties/${slug}` })).json().data;
const changes = async (slug: string) =>
  t.database.query<{ old_price: string; new_price: string; changed_by: string }>(
    `select c.old_price::text, c.new_price::text, c.changed_by::text from property_price_changes c
     join properties p on p.id = c.property_id where p.slug = $1 order by c.id`,
    [slug],
  );

describe("price history", () => {
  it("a new listing has one point, the price it was listed at, and is not reduced", async () => {
    const made = await create();
    expect(made.price_history).toEqual([{ date: made.created_at, price_kobo: 300_000_000 }]);
    expect(made).toMatchObject({ previous_price_kobo: null, price_reduced: false });
    expect(await changes(made.slug)).toEqual([]);
  });

  it("a price cut is recorded (old and new price, who) and shown as reduced in the listing and the lists", async () => {
    const made = await create();
    const res = await put(made.slug, { price: 2_500_000 });
    expect(res.statusCode).toBe(200);
    expect(await changes(made.slug)).toEqual([
      { old_price: "300000000", new_price: "250000000", changed_by: String(landlord.user.id) },
    ]);
    const data = await get(made.slug);
    expect(data).toMatchObject({
      price_kobo: 250_000_000,
      previous_price_kobo: 300_000_000,
      price_reduced: true,
    });
    expect(data.price_history.map((p: { price_kobo: number }) => p.price_kobo)).toEqual([
      300_000_000, 250_000_000,
    ]);
    expect(data.price_history[0].date).toBe(made.created_at);
    const list = (await t.app.inject({ url: `/api/properties?owner_id=${landlord.user.id}&limit=50` })).json()
      .data;
    const card = list.find((p: { slug: string }) => p.slug === made.slug);
    expect(card).toMatchObject({ previous_price_kobo: 300_000_000, price_reduced: true });
    expect(card.price_history).toBeUndefined();
  });

  it("an update that leaves the price unchanged records nothing; a rise is recorded and is not 'reduced'", async () => {
    const made = await create();
    expect((await put(made.slug, { title: "3 bedroom flat in Yaba, renovated" })).statusCode).toBe(200);
    expect((await put(made.slug, { price: 3_000_000 })).statusCode).toBe(200);
    expect(await changes(made.slug)).toEqual([]);
    expect(await get(made.slug)).toMatchObject({ previous_price_kobo: null, price_reduced: false });

    await put(made.slug, { price: 2_800_000 });
    await put(made.slug, { price: 2_900_000 });
    const data = await get(made.slug);
    expect(data).toMatchObject({ previous_price_kobo: 280_000_000, price_reduced: false });
    expect(data.price_history.map((p: { price_kobo: number }) => p.price_kobo)).toEqual([
      300_000_000, 280_000_000, 290_000_000,
    ]);
  });

  it("another user cannot change the price (403, nothing recorded); bad input changes nothing (422)", async () => {
    const made = await create();
    const res = await put(made.slug, { price: 1_000_000 }, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(propertyMessages.notYours);
    const bad = await put(made.slug, { price: -5 });
    expect(bad.statusCode).toBe(422);
    expect(await changes(made.slug)).toEqual([]);
    expect(await get(made.slug)).toMatchObject({ price_kobo: 300_000_000, price_reduced: false });
  });

  it("parallel price changes are each recorded, in a chain that ends at the stored price", async () => {
    const made = await create();
    const prices = [2_000_000, 2_100_000, 2_200_000, 2_300_000];
    const replies = await Promise.all(prices.map((price) => put(made.slug, { price })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await changes(made.slug);
    expect(rows).toHaveLength(4);
    // Each change starts from the price the one before it left.
    let price = "300000000";
    for (const row of rows) {
      expect(row.old_price).toBe(price);
      price = row.new_price;
    }
    expect((await get(made.slug)).price_kobo).toBe(Number(price));
  });
});
