/**
 * The demo people look like a market's members (issue 38): they joined over the months before they were verified,
 * not all on the day the seed ran, so "Member since" on their profiles varies and is never after "verified".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPeople } from "../src/seed/people.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertPeople(t.db, 0, 60, "not-a-usable-hash");
});
afterAll(() => t.close());

describe("demo people", () => {
  it("joined on many different days before they were verified, none on the day the seed ran", async () => {
    const rows = await t.database.query<{ joined: string; verified: string | null; email_verified: string }>(
      `select p.created_at as joined, p.verified_at as verified, u.email_verified_at as email_verified
         from profiles p join users u on u.id = p.user_id`,
    );
    expect(rows).toHaveLength(60);
    const days = new Set(rows.map((r) => new Date(r.joined).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(40);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.has(today)).toBe(false);
    for (const r of rows) {
      expect(new Date(r.joined).getTime()).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1));
      expect(new Date(r.joined).getTime()).toBeLessThan(new Date(r.email_verified).getTime());
      if (r.verified) expect(new Date(r.joined).getTime()).toBeLessThan(new Date(r.verified).getTime());
    }
    // What a visitor reads: the public profile's "Member since".
    const [one] = await t.database.query<{ slug: string; created_at: string }>(
      "select slug, created_at from profiles order by user_id limit 1",
    );
    const page = await t.app.inject({ url: `/api/people/${one!.slug}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(new Date(page.json().data.created_at).toISOString()).toBe(new Date(one!.created_at).toISOString());
  });
});
