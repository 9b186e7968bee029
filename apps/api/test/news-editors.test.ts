/**
 * The editorial desk's people (issue 21, ADR 0803): everyone signed in learns whether they are on the desk and their
 * role (GET /editor/me; a non-editor gets 200 with editor false, not a 403 per dashboard load, issue 34),
 * admins choose writers and publishers by email and take them off the desk, each change audited; nobody else can.
 */
import { communityMessages, editorialMessages as em } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let person: User;
let other: User;
const B = "/svc/news";

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "admin" });
  person = await createUser(t.app, { firstName: "Ngozi", lastName: "Okafor" });
  other = await createUser(t.app, { role: "agent" });
});
afterAll(() => t.close());

const call = (
  method: "GET" | "PUT" | "DELETE",
  url: string,
  auth?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `${B}${url}`, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const editorRows = () =>
  t.database.query<{ user_id: number; role: string }>(
    "select user_id::int as user_id, role from news_editors",
  );
const audits = (action: string) =>
  t.database.query<{ actor_id: number; target_id: string; before: unknown; after: unknown }>(
    "select actor_id::int as actor_id, target_id, before, after from audit_log where action = $1 order by id",
    [action],
  );

describe("the editorial desk's people", () => {
  it("signed out: 401 on every call; a non-editor: 200 editor false on /editor/me; non-admins cannot choose editors", async () => {
    for (const [m, u] of [
      ["GET", "/editor/me"],
      ["GET", "/editor/editors"],
      ["PUT", "/editor/editors"],
      ["DELETE", `/editor/editors/${person.user.id}`],
    ] as const)
      expect(
        (await call(m, u, undefined, m === "PUT" ? { email: person.user.email, role: "writer" } : undefined))
          .statusCode,
      ).toBe(401);
    const me = await call("GET", "/editor/me", person.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ status: "success", editor: false, role: null });
    // The desk itself still refuses them.
    const posts = await t.app.inject({ method: "GET", url: `${B}/editor/posts`, headers: person.auth });
    expect(posts.statusCode).toBe(403);
    expect(posts.json().message).toBe(communityMessages.editorsOnly);
    const put = await call("PUT", "/editor/editors", other.auth, {
      email: other.user.email,
      role: "publisher",
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(em.adminsChooseEditors);
    expect((await call("GET", "/editor/editors", other.auth)).statusCode).toBe(403);
    expect(await editorRows()).toEqual([]);
  });

  it("an admin makes a person a writer by email, then a publisher; each change is audited", async () => {
    const bad = await call("PUT", "/editor/editors", admin.auth, {
      email: "nobody@example.ng",
      role: "writer",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: [em.noAccountWithEmail] });
    const res = await call("PUT", "/editor/editors", admin.auth, {
      email: person.user.email.toUpperCase(),
      role: "writer",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(em.editorSaved);
    expect(res.json().editors).toEqual([
      expect.objectContaining({
        user_id: person.user.id,
        name: "Ngozi Okafor",
        email: person.user.email,
        role: "writer",
      }),
    ]);
    expect((await call("GET", "/editor/me", person.auth)).json()).toEqual({
      status: "success",
      editor: true,
      role: "writer",
    });
    await call("PUT", "/editor/editors", admin.auth, { email: person.user.email, role: "publisher" });
    expect((await call("GET", "/editor/me", person.auth)).json().role).toBe("publisher");
    expect(await audits("news.editor.set")).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        target_id: String(person.user.id),
        before: null,
        after: { role: "writer" },
      }),
      expect.objectContaining({ before: { role: "writer" }, after: { role: "publisher" } }),
    ]);
    // An admin is a publisher without a row.
    expect((await call("GET", "/editor/me", admin.auth)).json().role).toBe("publisher");
  });

  it("an admin takes a person off the desk (audited); a second removal is 404", async () => {
    const res = await call("DELETE", `/editor/editors/${person.user.id}`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(em.editorRemoved);
    expect((await call("GET", "/editor/me", person.auth)).json()).toMatchObject({
      editor: false,
      role: null,
    });
    expect(await audits("news.editor.remove")).toEqual([
      expect.objectContaining({ before: { role: "publisher" }, after: null }),
    ]);
    const again = await call("DELETE", `/editor/editors/${person.user.id}`, admin.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(em.editorNotFound);
  });
});

describe("posts written at the same moment", () => {
  it("eight parallel posts with one title are all stored, each with its own slug, and answered 201", async () => {
    const title = `Caveat on Plot 9, Admiralty Way ${Date.now()}`;
    const body = { type: "news", title, content: "Take notice." };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: "POST", url: `${B}/editor/posts`, headers: admin.auth, payload: body }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const slugs = replies.map((r) => r.json().post.slug as string);
    const base = title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
    expect([...slugs].sort()).toEqual([base, ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${base}-${n}`)].sort());
    const rows = await t.database.query<{ n: number; ids: number }>(
      "select count(*)::int as n, count(distinct id)::int as ids from news_posts where title = $1",
      [title],
    );
    expect(rows[0]).toEqual({ n: 8, ids: 8 });
    expect(new Set(replies.map((r) => r.json().post.id)).size).toBe(8);
  });
});
