/**
 * The editorial desk (issues 21/23, ADR 0802): 401/403 on every editor call, removing a post (audited, gone from
 * the site), a notice's supporting documents (private until published, then public evidence), and uploaded
 * videos with posters moving draft → review → published (audited).
 */
import sharp from "sharp";
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

const inject = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `${B}${url}`, headers: auth ?? {}, ...(payload ? { payload } : {}) });

/** A multipart body of files ({field, name, type, data}) and text fields. */
function multipart(files: { field: string; name: string; type: string; data: Buffer }[], fields = {}) {
  const boundary = "----ile-editorial";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.name}"\r\ncontent-type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function draft(body: object, auth = writer.auth) {
  const res = await inject("POST", "/editor/posts", auth, body);
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number; slug: string };
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]);

describe("editorial desk", () => {
  it("every editor call needs a session (401) and an editor (403)", async () => {
    const calls: [string, string][] = [
      ["GET", "/editor/posts"],
      ["POST", "/editor/posts/1/remove"],
      ["GET", "/editor/videos"],
      ["POST", "/editor/videos/1/status"],
      ["POST", "/editor/posts/1/publish"],
    ];
    for (const [method, url] of calls) {
      const anon = await inject(
        method as "GET",
        url,
        undefined,
        method === "POST" ? { reason: "x", status: "published" } : undefined,
      );
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const res = await inject(
        method as "GET",
        url,
        reader.auth,
        method === "POST" ? { reason: "x", status: "published" } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe("Only news editors can do that");
    }
  });

  it("a publisher removes a published post with a reason: archived, gone from the site, audited", async () => {
    const p = await draft({
      type: "news",
      title: "Lagos land use charge deadline",
      content: "Pay by **March**.",
    });
    expect((await inject("POST", `/editor/posts/${p.id}/publish`, admin.auth)).statusCode).toBe(200);
    expect((await inject("GET", `/caveat/${p.slug}`)).statusCode).toBe(200);

    const byWriter = await inject("POST", `/editor/posts/${p.id}/remove`, writer.auth, {
      reason: "Outdated",
    });
    expect(byWriter.statusCode).toBe(403);
    expect(byWriter.json().message).toBe("Only publishers and admins can publish");
    const noReason = await inject("POST", `/editor/posts/${p.id}/remove`, admin.auth, { reason: "  " });
    expect(noReason.statusCode).toBe(422);

    const removed = await inject("POST", `/editor/posts/${p.id}/remove`, admin.auth, {
      reason: "Outdated <b>now</b>",
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: "Removed from the site", post: { status: "archived" } });
    const gone = await inject("GET", `/caveat/${p.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Post not found.");
    const audit = await t.database.query<{ action: string; reason: string; actor_id: number }>(
      "select action, reason, actor_id from audit_log where target_type = 'news_post' and target_id = $1 order by id",
      [String(p.id)],
    );
    expect(audit.map((r) => r.action)).toEqual(["news.post.publish", "news.post.remove"]);
    expect(audit[1]).toMatchObject({ reason: "Outdated now", actor_id: admin.user.id });
  });

  it("notice documents: PDFs and images only; served only once the notice is published", async () => {
    const p = await draft({ type: "caveat", title: "Caveat on Plot 3, Ikate", content: "Take notice." });
    const bad = multipart([
      { field: "documents[]", name: "a.txt", type: "text/plain", data: Buffer.from("hello") },
    ]);
    const refused = await t.app.inject({
      method: "POST",
      url: `${B}/editor/posts/${p.id}/documents`,
      headers: { ...writer.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.documents).toEqual([
      "Documents must be PDF files or JPEG, PNG, WebP or GIF images",
    ]);

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const body = multipart([
      { field: "documents[]", name: "Deed of assignment.pdf", type: "application/pdf", data: PDF },
      { field: "documents[]", name: "survey.png", type: "image/png", data: png },
    ]);
    const up = await t.app.inject({
      method: "POST",
      url: `${B}/editor/posts/${p.id}/documents`,
      headers: { ...writer.auth, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(200);
    const docs = up.json().post.documents as { name: string; url: string }[];
    expect(docs).toEqual([
      { name: "Deed of assignment.pdf", url: `/svc/news/caveat/${p.id}/documents/0` },
      { name: "survey.png", url: `/svc/news/caveat/${p.id}/documents/1` },
    ]);
    // Not public while a draft.
    expect((await t.app.inject({ method: "GET", url: docs[0]!.url })).statusCode).toBe(404);
    await inject("POST", `/editor/posts/${p.id}/publish`, admin.auth);
    const pdf = await t.app.inject({ method: "GET", url: docs[0]!.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const img = await t.app.inject({ method: "GET", url: docs[1]!.url });
    expect(img.headers["content-type"]).toBe("image/webp");
    expect(
      (await t.app.inject({ method: "GET", url: `/svc/news/caveat/${p.id}/documents/7` })).statusCode,
    ).toBe(404);
    // Articles carry no documents.
    const art = await draft({ type: "blog", title: "How caveats work", content: "Text" });
    const onArticle = await t.app.inject({
      method: "POST",
      url: `${B}/editor/posts/${art.id}/documents`,
      headers: { ...writer.auth, ...body.headers },
      payload: body.payload,
    });
    expect(onArticle.statusCode).toBe(422);
  });

  it("uploaded videos: MP4/WebM only, poster re-encoded; writer submits, publisher publishes (audited)", async () => {
    const notVideo = multipart([{ field: "video", name: "v.mp4", type: "video/mp4", data: PDF }], {
      title: "Tour",
    });
    const refused = await t.app.inject({
      method: "POST",
      url: `${B}/editor/videos/upload`,
      headers: { ...writer.auth, ...notVideo.headers },
      payload: notVideo.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.video).toEqual(["The video must be an MP4 or WebM file"]);

    const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#456" } })
      .jpeg()
      .toBuffer();
    const ok = multipart(
      [
        { field: "video", name: "tour.mp4", type: "video/mp4", data: MP4 },
        { field: "poster", name: "poster.jpg", type: "image/jpeg", data: poster },
      ],
      { title: "Walk through a Yaba mini flat", category: "tour", duration_seconds: "95" },
    );
    const up = await t.app.inject({
      method: "POST",
      url: `${B}/editor/videos/upload`,
      headers: { ...writer.auth, ...ok.headers },
      payload: ok.payload,
    });
    expect(up.statusCode).toBe(201);
    const v = up.json().video;
    expect(v).toMatchObject({ source: "upload", status: "draft", category: "tour", duration_seconds: 95 });
    expect(v.file_url).toMatch(/^\/uploads\/videos\/.+\.mp4$/);
    expect(v.poster_url).toMatch(/^\/uploads\/videos\/.+\.webp$/);
    expect((await t.app.inject({ method: "GET", url: v.file_url })).statusCode).toBe(200);

    expect(
      (await inject("POST", `/editor/videos/${v.id}/status`, writer.auth, { status: "published" }))
        .statusCode,
    ).toBe(403);
    const sent = await inject("POST", `/editor/videos/${v.id}/status`, writer.auth, { status: "in_review" });
    expect(sent.json().video.status).toBe("in_review");
    const review = await inject("GET", "/editor/videos?status=in_review", writer.auth);
    expect(review.json().videos.map((x: { id: number }) => x.id)).toContain(v.id);
    expect((await inject("GET", "/videos")).json().videos.map((x: { id: number }) => x.id)).not.toContain(
      v.id,
    );
    expect(
      (await inject("POST", `/editor/videos/${v.id}/status`, admin.auth, { status: "published" })).statusCode,
    ).toBe(200);
    expect((await inject("GET", "/videos")).json().videos.map((x: { id: number }) => x.id)).toContain(v.id);
    await inject("POST", `/editor/videos/${v.id}/status`, admin.auth, { status: "archived" });
    const audit = await t.database.query<{ action: string }>(
      "select action from audit_log where target_type = 'video' and target_id = $1 order by id",
      [String(v.id)],
    );
    expect(audit.map((r) => r.action)).toEqual(["video.publish", "video.remove"]);
  });
});
