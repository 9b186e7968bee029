/** The community seeder (issue 21): real articles, sample notices marked as such, groups; idempotent. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedCommunity } from "../src/seed/community.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await createUser(t.app);
});
afterAll(() => t.close());

const counts = async () =>
  (
    await t.database.query<{ g: number; d: number; p: number }>(
      "select (select count(*)::int from community_groups) g, (select count(*)::int from group_discussions) d, (select count(*)::int from news_posts) p",
    )
  )[0];

it("seeds groups, discussions, articles and sample notices once", async () => {
  const ctx = { db: t.app.db, dataDir: "", scale: null, log: () => {} };
  await seedCommunity.run(ctx);
  const first = await counts();
  expect(first?.g).toBe(5);
  expect(first?.d).toBeGreaterThan(5);
  await seedCommunity.run(ctx);
  expect(await counts()).toEqual(first);

  const blog = (
    await t.app.inject({ method: "GET", url: "/svc/news/posts/caveat/article?type=blog&per_page=10" })
  ).json();
  expect(blog.posts.map((p: { slug: string }) => p.slug)).toContain(
    "how-to-check-a-certificate-of-occupancy",
  );
  const caveats = (
    await t.app.inject({ method: "GET", url: "/svc/news/posts/caveat/article?type=caveat" })
  ).json();
  for (const p of caveats.posts) {
    expect(p.sample).toBe(true);
    expect(p.content).toMatch(/^SAMPLE NOTICE/);
  }
  const groups = (await t.app.inject({ method: "GET", url: "/svc/groups/groups/getAllGroups" })).json();
  expect(groups.groups.map((g: { name: string }) => g.name)).toContain("First-time buyers");
  const posts = await t.database.query<{ content: string }>("select content from news_posts");
  for (const p of posts) expect(p.content.toLowerCase()).not.toContain("lorem");
});
