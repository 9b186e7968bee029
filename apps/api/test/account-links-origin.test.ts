/**
 * Issue 38: an e-mail link sent for a request (the sign-up link, a resent one, a password reset, a change of
 * e-mail) leads to the site the request came from when that is an allowed origin, so the user lands where their
 * session is; any other Host gets PUBLIC_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "http://localhost:3000", AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

const lastMail = async (to: string, kind: string) => {
  const rows = await t.database.query<{ body: string }>(
    "select body from outbox where recipient = $1 and kind = $2 order by id desc limit 1",
    [to, kind],
  );
  expect(rows, `${kind} to ${to}`).toHaveLength(1);
  return rows[0]!.body;
};
let seq = 0;
async function signUp(host: string) {
  seq += 1;
  const email = `links-${Date.now()}-${seq}@example.ng`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/register",
    headers: { host },
    payload: {
      first_name: "Ngozi",
      last_name: "Okafor",
      email,
      password: "a long and unusual passphrase 42",
      password_confirmation: "a long and unusual passphrase 42",
      role: "tenant",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, userId: res.json().data.user_id as number };
}

describe("where an account e-mail's link leads", () => {
  it("the sign-up link and a resent one: the loopback address the request came on", async () => {
    const { email, userId } = await signUp("127.0.0.1:3000");
    expect(await lastMail(email, "verify_email")).toContain(`http://127.0.0.1:3000/verify/email/${userId}/`);
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/resend/verification/link-or-code",
      headers: { host: "[::1]:3000" },
      payload: { user_id: userId, channel: "email" },
    });
    expect(resend.statusCode).toBe(200);
    expect(await lastMail(email, "verify_email")).toContain(`http://[::1]:3000/verify/email/${userId}/`);
  });

  it("a host that is not allowed gets PUBLIC_URL", async () => {
    const { email, userId } = await signUp("evil.example");
    expect(await lastMail(email, "verify_email")).toContain(`http://localhost:3000/verify/email/${userId}/`);
  });

  it("the password reset link", async () => {
    const user = await createUser(t.app);
    const ask = (host: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/forgot-password",
        headers: { host },
        payload: { email: user.user.email },
      });
    expect((await ask("127.0.0.1:3000")).statusCode).toBe(200);
    expect(await lastMail(user.user.email, "reset_password")).toContain(
      "http://127.0.0.1:3000/reset-password?token=",
    );
    expect((await ask("ile.example:3000")).statusCode).toBe(200);
    expect(await lastMail(user.user.email, "reset_password")).toContain(
      "http://localhost:3000/reset-password?token=",
    );
  });

  it("the link to a new e-mail", async () => {
    const user = await createUser(t.app);
    const ask = (host: string, email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/security/email",
        headers: { ...user.auth, host },
        payload: { email, current_password: "correct horse battery staple" },
      });
    expect((await ask("127.0.0.1:3000", "moved-1@example.ng")).statusCode).toBe(200);
    expect(await lastMail("moved-1@example.ng", "change_email")).toContain(
      `http://127.0.0.1:3000/verify/email/${user.user.id}/`,
    );
    expect((await ask("evil.example", "moved-2@example.ng")).statusCode).toBe(200);
    expect(await lastMail("moved-2@example.ng", "change_email")).toContain(
      `http://localhost:3000/verify/email/${user.user.id}/`,
    );
  });
});
