/** A private group's join requests (ADR 0800/0802): moderators list, approve and decline; others cannot. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let asker: Awaited<ReturnType<typeof createUser>>;
let second: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
const B = "/svc/groups";

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { firstName: "Tunde", lastName: "Bakare" });
  asker = await createUser(t.app, { firstName: "Ngozi", lastName: "Eze" });
  second = await createUser(t.app, { firstName: "Musa", lastName: "Bello" });
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `${B}${url}`, headers: auth ?? {}, ...(payload ? { payload } : {}) });

describe("private group join requests", () => {
  it("moderators list pending requests, approve one and decline another; others are refused", async () => {
    const created = await inject("POST", "/groups", owner.auth, {
      name: "Ikoyi Landlords Circle",
      description: "Private",
      kind: "interest",
      visibility: "private",
    });
    expect(created.statusCode).toBe(201);
    const slug = created.json().group.slug as string;
    await inject("POST", `/groups/${slug}/join`, asker.auth);
    await inject("POST", `/groups/${slug}/join`, second.auth);

    expect((await inject("GET", `/groups/${slug}/requests`)).statusCode).toBe(401);
    const refused = await inject("GET", `/groups/${slug}/requests`, asker.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the group's moderators can do that");

    const list = await inject("GET", `/groups/${slug}/requests`, owner.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.map((r: { user: { name: string } }) => r.user.name)).toEqual([
      "Ngozi Eze",
      "Musa Bello",
    ]);

    expect(
      (await inject("POST", `/groups/${slug}/members/${second.user.id}/reject`, asker.auth)).statusCode,
    ).toBe(403);
    const declined = await inject("POST", `/groups/${slug}/members/${second.user.id}/reject`, owner.auth);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe("Request declined");
    const again = await inject("POST", `/groups/${slug}/members/${second.user.id}/reject`, owner.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("There is no pending request from this user");

    // An admin moderates every group.
    const approved = await inject("POST", `/groups/${slug}/members/${asker.user.id}/approve`, admin.auth);
    expect(approved.statusCode).toBe(200);
    expect((await inject("GET", `/groups/${slug}/requests`, owner.auth)).json().requests).toEqual([]);
    // The declined user is no member: their own view of the group has no membership.
    const seen = await inject("GET", `/groups/getGroupBySlug/${slug}`, second.auth);
    expect(seen.json().group.membership).toBeNull();
    expect((await inject("GET", `/groups/getDiscussionsByGroup/${slug}`, asker.auth)).statusCode).toBe(200);
  });
});
