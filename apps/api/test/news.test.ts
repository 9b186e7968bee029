/** The news service (/svc/news, issue 21): SPEC §7 reads, only published posts public, editors, caveat matches. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let writer: Awaited<ReturnType<typeof createUser>>;
let reader: Awaited<ReturnType<typeof createUser>>;
const B = "/svc/news";

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "admin" });
  writer = await createUser(t.app, { firstName: "Kemi", lastName: "Adeyemi" });
  reader = await createUser(t.app);
  await t.database.query("insert into news_editors (user_id, role) values ($1, 'writer')", [writer.user.id]);
});
afterAll(() => t.close());

const inject = (
  method: "GET" | "POST" | "PUT",
  url: string,
  auth?: Record<string, string>,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url: `${B}${url}`,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const caveat = {
  type: "caveat",
  title: "Caveat on Plot 14, Ogombo Road",
  content: "Take notice that a caveat has been lodged.\n\n<script>x</script>Do not buy.",
  title_number: "LA/2019/004512",
  survey_plan_number: "LS/D/2207",
  state: "Lagos",
  lga: "Eti-Osa",
  address: "Plot 14, Ogombo Road, Ajah",
  latitude: 6.4478,
  longitude: 3.6012,
  claimant: "Sample Claimant Ltd",
  nature_of_claim: "Equitable interest under an unregistered deed",
  claim_date: "2026-03-02",
};

async function draft(body: Record<string, unknown>, auth = writer.auth) {
  const res = await inject("POST", "/editor/posts", auth, body);
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number; slug: string; status: string };
}

describe("news", () => {
  it("drafts are private; a writer submits, a writer cannot publish, an admin publishes (audited)", async () => {
    const p = await draft(caveat);
    expect(p.status).toBe("draft");
    expect(p.slug).toBe("caveat-on-plot-14-ogombo-road");

    expect((await inject("GET", `/caveat/${p.id}`)).statusCode).toBe(404);
    expect((await inject("GET", `/caveat/${p.slug}`)).json()).toMatchObject({
      status: "error",
      statusCode: 404,
      message: "Post not found.",
    });
    expect((await inject("GET", "/posts/caveat/article?status=published")).json().posts).toHaveLength(0);

    const submitted = await inject("POST", `/editor/posts/${p.id}/submit`, writer.auth);
    expect(submitted.json().post.status).toBe("in_review");
    const refused = await inject("POST", `/editor/posts/${p.id}/publish`, writer.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only publishers and admins can publish");
    expect((await inject("POST", "/editor/posts", reader.auth, caveat)).statusCode).toBe(403);

    const published = await inject("POST", `/editor/posts/${p.id}/publish`, admin.auth);
    expect(published.statusCode).toBe(200);
    expect(published.json().post.status).toBe("published");
    const audit = await t.database.query<{ action: string; actor_id: number }>(
      "select action, actor_id from audit_log where target_type = 'news_post' and target_id = $1",
      [String(p.id)],
    );
    expect(audit).toEqual([{ action: "news.post.publish", actor_id: admin.user.id }]);

    const one = await inject("GET", `/caveat/${p.slug}`);
    expect(one.statusCode).toBe(200);
    const post = one.json().post;
    expect(post).toMatchObject({
      type: "caveat",
      title_number: "LA/2019/004512",
      lga: "Eti-Osa",
      claimant: "Sample Claimant Ltd",
      claim_date: "2026-03-02",
      latitude: 6.4478,
      author_name: "Kemi Adeyemi",
    });
    expect(post.content).toBe("Take notice that a caveat has been lodged.\n\nDo not buy.");
    expect(post.content_html).toBe("<p>Take notice that a caveat has been lodged.</p>\n<p>Do not buy.</p>");
    expect((await inject("GET", `/caveat/${p.id}`)).json().post.slug).toBe(p.slug);

    // Back to drafts: gone from the public list again.
    await inject("POST", `/editor/posts/${p.id}/unpublish`, admin.auth);
    expect((await inject("GET", `/caveat/${p.id}`)).statusCode).toBe(404);
    await inject("POST", `/editor/posts/${p.id}/publish`, admin.auth);
  });

  it("lists published posts: per_page 4 by default, pages, type, query and state filters", async () => {
    for (let i = 1; i <= 5; i++) {
      const p = await draft({
        type: "news",
        title: `Lagos land registry update ${i}`,
        content: `Update **${i}**`,
      });
      await inject("POST", `/editor/posts/${p.id}/publish`, admin.auth);
    }
    const blog = await draft({
      type: "blog",
      title: "How to check a C of O",
      content: "# Steps\n\n<b>Visit</b> the registry",
      tags: ["Titles", "lagos"],
    });
    await inject("POST", `/editor/posts/${blog.id}/publish`, admin.auth);

    const page1 = await inject("GET", "/posts/caveat/article?status=published");
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.status).toBe("success");
    expect(body.posts).toHaveLength(4);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 2, total: 6, per_page: 4 });
    const page2 = (await inject("GET", "/posts/caveat/article?status=published&page=2")).json();
    expect(page2.posts).toHaveLength(2);

    const caveats = (await inject("GET", "/posts/caveat/article?status=published&type=caveat")).json();
    expect(caveats.posts.map((p: { type: string }) => p.type)).toEqual(["caveat"]);
    const found = (await inject("GET", "/posts/caveat/article?query=ogombo")).json();
    expect(found.posts.map((p: { slug: string }) => p.slug)).toEqual(["caveat-on-plot-14-ogombo-road"]);
    expect((await inject("GET", "/posts/caveat/article?state=Abuja")).json().posts).toHaveLength(0);

    // The notices list of the web (issue 38): by title number as typed, and by place (state, LGA or address).
    const slugs = async (qs: string) =>
      (await inject("GET", `/posts/caveat/article?type=caveat&${qs}`))
        .json()
        .posts.map((p: { slug: string }) => p.slug);
    expect(await slugs("title_number=la%2F2019%2F004512")).toEqual(["caveat-on-plot-14-ogombo-road"]);
    expect(await slugs("title_number=LA%202019")).toEqual(["caveat-on-plot-14-ogombo-road"]);
    expect(await slugs("title_number=LA%2F2020")).toEqual([]);
    expect(await slugs("place=eti-osa")).toEqual(["caveat-on-plot-14-ogombo-road"]);
    expect(await slugs("place=Ajah")).toEqual(["caveat-on-plot-14-ogombo-road"]);
    expect(await slugs("place=Ibadan")).toEqual([]);
    const long = await inject("GET", `/posts/caveat/article?title_number=${"1".repeat(81)}`);
    expect(long.statusCode).toBe(422);

    const blogs = (await inject("GET", "/posts/caveat/article?type=blog&tag=titles")).json();
    expect(blogs.posts).toHaveLength(1);
    expect(blogs.posts[0].tags).toEqual(["titles", "lagos"]);
    expect(blogs.posts[0].content_html).toContain("<h1>Steps</h1>");
    expect(blogs.posts[0].content_html).toContain("&lt;b&gt;Visit&lt;/b&gt;");
    expect(blogs.posts[0].reading_minutes).toBe(1);
  });

  it("rejects bad list parameters with 422 and never lists drafts", async () => {
    expect((await inject("GET", "/posts/caveat/article?status=draft")).statusCode).toBe(422);
    expect((await inject("GET", "/posts/caveat/article?per_page=0")).statusCode).toBe(422);
    expect((await inject("GET", "/posts/caveat/article?type=gossip")).statusCode).toBe(422);
    await draft({ type: "news", title: "Unpublished draft story", content: "secret" });
    const all = (await inject("GET", "/posts/caveat/article?per_page=50&query=unpublished")).json();
    expect(all.posts).toHaveLength(0);
  });

  it("writers edit their own unpublished posts only", async () => {
    const mine = await draft({ type: "news", title: "Writer draft", content: "one" });
    const upd = await inject("PUT", `/editor/posts/${mine.id}`, writer.auth, {
      type: "news",
      title: "Writer draft v2",
      content: "two",
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().post.title).toBe("Writer draft v2");
    const adminPost = await draft({ type: "news", title: "Admin draft", content: "x" }, admin.auth);
    expect(
      (
        await inject("PUT", `/editor/posts/${adminPost.id}`, writer.auth, {
          type: "news",
          title: "Nope",
          content: "x",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("matches a listing to published caveats by title number, location or address", async () => {
    const byTitle = await inject("GET", "/caveat/matches?title_number=la 2019 004512");
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.json().posts).toEqual([
      expect.objectContaining({ slug: "caveat-on-plot-14-ogombo-road", matched_on: "title_number" }),
    ]);
    const near = (await inject("GET", "/caveat/matches?latitude=6.4480&longitude=3.6013")).json();
    expect(near.posts[0]).toMatchObject({ matched_on: "location" });
    const far = (await inject("GET", "/caveat/matches?latitude=6.46&longitude=3.62")).json();
    expect(far.posts).toHaveLength(0);
    const addr = (
      await inject("GET", "/caveat/matches?address=Plot%2014%2C%20Ogombo%20Road%2C%20Ajah&state=lagos")
    ).json();
    expect(addr.posts[0]).toMatchObject({ matched_on: "address" });
    expect((await inject("GET", "/caveat/matches?title_number=LA/2020/1")).json().posts).toHaveLength(0);
    expect((await inject("GET", "/caveat/matches?latitude=200&longitude=1")).statusCode).toBe(422);
  });

  it("videos: editors add YouTube links; the grid lists them", async () => {
    const bad = await inject("POST", "/videos", admin.auth, {
      title: "Tour",
      youtube_url: "https://example.com/v",
    });
    expect(bad.statusCode).toBe(422);
    const res = await inject("POST", "/videos", admin.auth, {
      title: "Tour of a Lekki terrace",
      category: "tour",
      youtube_url: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().video).toMatchObject({
      youtube_id: "dQw4w9WgXcQ",
      category: "tour",
      source: "youtube",
    });
    expect(
      (
        await inject("POST", "/videos", reader.auth, {
          title: "A reader video",
          youtube_url: "https://youtu.be/dQw4w9WgXcQ",
        })
      ).statusCode,
    ).toBe(403);
    // A new video is a draft until a publisher publishes it.
    expect(res.json().video.status).toBe("draft");
    const before = (await inject("GET", "/videos?category=tour")).json();
    expect(before.videos.map((v: { title: string }) => v.title)).not.toContain("Tour of a Lekki terrace");
    const published = await inject("POST", `/editor/videos/${res.json().video.id}/status`, admin.auth, {
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    const list = (await inject("GET", "/videos?category=tour")).json();
    expect(list.videos.map((v: { title: string }) => v.title)).toContain("Tour of a Lekki terrace");
  });
});
