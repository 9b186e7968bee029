/**
 * Issue 17 (ADR 0214): the fees an owner states on a listing (integer kobo, validated, kept by a PUT that leaves
 * them out) and the owner's phone on GET /api/properties/{slug}, only for a viewer who may see the owner's
 * premium profile without spending anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let landlord: Made;
const PHONE = "+2348031234567";

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord", phone: PHONE });
  // More listings than the Free plan's quota of 3.
  await subscribe(t.app, landlord.user.id, "business");
});
afterAll(() => t.close());

const listing = {
  title: "2 bedroom flat in Surulere",
  price: 2_400_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Surulere",
  state: "Lagos",
  bedrooms: 2,
};
const fees = {
  agency_fee_kobo: 24_000_000,
  legal_fee_kobo: 36_000_000,
  caution_deposit_kobo: 20_000_050,
  service_charge_kobo: 0,
};

const create = (body: Record<string, unknown>, auth = landlord.auth) =>
  t.app.inject({ method: "POST", url: "/api/properties", headers: auth, payload: body });
const put = (slug: string, body: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `/api/properties/${slug}`, headers: landlord.auth, payload: body });
const get = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/properties/${slug}`, headers });
const stored = async (slug: string) =>
  (
    await t.database.query<Record<string, string | null>>(
      `select agency_fee::text, legal_fee::text, caution_deposit::text, service_charge::text
       from properties where slug = $1`,
      [slug],
    )
  )[0];
const count = async () =>
  Number((await t.database.query<{ n: string }>("select count(*) as n from properties"))[0]?.n);

describe("listing fees", () => {
  it("are stored in kobo and answered in kobo; fees left out are null (not stated)", async () => {
    const res = await create({ ...listing, ...fees });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject(fees);
    expect(await stored(data.slug)).toEqual({
      agency_fee: "24000000",
      legal_fee: "36000000",
      caution_deposit: "20000050",
      service_charge: "0",
    });
    expect((await get(data.slug)).json().data).toMatchObject(fees);

    const bare = (await create(listing)).json().data;
    expect(bare).toMatchObject({
      agency_fee_kobo: null,
      legal_fee_kobo: null,
      caution_deposit_kobo: null,
      service_charge_kobo: null,
    });
  });

  it("refuse a negative, fractional, non-number or too large fee with 422 field messages, storing nothing", async () => {
    const before = await count();
    const res = await create({
      ...listing,
      agency_fee_kobo: -1,
      legal_fee_kobo: 12.5,
      caution_deposit_kobo: "5000",
      service_charge_kobo: 10_000_000_000_001,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: "error",
      statusCode: 422,
      errors: {
        agency_fee_kobo: ["Agency fee cannot be negative"],
        legal_fee_kobo: ["Legal fee must be a whole number of kobo"],
        caution_deposit_kobo: ["Caution deposit must be a number of kobo"],
        service_charge_kobo: ["Service charge is too large"],
      },
    });
    expect(await count()).toBe(before);
  });

  it("survive an update that leaves them out; null clears one; a bad one changes nothing", async () => {
    const { slug } = (await create({ ...listing, ...fees })).json().data;
    const renamed = await put(slug, { title: "2 bedroom flat, Surulere (renovated)", price: 2_500_000 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ price_kobo: 250_000_000, ...fees });

    const cleared = await put(slug, { legal_fee_kobo: null, service_charge_kobo: 1_500_000 });
    expect(cleared.json().data).toMatchObject({
      agency_fee_kobo: 24_000_000,
      legal_fee_kobo: null,
      caution_deposit_kobo: 20_000_050,
      service_charge_kobo: 1_500_000,
    });

    const bad = await put(slug, { agency_fee_kobo: -100, title: "Changed title here" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ agency_fee_kobo: ["Agency fee cannot be negative"] });
    expect(await stored(slug)).toEqual({
      agency_fee: "24000000",
      legal_fee: null,
      caution_deposit: "20000050",
      service_charge: "1500000",
    });
    expect((await get(slug)).json().data.title).toBe("2 bedroom flat, Surulere (renovated)");
  });
});

describe("the owner's phone on the listing", () => {
  let slug: string;
  beforeAll(async () => {
    slug = (await create(listing)).json().data.slug;
  });
  const contactFor = async (headers: Record<string, string> = {}) => {
    const res = await get(slug, headers);
    expect(res.statusCode).toBe(200);
    return { contact: res.json().data.contact, body: res.body };
  };

  it("is never sent to a visitor who is signed out or has no plan, nor in list pages", async () => {
    const anonymous = await contactFor();
    expect(anonymous.contact).toEqual({ access: "sign_in", phone: null });
    expect(anonymous.body).not.toContain("8031234567");
    const tenant = await createUser(t.app);
    const unpaid = await contactFor(tenant.auth);
    expect(unpaid.contact).toEqual({ access: "payment", phone: null });
    expect(unpaid.body).not.toContain("8031234567");
    const list = await t.app.inject({ url: "/api/properties?city=Surulere", headers: tenant.auth });
    expect(list.json().data.length).toBeGreaterThan(0);
    expect(list.body).not.toContain("8031234567");
    expect(list.json().data[0].contact).toBeUndefined();
  });

  it("a plan's monthly allowance is not spent by opening the listing: no phone, nothing recorded", async () => {
    const tenant = await createUser(t.app);
    await subscribe(t.app, tenant.user.id, "basic");
    const { contact, body } = await contactFor(tenant.auth);
    expect(contact).toEqual({ access: "allowance", phone: null });
    expect(body).not.toContain("8031234567");
    const [used] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from premium_profile_views where user_id = $1",
      [tenant.user.id],
    );
    expect(used?.n).toBe(0);
  });

  it("is sent to the owner, an admin, a viewer who paid to unlock the owner, and an unlimited plan", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const payer = await createUser(t.app);
    await t.database.query("insert into profile_unlocks (user_id, profile_user_id) values ($1, $2)", [
      payer.user.id,
      landlord.user.id,
    ]);
    const business = await createUser(t.app);
    await subscribe(t.app, business.user.id, "business");
    for (const viewer of [landlord, admin, payer, business])
      expect((await contactFor(viewer.auth)).contact).toEqual({ access: "full", phone: PHONE });
  });
});
