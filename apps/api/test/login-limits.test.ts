/**
 * Login limits (ADR 0101, issue 16 items 11–12): the account limit counts the account actually looked up,
 * whatever spelling or extra fields reach it; past it wrong passwords are refused and the owner still gets in
 * through the code step; at most 5 login codes are ever compared per session, however many requests race.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "3" });
});
afterAll(() => t.close());

let ip = 0;
/** A request from an address of its own, so only the per-account limit can stop it. */
const fromNewAddress = (url: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload: payload as object,
    remoteAddress: `10.1.${++ip >> 8}.${ip & 255}`,
  });
const codeSentTo = async (to: string) => {
  const mail = (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
  return mail[0].text.match(/\b(\d{6})\b/)[1] as string;
};

describe("the per-account login limit", () => {
  it("counts padded, re-cased and extra-field guesses as the same account", async () => {
    const { user } = await createUser(t.app, { password: "Right-password-1" });
    const spellings = [
      { email: user.email, password: "guess-one-1" },
      { email: `  ${user.email.toUpperCase()}  `, password: "guess-two-2" },
      { email: user.email, user_id: 999_999, password: "guess-three-3" },
      { email: ` ${user.email}`, user_id: 123, password: "guess-four-4" },
      { email: `${user.email}   `, password: "guess-five-5" },
      { email: user.email, user_id: "x", password: "guess-six-6" },
    ];
    const codes = [];
    for (const guess of spellings) codes.push((await fromNewAddress("/login", guess)).statusCode);
    expect(codes.slice(0, 3).every((c) => c === 401 || c === 422)).toBe(true);
    expect(codes.slice(3)).toEqual([429, 429, 429]);
    const refused = await fromNewAddress("/login", { email: user.email, password: "guess-seven-7" });
    expect(refused.json()).toMatchObject({
      status: "error",
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a few minutes and try again.",
    });
  });

  it("does not lock the owner out: the right password from another address passes through the code step", async () => {
    const { user } = await createUser(t.app, { password: "Owners-password-1" });
    for (let i = 0; i < 6; i++)
      await fromNewAddress("/login", { email: ` ${user.email} `, password: `wrong-${i}-pass` });

    const owner = await fromNewAddress("/login", { email: user.email, password: "Owners-password-1" });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: "pending_verification" });
    expect(owner.json()).not.toHaveProperty("token");
    const code = await codeSentTo(user.email);
    const done = await fromNewAddress("/verify-login", {
      session_token: owner.json().session_token,
      auth_code: code,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.id).toBe(user.id);
  });

  it("signs an unguarded account in directly", async () => {
    const { user } = await createUser(t.app, { password: "Quiet-account-1" });
    const res = await fromNewAddress("/login", { email: user.email, password: "Quiet-account-1" });
    expect(res.json()).toMatchObject({ status: "success", user: { id: user.id } });
  });

  it("keys the other account routes on the account they name, ignoring padding and unused fields", async () => {
    const { user } = await createUser(t.app);
    const codes = [];
    for (const email of [user.email, ` ${user.email}`, user.email.toUpperCase(), `${user.email} `])
      codes.push((await fromNewAddress("/forgot-password", { email, user_id: Math.random() })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe("the login-code limit", () => {
  it("compares at most 5 codes per session under 60 concurrent wrong codes, then the session is spent", async () => {
    const loose = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
    try {
      const { user } = await createUser(loose.app, { loginCodes: true, password: "Codes-race-2027" });
      const login = await loose.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: "Codes-race-2027" },
      });
      const sessionToken = login.json().session_token as string;
      const mail = (
        await loose.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` })
      ).json().data;
      const code = mail[0].text.match(/\b(\d{6})\b/)[1] as string;
      const wrong = code === "123456" ? "654321" : "123456";
      const race = await Promise.all(
        Array.from({ length: 60 }, () =>
          loose.app.inject({
            method: "POST",
            url: "/api/verify-login",
            payload: { session_token: sessionToken, auth_code: wrong },
          }),
        ),
      );
      expect(race.map((r) => r.statusCode)).toEqual(Array(60).fill(401));
      const [row] = await loose.database.query<{ attempts: number; used: boolean }>(
        "select attempts, used_at is not null as used from one_time_secrets where user_id = $1 and purpose = 'login'",
        [user.id],
      );
      expect(row).toEqual({ attempts: 5, used: true });
      const right = await loose.app.inject({
        method: "POST",
        url: "/api/verify-login",
        payload: { session_token: sessionToken, auth_code: code },
      });
      expect(right.statusCode).toBe(401);
    } finally {
      await loose.close();
    }
  });
});
