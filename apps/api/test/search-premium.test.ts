/**
 * Premium profiles (issue 5, SPEC §4 "Profile lookup by unique key", §8 "Profile lookup"):
 * - GET /api/search?unique_key= answers the full profile to the owner, admins and those who unlocked it, and
 *   402 payment_required with payment instructions to everyone else, with the SPEC §8 errors verbatim;
 * - the leak test: a person whose premium fields hold marker values is shown through every endpoint that returns
 *   a profile (search, directories, profile pages, reviews, listings and their owners, requests), to an
 *   anonymous visitor and to a signed-in member who has not paid; no marker may appear in any body.
 */
import { messages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let marked: Made;
let member: Made;
let admin: Made;

const MARK = {
  email: "premium-marker-email@example.ng",
  phone: "+2348011122233",
  address: "PREMIUM-MARKER-ADDRESS 7 Hidden Close",
  dob: "1979-03-14",
  marital: "PREMIUM-MARKER-MARITAL",
  gender: "PREMIUM-MARKER-GENDER",
};
const markers = [MARK.email, MARK.phone, "2348011122233", "PREMIUM-MARKER", MARK.dob];

beforeAll(async () => {
  t = await createTestApp();
  marked = await createUser(t.app, {
    role: "agent",
    firstName: "Oluwaseun",
    lastName: "Fashola",
    email: MARK.email,
    phone: MARK.phone,
    profile: {
      city: "Lekki",
      state: "Lagos",
      address: MARK.address,
      dateOfBirth: MARK.dob,
      maritalStatus: MARK.marital,
      gender: MARK.gender,
      occupationJobTitle: "Estate Agent",
      bio: "Lettings across Lekki.",
    },
  });
  member = await createUser(t.app, { role: "tenant", firstName: "Tobi", lastName: "Lawal" });
  admin = await createUser(t.app, { role: "admin" });
  await t.database.query(
    `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type, city, state, featured)
     values ('seun-flat', $1, '3 bedroom flat for rent in Lekki', 450000000, 'rent', 'year', 'apartment', 'Flat', 'Lekki', 'Lagos', true)`,
    [marked.user.id],
  );
  await t.database.query(
    "insert into reviews (subject_id, reviewer_id, rating, comment) values ($1, $2, 5, 'Great')",
    [marked.user.id, member.user.id],
  );
  // The marked person also reviews someone, so they appear as a reviewer.
  const other = await createUser(t.app, { role: "landlord", firstName: "Kemi", lastName: "Bankole" });
  await t.database.query("insert into reviews (subject_id, reviewer_id, rating) values ($1, $2, 4)", [
    other.user.id,
    marked.user.id,
  ]);
});
afterAll(async () => {
  await t.close();
});

const lookup = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/search?unique_key=${encodeURIComponent(key)}`, headers });

describe("GET /api/search?unique_key=", () => {
  it("422 'Unique key is required' when empty, 'Invalid unique key' when malformed", async () => {
    const empty = await lookup("", member.auth);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: messages.profileLookup.uniqueKeyRequired,
      errors: { unique_key: [messages.profileLookup.uniqueKeyRequired] },
    });
    const bad = await lookup("<script>x</script>nope", member.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.unique_key).toEqual([messages.profileLookup.invalidUniqueKey]);
  });

  it("401 without a session, 404 for an unknown key", async () => {
    const anon = await lookup(marked.profile.uniqueKey);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe(messages.profileLookup.loginRequired);
    const unknown = await lookup("ILE-ZZZZZZZZZZ", member.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.profileLookup.notFound);
  });

  it("402 payment_required with payment instructions, and no premium field, to a member who has not paid", async () => {
    const res = await lookup(marked.profile.uniqueKey.toLowerCase(), member.auth);
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body).toMatchObject({
      status: "payment_required",
      code: "PAYMENT_REQUIRED",
      message: messages.profileLookup.paymentRequired,
      data: {
        unique_key: marked.profile.uniqueKey,
        profile: { full_name: "Oluwaseun Fashola", role_title: "Agent", slug: marked.profile.slug },
        payment_instructions: {
          currency: "NGN",
          unlocks: expect.arrayContaining(["email", "phone", "address", "documents"]),
          initiate: {
            method: "POST",
            path: "/api/payment/initiate",
            body: { unique_key: marked.profile.uniqueKey },
          },
        },
      },
    });
    expect(JSON.stringify(body.data.payment_instructions)).toContain(
      String(t.config.PROFILE_UNLOCK_PRICE_KOBO),
    );
    for (const m of markers) expect(res.body).not.toContain(m);
  });

  it("200 with the full profile to the owner and admins (admins also get the documents list)", async () => {
    for (const who of [marked, admin]) {
      const res = await lookup(marked.profile.uniqueKey, who.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: "success",
        data: {
          id: marked.user.id,
          email: MARK.email,
          phone: MARK.phone,
          address: MARK.address,
          date_of_birth: MARK.dob,
          marital_status: MARK.marital,
          documents: [],
        },
      });
    }
  });

  it("200 to a member who unlocked the profile (a paid unlock recorded by the payments module)", async () => {
    const payer = await createUser(t.app, { role: "tenant" });
    expect((await lookup(marked.profile.uniqueKey, payer.auth)).statusCode).toBe(402);
    await t.database.query("insert into profile_unlocks (user_id, profile_user_id) values ($1, $2)", [
      payer.user.id,
      marked.user.id,
    ]);
    const res = await lookup(marked.profile.uniqueKey, payer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(MARK.email);
  });
});

describe("no premium field leaks through any endpoint that returns a profile", () => {
  const urls = () => [
    "/api/search?query=oluwaseun",
    "/api/search?query=agent%20lekki",
    "/api/search?query=fashola&type=users",
    "/api/search?query=flat%20lekki",
    "/api/search?query=hidden%20close",
    "/api/people",
    "/api/people?role=agent&state=Lagos&city=Lekki",
    "/api/people?query=oluwaseun",
    `/api/people/${marked.user.id}`,
    `/api/people/${marked.profile.slug}`,
    `/api/people/${marked.user.id}/reviews`,
    `/api/people/${member.user.id}/reviews`,
    "/api/properties",
    "/api/properties?city=Lekki",
    "/api/properties/featured",
    "/api/properties/latest",
    "/api/properties/seun-flat",
    "/api/projects",
    "/api/auctions",
  ];

  it.each([
    ["an anonymous visitor", () => ({})],
    ["a signed-in member who has not paid", () => member.auth],
  ])("%s", async (_who, headers) => {
    for (const url of urls()) {
      const res = await t.app.inject({ url, headers: headers() });
      expect(res.statusCode, url).toBeLessThan(500);
      for (const m of markers) expect(res.body, `${url} leaks ${m}`).not.toContain(m);
    }
    // The search by premium values finds nothing: they are not in any search document.
    const byEmail = (
      await t.app.inject({ url: "/api/search?query=premium-marker-email", headers: headers() })
    ).json();
    expect(byEmail.data.data.users.pagination.total).toBe(0);
  });

  it("a review written by the person carries their name only", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/people/${member.user.id}/reviews`,
      payload: { rating: 4 },
      headers: marked.auth,
    });
    // Tenants are not reviewable; the refusal carries nothing either.
    expect(res.statusCode).toBe(403);
    for (const m of markers) expect(res.body).not.toContain(m);
  });

  it("the person sees their own email on their card (positive control)", async () => {
    const res = await t.app.inject({ url: "/api/search?query=oluwaseun", headers: marked.auth });
    expect(res.json().data.data.users.data[0].email).toBe(MARK.email);
  });
});
