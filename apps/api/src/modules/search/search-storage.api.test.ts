import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "../../../test/helpers.ts";

/** Migrations 0400–0420 on the real database: profile search documents, suggestion terms, review rules. */
describe("search storage", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("matches profiles by every word as accent- and case-insensitive prefixes, never by premium fields", async () => {
    const a = await createUser(t.app, {
      role: "agent",
      firstName: "Chídí",
      lastName: "Okafor",
      email: "marker-premium@example.ng",
    });
    await t.database.query(
      "update profiles set city = 'Lekki', state = 'Lagos', address = '12 Secret Close' where user_id = $1",
      [a.user.id],
    );
    const find = async (q: string) =>
      (
        await t.database.query<{ user_id: string }>(
          "select user_id from profiles where search_doc @@ to_tsquery('simple', $1)",
          [q],
        )
      ).map((r) => Number(r.user_id));
    expect(await find("chid:* & okaf:*")).toEqual([a.user.id]);
    expect(await find("chidi:* & lekk:*")).toEqual([a.user.id]);
    expect(await find("chidi:* & abuja:*")).toEqual([]);
    expect(await find("secret:*")).toEqual([]);
    expect(await find("marker:*")).toEqual([]);
  });

  it("keeps reviews to 1–5, once per reviewer per profile, never of oneself", async () => {
    const subject = await createUser(t.app, { role: "landlord" });
    const reviewer = await createUser(t.app, { role: "tenant" });
    const insert = (s: number, r: number, rating: number) =>
      t.database.query("insert into reviews (subject_id, reviewer_id, rating) values ($1, $2, $3)", [
        s,
        r,
        rating,
      ]);
    await insert(subject.user.id, reviewer.user.id, 5);
    await expect(insert(subject.user.id, reviewer.user.id, 4)).rejects.toThrow();
    await expect(insert(reviewer.user.id, subject.user.id, 6)).rejects.toThrow();
    await expect(insert(subject.user.id, subject.user.id, 3)).rejects.toThrow();
    await expect(insert(subject.user.id, 999_999, 3)).rejects.toThrow();
  });

  it("suggests the most similar term by trigrams", async () => {
    await t.database.query(
      "insert into search_terms (folded, term, kind) values ('lekki', 'Lekki', 'city'), ('ikeja', 'Ikeja', 'city')",
    );
    const rows = await t.database.query<{ term: string }>(
      "select term from search_terms where folded % $1 order by similarity(folded, $1) desc limit 1",
      ["leki"],
    );
    expect(rows.map((r) => r.term)).toEqual(["Lekki"]);
  });
});
