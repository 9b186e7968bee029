/**
 * A listing's title number (issue 21): set on create, changed or cleared on edit, kept when an edit leaves it
 * out, refused with markup, and matched against published caveat notices.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let landlord: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord" });
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

const listing = {
  title: "4 bedroom duplex in Ikate",
  price: 150_000_000,
  listing_type: "sale",
  category: "duplex",
  property_type: "Duplex",
  city: "Lekki",
  state: "Lagos",
  bedrooms: 4,
  bathrooms: 4,
  toilets: 5,
  title_document: "c_of_o",
  title_number: "  LA/2021/007733 ",
};

describe("listing title number", () => {
  it("is stored, edited, kept and matched against a published caveat", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: landlord.auth,
      payload: { ...listing, title_number: "<b>LA</b>" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("title_number");

    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: landlord.auth,
      payload: listing,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { slug, title_number } = res.json().data;
    expect(title_number).toBe("LA/2021/007733");
    const url = `/api/properties/${slug}`;

    // An edit that leaves it out keeps it; an edit that sets it changes it.
    await t.app.inject({ method: "PUT", url, headers: landlord.auth, payload: { price: 140_000_000 } });
    expect((await t.app.inject({ method: "GET", url })).json().data.title_number).toBe("LA/2021/007733");
    await t.app.inject({
      method: "PUT",
      url,
      headers: landlord.auth,
      payload: { title_number: "LA/2021/009999" },
    });
    const stored = (await t.app.inject({ method: "GET", url })).json().data.title_number;
    expect(stored).toBe("LA/2021/009999");

    // A published caveat on the same title (written differently) matches the listing's number.
    const draft = await t.app.inject({
      method: "POST",
      url: "/svc/news/editor/posts",
      headers: admin.auth,
      payload: {
        type: "caveat",
        title: "Caveat on a plot in Ikate",
        content: "Notice.",
        title_number: "la 2021 009999",
      },
    });
    await t.app.inject({
      method: "POST",
      url: `/svc/news/editor/posts/${draft.json().post.id}/publish`,
      headers: admin.auth,
    });
    const matches = await t.app.inject({
      method: "GET",
      url: `/svc/news/caveat/matches?title_number=${encodeURIComponent(stored)}`,
    });
    expect(matches.json().posts).toEqual([
      expect.objectContaining({ title: "Caveat on a plot in Ikate", matched_on: "title_number" }),
    ]);

    await t.app.inject({ method: "PUT", url, headers: landlord.auth, payload: { title_number: null } });
    expect((await t.app.inject({ method: "GET", url })).json().data.title_number).toBeNull();
  });
});
