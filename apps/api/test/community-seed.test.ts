/**
 * The community seeder (issue 21): real articles, sample notices marked as such, groups; idempotent. Issue 53
 * item 6: demo videos from the desk's sample posts and SAMPLE notices across states, and their removal.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedCommunity } from "../src/seed/community.ts";
import { removeDemoContent } from "../src/seed/demo-remove.ts";
import { DEMO_VIDEO_PATH, DEMO_VIDEOS } from "../src/seed/demo-videos.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 5; i++) await createUser(t.app);
});
afterAll(() => t.close());

const webPublic = join(import.meta.dirname, "../../web/public");

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

it("a fresh install has demo videos from the desk's sample posts and SAMPLE notices across states; demo:remove takes them off", async () => {
  const ctx = { db: t.app.db, dataDir: "", scale: null, log: () => {} };
  await seedCommunity.run(ctx);
  await seedCommunity.run(ctx);
  const videos = (await t.app.inject({ url: "/svc/news/videos" })).json().videos as {
    slug: string;
    title: string;
    description: string;
    source: string;
    file_url: string;
    poster_url: string;
  }[];
  expect(videos.map((v) => v.slug).sort()).toEqual(DEMO_VIDEOS.map((v) => v.slug).sort());
  for (const v of videos) {
    expect(v.title).toMatch(/^Demo video: /);
    expect(v.description).toMatch(/^Demo content: /);
    expect(v.source).toBe("upload");
    // The files are in the web build (apps/web/public), as committed.
    for (const url of [v.file_url, v.poster_url]) {
      expect(url.startsWith(`${DEMO_VIDEO_PATH}/`)).toBe(true);
      expect(statSync(join(webPublic, url)).size).toBeGreaterThan(1000);
    }
  }
  // Each video is made from a post the desk published.
  const made = await t.database.query<{ slug: string }>(
    "select slug from news_posts where status = 'published' and slug = any($1::text[])",
    [DEMO_VIDEOS.map((v) => v.fromPost)],
  );
  expect(made).toHaveLength(DEMO_VIDEOS.length);

  const notices = await t.database.query<{ state: string; sample: boolean; title: string }>(
    "select state, sample, title from news_posts where type in ('caveat', 'loss_of_title', 'change_of_name')",
  );
  expect(new Set(notices.map((n) => n.state)).size).toBeGreaterThanOrEqual(6);
  for (const n of notices) {
    expect(n.sample).toBe(true);
    expect(n.title).toMatch(/^Sample /);
  }
  const listed = (
    await t.app.inject({ url: "/svc/news/posts/caveat/article?type=caveat&per_page=50" })
  ).json().posts as { state: string }[];
  expect(new Set(listed.map((p) => p.state))).toEqual(new Set(["Lagos", "Rivers", "Oyo", "Kano"]));

  // Removing the demo content leaves the real articles.
  const articles = await t.database.query("select 1 from news_posts where not sample");
  expect(await removeDemoContent(t.app.db)).toEqual({ videos: 3, notices: notices.length, listings: 0 });
  expect((await t.app.inject({ url: "/svc/news/videos" })).json().videos).toEqual([]);
  expect(await t.database.query("select 1 from news_posts where sample")).toEqual([]);
  expect(await t.database.query("select 1 from news_posts")).toHaveLength(articles.length);
  expect(await removeDemoContent(t.app.db)).toEqual({ videos: 0, notices: 0, listings: 0 });
});
