import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp, withSecondInstance } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

let seq = 0;
const newPerson = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    first_name: "Chidinma",
    last_name: "Okafor",
    email: `chidinma.${seq}.${Date.now()}@example.ng`,
    phone: `0803${String(1_000_000 + seq * 7919 + (Date.now() % 100000)).slice(-7)}`,
    password: "Lekki-sunset-2026!",
    password_confirmation: "Lekki-sunset-2026!",
    role: "tenant",
    ...over,
  };
};

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers });
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;

describe("POST /api/register", () => {
  it("creates a pending account, stores the phone in E.164 and sends an email link and a phone code", async () => {
    const person = newPerson({ phone: "0803 555 0101" });
    const res = await post("/register", person);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: "success",
      data: { email: person.email, phone: "+2348035550101", verification_sent_to: ["email", "phone"] },
    });
    const [row] = await t.database.query<{ status: string; phone: string; password_hash: string }>(
      "select status, phone, password_hash from users where id = $1",
      [body.data.user_id],
    );
    expect(row!.status).toBe("pending");
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await outbox(person.email);
    expect(mail[0].text).toMatch(new RegExp(`/verify/email/${body.data.user_id}/[\\w-]{20,}`));
    const sms = await outbox("+2348035550101");
    expect(sms[0].text).toMatch(/\b\d{6}\b/);
  });

  it("refuses a duplicate email and phone with field errors and REGISTRATION_FAILED", async () => {
    const first = newPerson();
    expect((await post("/register", first)).statusCode).toBe(201);
    const res = await post("/register", {
      ...newPerson(),
      email: first.email.toUpperCase(),
      phone: first.phone,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: "error",
      code: "REGISTRATION_FAILED",
      errors: {
        email: ["The email has already been taken."],
        phone: ["The phone number has already been taken."],
      },
    });
  });

  it.each([
    [
      "email",
      (p: ReturnType<typeof newPerson>, i: number) => ({ email: i % 2 ? p.email.toUpperCase() : p.email }),
    ],
    ["phone", (p: ReturnType<typeof newPerson>) => ({ phone: p.phone })],
  ] as const)(
    "ten sign-ups at once with one %s: one account, nine sequential-duplicate answers",
    async (field, same) => {
      const first = newPerson();
      const bodies = Array.from({ length: 10 }, (_, i) => ({ ...newPerson(), ...same(first, i) }));
      const replies = await Promise.all(bodies.map((b) => post("/register", b)));
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(422)]);
      const message =
        field === "email" ? "The email has already been taken." : "The phone number has already been taken.";
      for (const r of replies.filter((r) => r.statusCode === 422)) {
        expect(r.json()).toMatchObject({
          status: "error",
          code: "REGISTRATION_FAILED",
          message,
          errors: { [field]: [message] },
        });
      }
      const key = field === "email" ? first.email.toLowerCase() : `+234${first.phone.slice(1)}`;
      const rows = await t.database.query<{ n: number; profiles: number }>(
        `select count(*)::int as n, count(p.id)::int as profiles from users u left join profiles p on p.user_id = u.id
        where u.${field} = $1`,
        [key],
      );
      expect(rows[0]).toEqual({ n: 1, profiles: 1 });
    },
  );

  it.each([
    [
      { password: "short", password_confirmation: "short" },
      "password",
      "The password must be at least 8 characters.",
    ],
    [
      { password: "password123", password_confirmation: "password123" },
      "password",
      "This password is too common. Choose one that is harder to guess.",
    ],
    [
      { password_confirmation: "something-else-9" },
      "password_confirmation",
      "The password confirmation does not match.",
    ],
    [
      { phone: "+14155552671" },
      "phone",
      "Enter a Nigerian phone number, e.g. +2348031234567 or 08031234567.",
    ],
    [{ email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ role: "admin" }, "role", "Choose a role: tenant, landlord, agent or developer."],
    [{ first_name: "  " }, "first_name", "The first name is required."],
  ])("refuses %j with an error on %s and stores nothing", async (over, field, message) => {
    const person = newPerson(over);
    const before = await t.database.query<{ n: number }>("select count(*)::int as n from users");
    const res = await post("/register", person);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("REGISTRATION_FAILED");
    expect(res.json().errors[field]).toEqual([message]);
    const after = await t.database.query<{ n: number }>("select count(*)::int as n from users");
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

async function registerAndVerify(over: Record<string, unknown> = {}) {
  const person = newPerson(over);
  const res = await post("/register", person);
  const userId = res.json().data.user_id as number;
  const link = (await outbox(person.email))[0].text.match(/\/verify\/email\/(\d+)\/([\w-]+)/);
  const verified = await post("/verify/email-or-phone", {
    type: "email",
    user_id: Number(link[1]),
    token: link[2],
  });
  expect(verified.statusCode).toBe(200);
  return { person, userId };
}

describe("verification and the pending login outcome", () => {
  it("answers pending_account_verification until the email link is used, once", async () => {
    const person = newPerson();
    const userId = (await post("/register", person)).json().data.user_id;
    const pending = await post("/login", { email: person.email, password: person.password });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      status: "pending_account_verification",
      message: "Please verify your email or phone before you log in.",
      user_id: userId,
    });

    const [, id, token] = (await outbox(person.email))[0].text.match(/\/verify\/email\/(\d+)\/([\w-]+)/);
    const wrongUser = await post("/verify/email-or-phone", { user_id: Number(id) + 1000, token });
    expect(wrongUser.statusCode).toBe(422);
    const ok = await post("/verify/email-or-phone", { user_id: Number(id), token });
    expect(ok.json()).toEqual({ status: "success", message: "Verification successful!" });
    const again = await post("/verify/email-or-phone", { user_id: Number(id), token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(["This verification link is invalid or has expired."]);

    const login = await post("/login", { email: person.email, password: person.password });
    expect(login.json().status).toBe("success");
  });

  it("verifies a phone with its 6-digit code and voids the code after 5 wrong tries", async () => {
    const person = newPerson({ phone: "09070001234" });
    const userId = (await post("/register", person)).json().data.user_id;
    const code = (await outbox("+2349070001234"))[0].text.match(/\b(\d{6})\b/)[1];
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await post("/verify/email-or-phone", { type: "phone", user_id: userId, code: wrong });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code).toEqual(["The code is invalid or has expired."]);
    expect((await post("/verify/email-or-phone", { phone: "+2349070001234", code })).statusCode).toBe(200);

    // Resend to a still-pending account, then burn the code with wrong tries.
    const other = newPerson({ phone: "09070005678" });
    const otherId = (await post("/register", other)).json().data.user_id;
    const resent = await post("/resend/verification/link-or-code", { user_id: otherId, channel: "phone" });
    expect(resent.json()).toEqual({
      status: "success",
      message: "Verification code sent to your email/phone",
    });
    const fresh = (await outbox("+2349070005678"))[0].text.match(/\b(\d{6})\b/)[1];
    const wrong2 = fresh === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await post("/verify/email-or-phone", { user_id: otherId, code: wrong2 });
    const late = await post("/verify/email-or-phone", { user_id: otherId, code: fresh });
    expect(late.statusCode).toBe(422);
  });

  it("answers resend the same way for an unknown account", async () => {
    const res = await post("/resend/verification/link-or-code", { email: "nobody-here@example.ng" });
    expect(res.json()).toEqual({ status: "success", message: "Verification code sent to your email/phone" });
  });
});

describe("POST /api/login", () => {
  it("logs in by email or by phone in any Nigerian spelling, with the SPEC reply", async () => {
    const { person, userId } = await registerAndVerify({ phone: "08120003333" });
    const byEmail = await post("/login", { email: person.email.toUpperCase(), password: person.password });
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json();
    expect(body).toMatchObject({
      status: "success",
      message: "Login successful!",
      token_type: "jwt",
      expires_in: 2_592_000,
      user: {
        id: userId,
        full_name: "Chidinma Okafor",
        initials: "CO",
        role: "user",
        account_role: "tenant",
        isUser: true,
      },
    });
    expect(body.token.split(".")).toHaveLength(3);
    expect(body.user).not.toHaveProperty("password_hash");
    const byPhone = await post("/login", { phone: "+234 812 000 3333", password: person.password });
    expect(byPhone.json().status).toBe("success");
  });

  it("answers a wrong password and an unknown account with the same 401", async () => {
    const { person } = await registerAndVerify();
    const wrong = await post("/login", { email: person.email, password: "Not-the-password-1" });
    const unknown = await post("/login", { email: "ghost@example.ng", password: "Not-the-password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: "LOGIN_FAILED",
      message: "The email, phone or password is incorrect.",
    });
  });

  it("needs an identifier and a password", async () => {
    const res = await post("/login", { password: "x" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(["Enter your email or phone number."]);
  });

  it("refuses a suspended account", async () => {
    const { user } = await createUser(t.app, { password: "Kano-durbar-2026" });
    await t.database.query("update users set status = 'suspended' where id = $1", [user.id]);
    const res = await post("/login", { email: user.email, password: "Kano-durbar-2026" });
    expect(res.statusCode).toBe(403);
  });
});

describe("login codes (always for admins)", () => {
  it("sends a code, creates no session until /verify-login, and uses the code once", async () => {
    const { user } = await createUser(t.app, { role: "admin", password: "Admin-of-Ile-2026" });
    const first = await post("/login", { email: user.email, password: "Admin-of-Ile-2026" });
    expect(first.json()).toMatchObject({
      status: "pending_verification",
      message: "Verification code sent to your email/phone",
    });
    expect(first.json()).not.toHaveProperty("token");
    const sessionToken = first.json().session_token;
    const code = (await outbox(user.email))[0].text.match(/\b(\d{6})\b/)[1];

    const ok = await post("/verify-login", { session_token: sessionToken, auth_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "success",
      message: "Login successful!",
      data: { token_type: "jwt", expires_in: 2_592_000, user: { id: user.id, role: "admin", isAdmin: true } },
    });
    const check = await t.app.inject({
      url: "/api/check-auth",
      headers: { authorization: `Bearer ${ok.json().data.token}` },
    });
    expect(check.json().data.user.id).toBe(user.id);

    const replay = await post("/verify-login", { session_token: sessionToken, auth_code: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("LOGIN_FAILED");
  });

  it("voids the session token after 5 wrong codes", async () => {
    const { user } = await createUser(t.app, { loginCodes: true, password: "Codes-please-2026" });
    const sessionToken = (await post("/login", { email: user.email, password: "Codes-please-2026" })).json()
      .session_token;
    const code = (await outbox(user.email))[0].text.match(/\b(\d{6})\b/)[1];
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      expect(
        (await post("/verify-login", { session_token: sessionToken, auth_code: wrong })).statusCode,
      ).toBe(401);
    }
    expect((await post("/verify-login", { session_token: sessionToken, auth_code: code })).statusCode).toBe(
      401,
    );
  });

  it("refuses codes that are not 6 digits", async () => {
    const res = await post("/verify-login", { session_token: "x".repeat(43), auth_code: "12345a" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.auth_code).toEqual(["Enter the 6-digit code."]);
  });
});

describe("check-auth, refresh-token and logout", () => {
  it("refreshes: the new token works, the old one after the grace window does not", async () => {
    const { token, user } = await createUser(t.app);
    const res = await post("/refresh-token", undefined, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: "success",
      token_type: "jwt",
      expires_in: 2_592_000,
      user: { id: user.id },
    });
    expect(body.token).not.toBe(token);

    // Within the grace window the old token still works (another tab).
    expect(
      (await t.app.inject({ url: "/api/check-auth", headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    await t.database.query(
      "update revoked_tokens set revoked_from = now() - interval '1 second' where user_id = $1",
      [user.id],
    );
    const old = await t.app.inject({ url: "/api/check-auth", headers: { authorization: `Bearer ${token}` } });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe("TOKEN_BLACKLISTED");
    const fresh = await t.app.inject({
      url: "/api/check-auth",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("answers the SPEC refresh codes", async () => {
    const none = await post("/refresh-token");
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "NO_TOKEN", message: "No token available for refresh" });
    const junk = await post("/refresh-token", undefined, { authorization: "Bearer not.a.token" });
    expect(junk.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Session expired. Please login again.",
    });
    const { token, user } = await createUser(t.app);
    await t.database.query("update users set deleted_at = now() where id = $1", [user.id]);
    const gone = await post("/refresh-token", undefined, { authorization: `Bearer ${token}` });
    expect(gone.json()).toMatchObject({
      code: "USER_NOT_FOUND",
      message: "User not found. Please login again.",
    });
  });

  it("logout revokes the token at once", async () => {
    const { token } = await createUser(t.app);
    const out = await post("/logout", undefined, { authorization: `Bearer ${token}` });
    expect(out.json()).toEqual({ status: "success", message: "Logged out successfully" });
    const after = await t.app.inject({
      url: "/api/check-auth",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("TOKEN_BLACKLISTED");
    expect((await post("/refresh-token", undefined, { authorization: `Bearer ${token}` })).json().code).toBe(
      "TOKEN_BLACKLISTED",
    );
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const checkAuth = async (token: string) =>
    (await t.app.inject({ url: "/api/check-auth", headers: bearer(token) })).statusCode;
  const jtiOf = (token: string) =>
    JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti as string;
  const endGraceOf = (token: string) =>
    t.database.query("update revoked_tokens set revoked_from = now() - interval '1 second' where jti = $1", [
      jtiOf(token),
    ]);

  it("one token refreshed eleven times in its grace window (six at once) gives one successor, not eleven sessions", async () => {
    const { token, user } = await createUser(t.app);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => post("/refresh-token", undefined, bearer(token))),
    );
    const later = [];
    for (let i = 0; i < 5; i++) later.push(await post("/refresh-token", undefined, bearer(token)));
    const replies = [...burst, ...later];
    expect(replies.map((r) => r.statusCode)).toEqual(Array(11).fill(200));
    const tokens = new Set(replies.map((r) => r.json().token as string));
    expect(tokens.size).toBe(1);
    const [successor] = [...tokens];
    expect(successor).not.toBe(token);
    for (const r of replies) {
      expect(r.json()).toMatchObject({ status: "success", token_type: "jwt", user: { id: user.id } });
      expect(r.json().expires_in).toBeGreaterThan(2_592_000 - 60);
    }
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from revoked_tokens where user_id = $1 and successor is not null",
      [user.id],
    );
    expect(rows[0]!.n).toBe(1);
    // Past the old token's window only the successor is left.
    await endGraceOf(token);
    expect(await checkAuth(token)).toBe(401);
    expect(await checkAuth(successor!)).toBe(200);
  });

  it("a refreshed token reused after its grace window ends every token of that sign-in, and only that one", async () => {
    const { token: first, user } = await createUser(t.app);
    const elsewhere = (await t.app.tokens.issue(user)).token;
    const second = (await post("/refresh-token", undefined, bearer(first))).json().token as string;
    const third = (await post("/refresh-token", undefined, bearer(second))).json().token as string;
    expect(await checkAuth(third)).toBe(200);
    await endGraceOf(first);

    const reused = await post("/refresh-token", undefined, bearer(first));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      code: "TOKEN_BLACKLISTED",
      message: "Session expired. Please login again.",
    });
    for (const token of [second, third]) {
      expect(await checkAuth(token)).toBe(401);
      expect((await post("/refresh-token", undefined, bearer(token))).statusCode).toBe(401);
    }
    // Another sign-in of the same person (another device) is its own family.
    expect(await checkAuth(elsewhere)).toBe(200);
  });

  it("logout ends the token and the one it was refreshed from, even inside that one's grace window", async () => {
    const { token: first, user } = await createUser(t.app);
    const elsewhere = (await t.app.tokens.issue(user)).token;
    const second = (await post("/refresh-token", undefined, bearer(first))).json().token as string;
    expect(await checkAuth(first)).toBe(200);
    expect((await post("/logout", undefined, bearer(second))).statusCode).toBe(200);
    expect(await checkAuth(second)).toBe(401);
    expect(await checkAuth(first)).toBe(401);
    const again = await post("/refresh-token", undefined, bearer(first));
    expect(again.json().code).toBe("TOKEN_BLACKLISTED");
    expect(await checkAuth(elsewhere)).toBe(200);
  });

  it("a second server instance on the same database (and Redis) refuses logged-out and refreshed tokens", async () => {
    const { token } = await createUser(t.app);
    await post("/logout", undefined, { authorization: `Bearer ${token}` });
    const refreshed = await createUser(t.app);
    await post("/refresh-token", undefined, refreshed.auth);
    await t.database.query(
      "update revoked_tokens set revoked_from = now() - interval '1 second' where user_id = $1",
      [refreshed.user.id],
    );
    await withSecondInstance(t, async (second) => {
      const res = await second.inject({
        url: "/api/check-auth",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("TOKEN_BLACKLISTED");
    });
  });
});

describe("forgot and reset password", () => {
  it("answers the same for unknown accounts, and a reset revokes every session and works once", async () => {
    const unknown = await post("/forgot-password", { email: "nobody@example.ng" });
    const { user, token: oldToken } = await createUser(t.app, { password: "Old-password-2026" });
    const known = await post("/forgot-password", { email: user.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(
      "If an account exists for those details, we have sent a link to reset the password.",
    );

    const token = (await outbox(user.email))[0].text.match(/reset-password\?token=([\w-]+)/)[1];
    const weak = await post("/reset-password", {
      token,
      password: "password1",
      password_confirmation: "password1",
    });
    expect(weak.statusCode).toBe(422);
    const ok = await post("/reset-password", {
      token,
      password: "New-password-2026",
      password_confirmation: "New-password-2026",
    });
    expect(ok.json()).toEqual({ status: "success", message: "Your password has been reset. Please log in." });

    const old = await t.app.inject({
      url: "/api/check-auth",
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await post("/login", { email: user.email, password: "Old-password-2026" })).statusCode).toBe(401);
    const login = await post("/login", { email: user.email, password: "New-password-2026" });
    expect(login.json().status).toBe("success");
    const fresh = await t.app.inject({
      url: "/api/check-auth",
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(fresh.statusCode).toBe(200);

    const again = await post("/reset-password", {
      token,
      password: "Another-pass-2026",
      password_confirmation: "Another-pass-2026",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(["This reset link is invalid or has expired."]);
  });
});

describe("PUT /api/security/login-codes", () => {
  it("turns the code step on for the caller only, and admins cannot turn it off", async () => {
    const person = await createUser(t.app, { password: "Turn-codes-on-2026" });
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/security/login-codes",
      headers: person.auth,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.user.login_codes).toBe(true);
    const login = await post("/login", { email: person.user.email, password: "Turn-codes-on-2026" });
    expect(login.json().status).toBe("pending_verification");

    const admin = await createUser(t.app, { role: "admin" });
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/security/login-codes",
      headers: admin.auth,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(422);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/security/login-codes",
      headers: person.auth,
      payload: { enabled: "yes" },
    });
    expect(bad.statusCode).toBe(422);
  });
});
