/** Reviews (issue 5): rate 1–5 with a comment once per reviewer per profile; owner replies; SPEC §9 average. */
import { reviewMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let agent: Made;
let tenantA: Made;
let tenantB: Made;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent", firstName: "Bisola", lastName: "Adeyemi" });
  tenantA = await createUser(t.app, { role: "tenant", firstName: "Emeka", lastName: "Eze" });
  tenantB = await createUser(t.app, { role: "tenant", firstName: "Aisha", lastName: "Musa" });
});
afterAll(async () => {
  await t.close();
});

const post = (key: string | number, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/people/${key}/reviews`, payload: body as object, headers });
const list = async (key: string | number, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/api/people/${key}/reviews`, headers })).json().data;

describe("reviews", () => {
  it("needs a session", async () => {
    const res = await post(agent.user.id, { rating: 5 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(reviewMessages.loginRequired);
  });

  it("publishes a rating with a comment stripped of markup, once per reviewer", async () => {
    const res = await post(
      agent.user.id,
      { rating: 4, comment: "<b>Very</b> helpful<script>alert(1)</script>" },
      tenantA.auth,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "success",
      message: reviewMessages.created,
      data: {
        rating: 4,
        comment: "Very helpful",
        reviewer: { id: tenantA.user.id, name: "Emeka Eze" },
        reply: null,
      },
    });
    const rows = await t.database.query<{ rating: number; comment: string }>(
      "select rating, comment from reviews where subject_id = $1",
      [agent.user.id],
    );
    expect(rows).toEqual([{ rating: 4, comment: "Very helpful" }]);

    const again = await post(agent.profile.slug, { rating: 1 }, tenantA.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reviewMessages.duplicate);
  });

  it("keeps the rating to whole numbers 1–5", async () => {
    for (const rating of [0, 6, 3.5, "5", null]) {
      const res = await post(agent.user.id, { rating }, tenantB.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.rating).toEqual([reviewMessages.ratingRange]);
    }
    const long = await post(agent.user.id, { rating: 3, comment: "x".repeat(2001) }, tenantB.auth);
    expect(long.statusCode).toBe(422);
  });

  it("refuses reviews of oneself and of tenants", async () => {
    const self = await post(agent.user.id, { rating: 5 }, agent.auth);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(reviewMessages.self);
    const ofTenant = await post(tenantA.user.id, { rating: 5 }, tenantB.auth);
    expect(ofTenant.statusCode).toBe(403);
    expect(ofTenant.json().message).toBe(reviewMessages.notReviewable);
    expect((await post(999_999, { rating: 5 }, tenantB.auth)).statusCode).toBe(404);
  });

  it("averages ratings (SPEC §9) with a breakdown, and shows the viewer their own review", async () => {
    expect((await post(agent.user.id, { rating: 5 }, tenantB.auth)).statusCode).toBe(201);
    const data = await list(agent.user.id, tenantB.auth);
    expect(data.average_rating).toBe(4.5);
    expect(data.reviews_count).toBe(2);
    expect(data.breakdown).toEqual({ "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 });
    expect(data.mine).toMatchObject({ rating: 5, reviewer: { id: tenantB.user.id } });
    expect(data.data).toHaveLength(2);
    expect((await list(agent.user.id)).mine).toBeNull();
    const card = (await t.app.inject({ url: "/api/people?role=agent" })).json().data.data[0];
    expect(card).toMatchObject({ average_rating: 4.5, reviews_count: 2 });
  });

  it("lets only the reviewer edit or remove, and only the reviewed person reply", async () => {
    const mine = (await list(agent.user.id, tenantB.auth)).mine;
    const edit = (headers: Record<string, string>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/reviews/${mine.id}`,
        payload: { rating: 2, comment: "Changed" },
        headers,
      });
    expect((await edit(tenantA.auth)).statusCode).toBe(403);
    const edited = await edit(tenantB.auth);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 2, comment: "Changed" });
    expect((await list(agent.user.id)).average_rating).toBe(3);

    const reply = (headers: Record<string, string>, text: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/reviews/${mine.id}/reply`,
        payload: { reply: text },
        headers,
      });
    expect((await reply(tenantB.auth, "Not mine")).statusCode).toBe(403);
    expect((await reply(agent.auth, "<i> </i>")).statusCode).toBe(422);
    const replied = await reply(agent.auth, "Thank you, <b>Aisha</b>");
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: "Thank you, Aisha" });
    expect(replied.json().data.replied_at).toBeTruthy();

    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: "DELETE", url: `/api/reviews/${mine.id}`, headers });
    expect((await remove(agent.auth)).statusCode).toBe(403);
    expect((await remove(tenantB.auth)).statusCode).toBe(200);
    expect((await remove(tenantB.auth)).statusCode).toBe(404);
    const after = await list(agent.user.id);
    expect(after).toMatchObject({ average_rating: 4, reviews_count: 1 });
  });

  it("answers 0 for a profile without reviews", async () => {
    const other = await createUser(t.app, { role: "developer" });
    expect(await list(other.user.id)).toMatchObject({ average_rating: 0, reviews_count: 0, data: [] });
  });
});
