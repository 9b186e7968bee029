/** The groups service (/svc/groups, issue 21): SPEC §7 reads, membership, posting, moderation, markup. */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let outsider: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const B = "/svc/groups";

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { role: "landlord", firstName: "Tunde", lastName: "Bakare" });
  member = await createUser(t.app, { firstName: "Ngozi", lastName: "Eze" });
  other = await createUser(t.app, { firstName: "Musa", lastName: "Bello" });
  outsider = await createUser(t.app);
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

const inject = (
  method: "GET" | "POST" | "PUT" | "DELETE",
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

async function makeGroup(name: string, visibility: "public" | "private" = "public") {
  const res = await inject("POST", "/groups", owner.auth, {
    name,
    description: "Neighbours comparing notes",
    kind: "place",
    state: "Lagos",
    city: "Lekki",
    visibility,
  });
  expect(res.statusCode).toBe(201);
  return res.json().group as { id: number; slug: string };
}

describe("groups", () => {
  it("lists, reads by slug and pages with a cursor", async () => {
    const a = await makeGroup("Lekki Residents Forum");
    await makeGroup("First-time Buyers Lagos");
    await makeGroup("Landlords in Abuja");

    const one = await inject("GET", `/groups/getGroupBySlug/${a.slug}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      status: "success",
      group: {
        slug: "lekki-residents-forum",
        name: "Lekki Residents Forum",
        member_count: 1,
        membership: null,
      },
    });
    expect(one.json().group.owner.name).toBe("Tunde Bakare");

    const first = await inject("GET", "/groups/getAllGroups?limit=2");
    expect(first.statusCode).toBe(200);
    const p1 = first.json();
    expect(p1.groups).toHaveLength(2);
    expect(p1.next_cursor).toMatch(/^\d+$/);
    const second = (await inject("GET", `/groups/getAllGroups?limit=2&cursor=${p1.next_cursor}`)).json();
    const names = [...p1.groups, ...second.groups].map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(["Lekki Residents Forum", "Landlords in Abuja"]));
    expect(new Set(names).size).toBe(names.length);

    const found = (await inject("GET", "/groups/getAllGroups?query=abuja")).json();
    expect(found.groups.map((g: { name: string }) => g.name)).toEqual(["Landlords in Abuja"]);
  });

  it("answers 404 with the one error shape for an unknown group, 422 for a bad cursor", async () => {
    const res = await inject("GET", "/groups/getGroupBySlug/no-such-group");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: "error", statusCode: 404, message: "Group not found" });
    expect((await inject("GET", "/groups/getDiscussionsByGroup/no-such-group")).statusCode).toBe(404);
    expect((await inject("GET", "/groups/getAllGroups?cursor=abc")).statusCode).toBe(422);
    expect((await inject("GET", "/groups/getAllGroups?kind=planet")).statusCode).toBe(422);
  });

  it("join, post, reply, react and leave; outsiders cannot post", async () => {
    const g = await makeGroup("Ikeja Tenants Circle");
    const before = await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
      title: "Hi",
      body: "Hello",
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe("Join this group to post, reply or react");

    const joined = await inject("POST", `/groups/${g.slug}/join`, member.auth);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      message: "You joined the group",
      group: { member_count: 2, membership: { role: "member", status: "active" } },
    });
    await inject("POST", `/groups/${g.slug}/join`, other.auth);

    const posted = await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
      title: "Caution fee <b>refund</b>",
      body: "My landlord kept the whole caution fee.\n\n<script>alert(1)</script>What can I do?",
    });
    expect(posted.statusCode).toBe(201);
    const d = posted.json().discussion;
    expect(d.title).toBe("Caution fee refund");
    expect(d.body).toBe("My landlord kept the whole caution fee.\n\nWhat can I do?");
    expect(d).toMatchObject({
      can_edit: true,
      can_delete: true,
      reply_count: 0,
      author: { name: "Ngozi Eze" },
    });
    const stored = await t.database.query<{ body: string }>(
      "select body from group_discussions where id = $1",
      [d.id],
    );
    expect(stored[0]?.body).not.toContain("<");

    const replied = await inject("POST", `/discussions/${d.id}/replies`, other.auth, {
      body: "Write to them <i>first</i>.",
    });
    expect(replied.statusCode).toBe(201);
    const withReply = replied.json().discussion;
    expect(withReply.reply_count).toBe(1);
    expect(withReply.replies[0]).toMatchObject({
      body: "Write to them first.",
      parent_id: d.id,
      author: { name: "Musa Bello" },
    });

    // Replies are one level deep.
    const deep = await inject("POST", `/discussions/${withReply.replies[0].id}/replies`, member.auth, {
      body: "x",
    });
    expect(deep.statusCode).toBe(422);

    const reacted = await inject("POST", `/discussions/${d.id}/reactions`, other.auth, { kind: "helpful" });
    expect(reacted.statusCode).toBe(200);
    expect(reacted.json().discussion.reactions).toEqual({ like: 0, helpful: 1, thanks: 0 });
    expect(reacted.json().discussion.my_reactions).toEqual(["helpful"]);
    const undone = await inject("POST", `/discussions/${d.id}/reactions`, other.auth, { kind: "helpful" });
    expect(undone.json().discussion.reactions.helpful).toBe(0);
    expect(
      (await inject("POST", `/discussions/${d.id}/reactions`, outsider.auth, { kind: "like" })).statusCode,
    ).toBe(403);

    const list = await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().discussions[0]).toMatchObject({ id: d.id, reply_count: 1, can_edit: false });
    expect(list.json().discussions[0].replies).toHaveLength(1);

    const left = await inject("POST", `/groups/${g.slug}/leave`, other.auth);
    expect(left.json()).toMatchObject({ message: "You left the group", group: { membership: null } });
    expect((await inject("POST", `/groups/${g.slug}/leave`, owner.auth)).statusCode).toBe(409);
  });

  it("authors edit within the window and delete their own posts, not others'", async () => {
    const g = await makeGroup("Surulere Landlords");
    await inject("POST", `/groups/${g.slug}/join`, member.auth);
    await inject("POST", `/groups/${g.slug}/join`, other.auth);
    const d = (
      await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
        title: "Borehole",
        body: "Who drills?",
      })
    ).json().discussion;

    const edited = await inject("PUT", `/discussions/${d.id}`, member.auth, {
      body: "Who drills boreholes in Surulere?",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().discussion).toMatchObject({
      body: "Who drills boreholes in Surulere?",
      title: "Borehole",
    });
    expect(edited.json().discussion.edited_at).not.toBeNull();

    const notMine = await inject("PUT", `/discussions/${d.id}`, other.auth, { body: "hijack" });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe("You can only change your own posts");

    await t.database.query(
      "update group_discussions set created_at = now() - interval '2 hours' where id = $1",
      [d.id],
    );
    const late = await inject("PUT", `/discussions/${d.id}`, member.auth, { body: "late edit" });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe("Posts can be edited for 30 minutes after posting");

    expect((await inject("DELETE", `/discussions/${d.id}`, other.auth)).statusCode).toBe(403);
    const del = await inject("DELETE", `/discussions/${d.id}`, member.auth);
    expect(del.statusCode).toBe(200);
    const list = (await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`)).json();
    expect(list.discussions).toHaveLength(0);
  });

  it("a member cannot remove another's post; a moderator can, with the reason kept and audited", async () => {
    const g = await makeGroup("Ajah Estate Watch");
    await inject("POST", `/groups/${g.slug}/join`, member.auth);
    await inject("POST", `/groups/${g.slug}/join`, other.auth);
    const d = (
      await inject("POST", `/groups/${g.slug}/discussions`, other.auth, {
        title: "Buy land cheap",
        body: "DM me",
      })
    ).json().discussion;

    const byMember = await inject("POST", `/discussions/${d.id}/remove`, member.auth, { reason: "spam" });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe("Only the group's moderators can do that");

    const noReason = await inject("POST", `/discussions/${d.id}/remove`, owner.auth, {
      reason: "  <b></b> ",
    });
    expect(noReason.statusCode).toBe(422);

    const removed = await inject("POST", `/discussions/${d.id}/remove`, owner.auth, {
      reason: "Land sale spam",
    });
    expect(removed.statusCode).toBe(200);
    const row = (
      await t.database.query<{ removal_reason: string; removed_by: number }>(
        "select removal_reason, removed_by from group_discussions where id = $1",
        [d.id],
      )
    )[0];
    expect(row).toMatchObject({ removal_reason: "Land sale spam", removed_by: owner.user.id });
    const audit = await t.database.query<{ action: string; reason: string; actor_id: number }>(
      "select action, reason, actor_id from audit_log where target_type = 'group_discussion' and target_id = $1",
      [String(d.id)],
    );
    expect(audit).toEqual([
      { action: "group.discussion.remove", reason: "Land sale spam", actor_id: owner.user.id },
    ]);
    expect((await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`)).json().discussions).toHaveLength(
      0,
    );

    // An admin moderates any group.
    const d2 = (
      await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
        title: "Flood",
        body: "Road flooded",
      })
    ).json().discussion;
    expect(
      (await inject("POST", `/discussions/${d2.id}/remove`, admin.auth, { reason: "Duplicate" })).statusCode,
    ).toBe(200);
  });

  it("moderators pin and lock; locked discussions take no replies; pinned come first", async () => {
    const g = await makeGroup("Abuja Renters");
    await inject("POST", `/groups/${g.slug}/join`, member.auth);
    const first = (
      await inject("POST", `/groups/${g.slug}/discussions`, member.auth, { title: "Rules", body: "Be kind" })
    ).json().discussion;
    await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
      title: "Gwarinpa flats",
      body: "Any vacancies?",
    });

    expect(
      (await inject("POST", `/discussions/${first.id}/pin`, member.auth, { value: true })).statusCode,
    ).toBe(403);
    const pinned = await inject("POST", `/discussions/${first.id}/pin`, owner.auth, { value: true });
    expect(pinned.json().discussion.pinned).toBe(true);
    const list = (await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`)).json();
    expect(list.discussions.map((d: { title: string }) => d.title)).toEqual(["Rules", "Gwarinpa flats"]);

    await inject("POST", `/discussions/${first.id}/lock`, owner.auth, { value: true });
    const reply = await inject("POST", `/discussions/${first.id}/replies`, member.auth, { body: "ok" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe("This discussion is locked");
  });

  it("pages discussions with a cursor, newest first", async () => {
    const g = await makeGroup("Yaba Students Housing");
    await inject("POST", `/groups/${g.slug}/join`, member.auth);
    for (let i = 1; i <= 5; i++)
      await inject("POST", `/groups/${g.slug}/discussions`, member.auth, {
        title: `Topic ${i}`,
        body: `Body ${i}`,
      });
    const p1 = (await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}?limit=2`)).json();
    expect(p1.discussions.map((d: { title: string }) => d.title)).toEqual(["Topic 5", "Topic 4"]);
    const p2 = (
      await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}?limit=2&cursor=${p1.next_cursor}`)
    ).json();
    expect(p2.discussions.map((d: { title: string }) => d.title)).toEqual(["Topic 3", "Topic 2"]);
    const p3 = (
      await inject("GET", `/groups/getDiscussionsByGroup/${g.id}?limit=2&cursor=${p2.next_cursor}`)
    ).json();
    expect(p3.discussions.map((d: { title: string }) => d.title)).toEqual(["Topic 1"]);
    expect(p3.next_cursor).toBeNull();
  });

  it("private groups: join is a request, discussions are for members only", async () => {
    const g = await makeGroup("Banana Island Owners", "private");
    const anon = await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`);
    expect(anon.statusCode).toBe(403);
    expect(anon.json().message).toBe("This group is private. Join it to read its discussions.");
    const asked = await inject("POST", `/groups/${g.slug}/join`, member.auth);
    expect(asked.json()).toMatchObject({
      message: "Your request to join was sent to the group's moderators",
      group: { membership: { status: "pending" } },
    });
    expect((await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`, member.auth)).statusCode).toBe(
      403,
    );
    expect(
      (await inject("POST", `/groups/${g.slug}/members/${member.user.id}/approve`, other.auth)).statusCode,
    ).toBe(403);
    const ok = await inject("POST", `/groups/${g.slug}/members/${member.user.id}/approve`, owner.auth);
    expect(ok.statusCode).toBe(200);
    expect((await inject("GET", `/groups/getDiscussionsByGroup/${g.slug}`, member.auth)).statusCode).toBe(
      200,
    );
  });

  it("photos: images only, stored as WebP, on the author's own post", async () => {
    const g = await makeGroup("Lekki Phase 1 Photos");
    await inject("POST", `/groups/${g.slug}/join`, member.auth);
    const d = (
      await inject("POST", `/groups/${g.slug}/discussions`, member.auth, { title: "Drainage", body: "See" })
    ).json().discussion;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const form = async (buf: Buffer, name: string) => {
      const f = new FormData();
      f.append("photos[]", new Blob([new Uint8Array(buf)]), name);
      const req = new Request("http://local/", { method: "POST", body: f });
      return { payload: Buffer.from(await req.arrayBuffer()), ct: req.headers.get("content-type") as string };
    };
    const good = await form(png, "drain.png");
    const res = await t.app.inject({
      method: "POST",
      url: `${B}/discussions/${d.id}/photos`,
      headers: { ...member.auth, "content-type": good.ct },
      payload: good.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().discussion.photos[0]).toMatch(/^\/uploads\/groups\/.+-1280\.webp$/);
    const bad = await form(Buffer.from("not an image"), "x.png");
    const refused = await t.app.inject({
      method: "POST",
      url: `${B}/discussions/${d.id}/photos`,
      headers: { ...member.auth, "content-type": bad.ct },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(422);
    const notMine = await t.app.inject({
      method: "POST",
      url: `${B}/discussions/${d.id}/photos`,
      headers: { ...other.auth, "content-type": good.ct },
      payload: good.payload,
    });
    expect(notMine.statusCode).toBe(403);
  });

  it("one name, created by six people at once and then again: one group, one owner, the others 409", async () => {
    const name = `Ikota Residents ${Date.now()}`;
    const body = { name, description: "Neighbours comparing notes", kind: "place", visibility: "public" };
    const people = [owner, member, other, outsider, admin, owner];
    const replies = await Promise.all(people.map((p) => inject("POST", "/groups", p.auth, body)));
    const again = await inject("POST", "/groups", member.auth, body);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of [...replies.filter((r) => r.statusCode === 409), again])
      expect(r.json()).toMatchObject({
        statusCode: 409,
        code: "CONFLICT",
        message: "A group with this name already exists",
      });
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from community_groups where name = $1",
      [name],
    );
    expect(rows[0]!.n).toBe(1);
    // Its creator is its one owner: nobody who lost the race became one of its owners.
    const winner = people[replies.findIndex((r) => r.statusCode === 201)]!;
    const owners = await t.database.query<{ user_id: number }>(
      `select m.user_id::int as user_id from group_members m join community_groups g on g.id = m.group_id
        where g.name = $1 and m.role = 'owner'`,
      [name],
    );
    expect(owners).toEqual([{ user_id: winner.user.id }]);
  });

  it("writes need a session: 401 before validation", async () => {
    const res = await inject("POST", "/groups/x/discussions", undefined, { nonsense: true });
    expect(res.statusCode).toBe(401);
  });
});
