/** People directories and public profiles (issue 5): GET /api/people, GET /api/people/{id or slug}. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let lekkiAgent: Made;
let abujaAgent: Made;
let landlord: Made;
let tenant: Made;
let reviewer: Made;

beforeAll(async () => {
  t = await createTestApp();
  lekkiAgent = await createUser(t.app, {
    role: "agent",
    firstName: "Kelechi",
    lastName: "Nwosu",
    profile: { city: "Lekki", state: "Lagos", occupationJobTitle: "Estate Agent", verifiedAt: new Date() },
  });
  abujaAgent = await createUser(t.app, {
    role: "agent",
    firstName: "Hauwa",
    lastName: "Bello",
    profile: { city: "Wuse", state: "Federal Capital Territory" },
  });
  landlord = await createUser(t.app, {
    role: "landlord",
    firstName: "Segun",
    lastName: "Ajayi",
    profile: { city: "Ikeja", state: "Lagos" },
  });
  tenant = await createUser(t.app, { role: "tenant", firstName: "Ife", lastName: "Obi" });
  // Not listed: admins, pending and deleted accounts.
  await createUser(t.app, { role: "admin", firstName: "Staff", lastName: "Member" });
  await createUser(t.app, { role: "agent", firstName: "Pending", lastName: "Agent", status: "pending" });
  const gone = await createUser(t.app, { role: "agent", firstName: "Gone", lastName: "Agent" });
  await t.database.query("update profiles set deleted_at = now() where user_id = $1", [gone.user.id]);
  await t.database.query(
    `insert into properties (slug, owner_id, title, price, listing_type, category, property_type, city, state)
     values ('kelechi-flat', $1, '2 bedroom flat in Lekki', 250000000, 'sale', 'apartment', 'Flat', 'Lekki', 'Lagos')`,
    [lekkiAgent.user.id],
  );
  reviewer = await createUser(t.app, { role: "tenant", firstName: "Rev", lastName: "Iewer" });
  await t.database.query(
    "insert into reviews (subject_id, reviewer_id, rating) values ($1, $2, 4), ($1, $3, 5)",
    [lekkiAgent.user.id, reviewer.user.id, tenant.user.id],
  );
});
afterAll(async () => {
  await t.close();
});

const directory = async (query: string) => {
  const res = await t.app.inject({ url: `/api/people?${query}` });
  return { status: res.statusCode, body: res.json() };
};
const ids = (body: { data: { data: { id: number }[] } }) =>
  body.data.data.map((p) => p.id).sort((a, b) => a - b);

describe("GET /api/people", () => {
  it("lists listed people only (no admins, pending or deleted accounts)", async () => {
    const { status, body } = await directory("limit=50");
    expect(status).toBe(200);
    expect(ids(body)).toEqual(
      [lekkiAgent, abujaAgent, landlord, tenant, reviewer].map((u) => u.user.id).sort((a, b) => a - b),
    );
  });

  it("filters by role (user means tenant), state (FCT/Abuja aliases), city and verified", async () => {
    expect(ids((await directory("role=agent")).body)).toEqual(
      [lekkiAgent.user.id, abujaAgent.user.id].sort(),
    );
    expect(ids((await directory("role=user")).body)).toEqual([tenant.user.id, reviewer.user.id]);
    expect(ids((await directory("role=agent,landlord&state=Lagos")).body)).toEqual(
      [lekkiAgent.user.id, landlord.user.id].sort(),
    );
    expect(ids((await directory("state=abuja")).body)).toEqual([abujaAgent.user.id]);
    expect(ids((await directory("state=FCT")).body)).toEqual([abujaAgent.user.id]);
    expect(ids((await directory("city=lekki")).body)).toEqual([lekkiAgent.user.id]);
    expect(ids((await directory("verified=true")).body)).toEqual([lekkiAgent.user.id]);
    expect(ids((await directory("query=kele")).body)).toEqual([lekkiAgent.user.id]);
  });

  it("shows cards with role title, location, verified badge and the average rating (SPEC §9)", async () => {
    const { body } = await directory("role=agent&sort=rating");
    const [first, second] = body.data.data;
    expect(first).toMatchObject({
      id: lekkiAgent.user.id,
      name: "Kelechi Nwosu",
      email: null,
      verified: true,
      average_rating: 4.5,
      reviews_count: 2,
      profile: { role: "agent", role_title: "Agent", location: "Lekki, Lagos", occupation: "Estate Agent" },
    });
    expect(second).toMatchObject({ id: abujaAgent.user.id, average_rating: 0, reviews_count: 0 });
  });

  it("sorts by name (first, then last, case-insensitive) and by rating (best first, unrated last)", async () => {
    const byName = (await directory("sort=name&limit=50")).body.data.data as { name: string }[];
    const names = byName.map((p) => p.name.toLowerCase());
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byRating = (await directory("sort=rating&limit=50")).body.data.data as { average_rating: number }[];
    const ratings = byRating.map((p) => p.average_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(0);
  });

  it("pages", async () => {
    const { body } = await directory("limit=2&page=2&sort=name");
    expect(body.data.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(body.data.data).toHaveLength(2);
  });

  it.each(["role=wizard", "limit=0", "limit=51", "page=x", "sort=random"])("%s → 422", async (q) => {
    const { status, body } = await directory(q);
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toHaveLength(1);
  });
});

describe("GET /api/people/{id or slug}", () => {
  it("returns the public profile by id and by slug, with listings and latest reviews", async () => {
    const byId = await t.app.inject({ url: `/api/people/${lekkiAgent.user.id}` });
    expect(byId.statusCode).toBe(200);
    const p = byId.json().data;
    expect(p).toMatchObject({
      id: lekkiAgent.user.id,
      slug: lekkiAgent.profile.slug,
      unique_key: lekkiAgent.profile.uniqueKey,
      role: "agent",
      role_title: "Agent",
      full_name: "Kelechi Nwosu",
      verified: true,
      average_rating: 4.5,
      reviews_count: 2,
      premium: { locked: true },
    });
    expect(p.reviews.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 5]);
    expect(p.listings.pagination.total).toBe(1);
    expect(p.listings.data[0]).toMatchObject({ slug: "kelechi-flat", price: 2_500_000 });
    expect(p.premium.fields).toEqual(expect.arrayContaining(["email", "phone", "address", "documents"]));
    const bySlug = await t.app.inject({ url: `/api/people/${lekkiAgent.profile.slug}` });
    expect(bySlug.json().data.id).toBe(lekkiAgent.user.id);
  });

  it("tells the owner their premium part is not locked", async () => {
    const res = await t.app.inject({ url: `/api/people/${landlord.user.id}`, headers: landlord.auth });
    expect(res.json().data.premium.locked).toBe(false);
  });

  it("404s for unknown, unlisted and deleted people", async () => {
    for (const key of ["999999", "no-such-person"]) {
      const res = await t.app.inject({ url: `/api/people/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profile not found");
    }
  });
});
