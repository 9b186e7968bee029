/**
 * Issue 34 item 8 (ADR 0015 addendum): every URL field of the contract takes http(s) links only. A link a page
 * could run (javascript:, data:, vbscript:, in any case) is a 422 naming the field, and nothing is stored; a row
 * stored before the check is never served as a link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let agent: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { role: "agent" });
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

const UNSAFE = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
];

const listing = {
  title: "3 bedroom flat in Yaba",
  description: "Near the university.",
  price: 2_500_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Yaba",
  state: "Lagos",
};

/** The answer is a 422 whose errors name exactly `field`. */
function expect422(
  res: { statusCode: number; body: string; json: () => { errors?: object } },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  expect(Object.keys(res.json().errors ?? {}), res.body).toEqual([field]);
}

const profileRow = async () =>
  (
    await t.database.query("select website, social_media_links, portfolio from profiles where user_id = $1", [
      user.user.id,
    ])
  )[0];
const count = async (table: string) =>
  (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe.each(UNSAFE)("%j is refused by every URL field", (url) => {
  it.each([
    ["website", url],
    ["social_media_links", ["https://x.com/ada", url]],
    ["portfolio", url],
  ])("profile %s: 422 and the profile unchanged", async (field, value) => {
    const before = await profileRow();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: user.auth,
      payload: { [field]: value },
    });
    expect422(res, field);
    expect(await profileRow()).toEqual(before);
  });

  it("a listing's map_url: 422 and no listing", async () => {
    const before = await count("properties");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: agent.auth,
      payload: { ...listing, map_url: url },
    });
    expect422(res, "map_url");
    expect(await count("properties")).toBe(before);
  });

  it("a news post's cover_url: 422 and no post", async () => {
    const before = await count("news_posts");
    const res = await t.app.inject({
      method: "POST",
      url: "/svc/news/editor/posts",
      headers: admin.auth,
      payload: { type: "news", title: "Rents in Yaba", content: "Up again.", cover_url: url },
    });
    expect422(res, "cover_url");
    expect(await count("news_posts")).toBe(before);
  });

  it("a video's youtube_url: 422 and no video", async () => {
    const before = await count("videos");
    const res = await t.app.inject({
      method: "POST",
      url: "/svc/news/videos",
      headers: admin.auth,
      payload: { title: "Tour of a Yaba flat", youtube_url: url },
    });
    expect422(res, "youtube_url");
    expect(await count("videos")).toBe(before);
  });
});

describe("web links are stored and served", () => {
  it("a profile keeps http(s) links and free portfolio text", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: user.auth,
      payload: {
        website: "HTTPS://ile.example.ng/ada",
        social_media_links: ["http://x.com/ada"],
        portfolio: "Data: 40 flats let in Yaba since 2019",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileRow()).toEqual({
      website: "HTTPS://ile.example.ng/ada",
      social_media_links: ["http://x.com/ada"],
      portfolio: "Data: 40 flats let in Yaba since 2019",
    });
  });

  it("a news post keeps an https cover", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/svc/news/editor/posts",
      headers: admin.auth,
      payload: { type: "news", title: "Rents in Yaba", cover_url: "https://ile.example.ng/cover.jpg" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().post.cover_url).toBe("https://ile.example.ng/cover.jpg");
  });
});

describe("links stored before the check are never served", () => {
  it("a profile's website and social links", async () => {
    await t.database.query(
      `update profiles set website = 'javascript:alert(1)',
         social_media_links = array['https://x.com/ada', 'data:text/html,x'] where user_id = $1`,
      [user.user.id],
    );
    const own = (await t.app.inject({ url: "/api/profile", headers: user.auth })).json().data;
    expect(own).toMatchObject({ website: null, social_media_links: ["https://x.com/ada"] });
    const seen = (await t.app.inject({ url: `/api/people/${user.user.id}` })).json().data;
    expect(seen).toMatchObject({ website: null, social_media_links: ["https://x.com/ada"] });
  });

  it("a news post's cover", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/svc/news/editor/posts",
      headers: admin.auth,
      payload: { type: "news", title: "Old cover" },
    });
    const id = made.json().post.id as number;
    await t.database.query("update news_posts set cover_url = 'javascript:alert(1)' where id = $1", [id]);
    const list = (await t.app.inject({ url: "/svc/news/editor/posts", headers: admin.auth })).json().posts;
    expect(list.find((p: { id: number }) => p.id === id).cover_url).toBeNull();
  });
});
