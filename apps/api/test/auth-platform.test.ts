import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("session tokens", () => {
  it("verifies a fresh token with the user's role", async () => {
    const { user, token } = await createUser(t.app, { role: "landlord" });
    const session = await t.app.tokens.verify(token);
    expect(session).toMatchObject({ userId: user.id, role: "landlord", sessionRole: "landlord" });
  });

  it("maps a tenant to the session role user", async () => {
    const { token } = await createUser(t.app, { role: "tenant" });
    expect((await t.app.tokens.verify(token)).sessionRole).toBe("user");
  });

  it("refuses a tampered, foreign or expired token", async () => {
    const { token, user } = await createUser(t.app);
    await expect(t.app.tokens.verify(`${token}x`)).rejects.toMatchObject({ statusCode: 401 });
    const other = await createTestApp();
    const foreign = await other.app.tokens.issue(user);
    await other.close();
    await expect(t.app.tokens.verify(foreign.token)).rejects.toMatchObject({ statusCode: 401 });
    const expired = await t.app.tokens.issue(user, -10);
    await expect(t.app.tokens.verify(expired.token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("refuses a revoked token with TOKEN_BLACKLISTED, and only after the grace window", async () => {
    const { token } = await createUser(t.app);
    const session = await t.app.tokens.verify(token);
    await t.app.tokens.revoke(session, 60);
    await expect(t.app.tokens.verify(token)).resolves.toMatchObject({ jti: session.jti });
    await t.app.tokens.revoke(session);
    await expect(t.app.tokens.verify(token)).rejects.toMatchObject({
      statusCode: 401,
      code: "TOKEN_BLACKLISTED",
      message: "Session expired. Please login again.",
    });
    const rows = await t.database.query("select jti from revoked_tokens where jti = $1", [session.jti]);
    expect(rows).toHaveLength(1);
  });

  it("refuses tokens of a deleted user with USER_NOT_FOUND and of sessions revoked after issue", async () => {
    const a = await createUser(t.app);
    await t.database.query("update users set deleted_at = now() where id = $1", [a.user.id]);
    await expect(t.app.tokens.verify(a.token)).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
    const b = await createUser(t.app);
    await t.database.query(
      "update users set sessions_valid_after = now() + interval '1 second' where id = $1",
      [b.user.id],
    );
    await expect(t.app.tokens.verify(b.token)).rejects.toMatchObject({ code: "TOKEN_BLACKLISTED" });
  });

  it("gives every profile a distinct slug and unique key", async () => {
    const a = await createUser(t.app, { firstName: "Chidi", lastName: "Okafor" });
    const b = await createUser(t.app, { firstName: "Chidi", lastName: "Okafor" });
    expect(a.profile.slug).toMatch(/^chidi-okafor-[0-9a-f]{4}$/);
    expect(a.profile.slug).not.toBe(b.profile.slug);
    expect(a.profile.uniqueKey).toMatch(/^ILE-[A-Z2-9]{10}$/);
    expect(a.profile.uniqueKey).not.toBe(b.profile.uniqueKey);
  });
});
