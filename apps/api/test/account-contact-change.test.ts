/**
 * Issue 38 item 11 (ADR 0026): the e-mail and phone of an account change only when verified like at sign-up: a
 * link to the new e-mail (opened through POST /verify/email-or-phone), a code to the new number. Asking needs the
 * current password; the address known so far is told; a taken e-mail or phone gets SPEC's message; codes allow a
 * few tries only; two accounts confirming the same new e-mail at once: one wins, the other hears it is taken.
 */
import { accountMessages as m } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

const PASSWORD = "correct horse battery staple";
type Account = Awaited<ReturnType<typeof createUser>>;
let seq = 0;
const fresh = (what: string) => `${what}-${Date.now()}-${++seq}@example.ng`;
const freshPhone = () => `+234803${String(Date.now() % 10_000_000).padStart(7, "0")}`.slice(0, 14);

const post = (who: Account | null, url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: who?.auth ?? {}, payload: payload as object });
const mails = (to: string, kind: string) =>
  t.database.query<{ body: string }>(
    "select body from outbox where recipient = $1 and kind = $2 order by id",
    [to, kind],
  );
const linkIn = async (to: string) => {
  const body = (await mails(to, "change_email")).at(-1)!.body;
  const [, userId, token] = body.match(/\/verify\/email\/(\d+)\/([A-Za-z0-9_-]+)/)!;
  return { user_id: Number(userId), token: token! };
};
const codeIn = async (to: string) => (await mails(to, "change_phone")).at(-1)!.body.match(/\b(\d{6})\b/)![1]!;
const stored = async (userId: number) =>
  (
    await t.database.query<{ email: string; phone: string | null }>(
      "select email, phone from users where id = $1",
      [userId],
    )
  )[0]!;
const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/login", payload });

describe("changing the e-mail", () => {
  it("sends a link to the new address and tells the old one; the e-mail changes only when the link is opened", async () => {
    const user = await createUser(t.app);
    const old = user.user.email;
    const next = fresh("new");
    const res = await post(user, "/security/email", {
      email: ` ${next.toUpperCase()} `,
      current_password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.emailChangeSent(next));
    expect((await mails(old, "change_email_notice")).at(-1)!.body).toContain(next);
    expect((await stored(user.user.id)).email).toBe(old);

    const link = await linkIn(next);
    expect(link.user_id).toBe(user.user.id);
    const open = await post(null, "/verify/email-or-phone", link);
    expect(open.statusCode, open.body).toBe(200);
    expect((await stored(user.user.id)).email).toBe(next);
    const me = await t.app.inject({ method: "GET", url: "/api/check-auth", headers: user.auth });
    expect(me.json().data.user.email).toBe(next);
    expect((await login({ email: next, password: PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: old, password: PASSWORD })).statusCode).toBe(401);
    // The link works once.
    const again = await post(null, "/verify/email-or-phone", link);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([m.invalidLink]);
  });

  it("needs the current password: a wrong or missing one changes nothing and sends nothing", async () => {
    const user = await createUser(t.app);
    const next = fresh("nopass");
    const wrong = await post(user, "/security/email", { email: next, current_password: "not my password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([m.currentPasswordWrong]);
    const missing = await post(user, "/security/email", { email: next });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([m.currentPasswordRequired]);
    expect(await mails(next, "change_email")).toHaveLength(0);
    expect(await mails(user.user.email, "change_email_notice")).toHaveLength(0);
    expect(
      (await post(null, "/security/email", { email: next, current_password: PASSWORD })).statusCode,
    ).toBe(401);
  });

  it("refuses another account's e-mail with SPEC's taken message, its own, and a malformed one", async () => {
    const [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const taken = await post(user, "/security/email", {
      email: other.user.email,
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([m.emailTaken]);
    const same = await post(user, "/security/email", { email: user.user.email, current_password: PASSWORD });
    expect(same.json().errors.email).toEqual([m.sameEmail]);
    const bad = await post(user, "/security/email", { email: "not-an-email", current_password: PASSWORD });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual([m.emailInvalid]);
    expect(await mails(other.user.email, "change_email")).toHaveLength(0);
  });

  it("another account's link cannot change this account, nor a link whose address was taken meanwhile", async () => {
    const [a, b] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const next = fresh("meanwhile");
    expect((await post(a, "/security/email", { email: next, current_password: PASSWORD })).statusCode).toBe(
      200,
    );
    const link = await linkIn(next);
    const forged = await post(null, "/verify/email-or-phone", { ...link, user_id: b.user.id });
    expect(forged.statusCode).toBe(422);
    expect((await stored(b.user.id)).email).toBe(b.user.email);
    // b signs the address up for itself first (its own change, opened first).
    expect((await post(b, "/security/email", { email: next, current_password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await post(null, "/verify/email-or-phone", await linkIn(next))).statusCode).toBe(200);
    const late = await post(null, "/verify/email-or-phone", link);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.email).toEqual([m.emailTaken]);
    expect((await stored(a.user.id)).email).toBe(a.user.email);
  });

  it("two accounts confirming the same new e-mail at once: one wins, the other gets the taken message", async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app)));
    const next = fresh("race");
    const links = [];
    for (const a of accounts) {
      expect((await post(a, "/security/email", { email: next, current_password: PASSWORD })).statusCode).toBe(
        200,
      );
      links.push(await linkIn(next));
    }
    const replies = await Promise.all(links.map((l) => post(null, "/verify/email-or-phone", l)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422]);
    for (const r of replies.filter((x) => x.statusCode === 422))
      expect(r.json().errors.email).toEqual([m.emailTaken]);
    const holders = await t.database.query("select id from users where email = $1", [next]);
    expect(holders).toHaveLength(1);
  });

  it("a password reset cancels a pending change (it may not have been the owner's)", async () => {
    const user = await createUser(t.app);
    const next = fresh("hijack");
    expect(
      (await post(user, "/security/email", { email: next, current_password: PASSWORD })).statusCode,
    ).toBe(200);
    const link = await linkIn(next);
    expect((await post(null, "/forgot-password", { email: user.user.email })).statusCode).toBe(200);
    const reset = (await mails(user.user.email, "reset_password"))
      .at(-1)!
      .body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const done = await post(null, "/reset-password", {
      token: reset,
      password: "a brand new passphrase 77",
      password_confirmation: "a brand new passphrase 77",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await post(null, "/verify/email-or-phone", link)).statusCode).toBe(422);
    expect((await stored(user.user.id)).email).toBe(user.user.email);
  });
});

describe("changing the phone", () => {
  it("sends a code to the new number and tells the e-mail; the phone changes on the right code", async () => {
    const user = await createUser(t.app, { phone: freshPhone() });
    const next = freshPhone().replace("+234803", "+234805");
    const res = await post(user, "/security/phone", {
      phone: `0${next.slice(4)}`,
      current_password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.phoneChangeSent(next));
    expect((await mails(user.user.email, "change_phone_notice")).at(-1)!.body).toContain(next);
    expect((await stored(user.user.id)).phone).toBe(user.user.phone);
    const code = await codeIn(next);
    const wrong = await post(user, "/security/phone/verify", {
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([m.invalidPhoneCode]);
    const ok = await post(user, "/security/phone/verify", { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(m.phoneChanged);
    expect(ok.json().data.user.phone).toBe(next);
    expect((await stored(user.user.id)).phone).toBe(next);
    expect((await login({ phone: next, password: PASSWORD })).statusCode).toBe(200);
    expect((await post(user, "/security/phone/verify", { code })).statusCode).toBe(422);
  });

  it("a code allows 5 tries, even racing: after them the right code no longer works", async () => {
    const user = await createUser(t.app);
    const next = freshPhone().replace("+234803", "+234807");
    expect(
      (await post(user, "/security/phone", { phone: next, current_password: PASSWORD })).statusCode,
    ).toBe(200);
    const code = await codeIn(next);
    const wrong = code === "123456" ? "654321" : "123456";
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post(user, "/security/phone/verify", { code: wrong })),
    );
    expect(guesses.every((g) => g.statusCode === 422)).toBe(true);
    expect((await post(user, "/security/phone/verify", { code })).statusCode).toBe(422);
    expect((await stored(user.user.id)).phone).toBeNull();
  });

  it("refuses another account's phone with SPEC's taken message, its own, a bad number and a wrong password", async () => {
    const [user, other] = await Promise.all([
      createUser(t.app, { phone: freshPhone().replace("+234803", "+234808") }),
      createUser(t.app, { phone: freshPhone().replace("+234803", "+234809") }),
    ]);
    const taken = await post(user, "/security/phone", {
      phone: other.user.phone,
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone).toEqual([m.phoneTaken]);
    const same = await post(user, "/security/phone", { phone: user.user.phone, current_password: PASSWORD });
    expect(same.json().errors.phone).toEqual([m.samePhone]);
    const bad = await post(user, "/security/phone", { phone: "12345", current_password: PASSWORD });
    expect(bad.json().errors.phone).toEqual([m.phoneInvalid]);
    const wrongPassword = await post(user, "/security/phone", {
      phone: "+2348060000001",
      current_password: "nope",
    });
    expect(wrongPassword.json().errors.current_password).toEqual([m.currentPasswordWrong]);
    expect(await mails("+2348060000001", "change_phone")).toHaveLength(0);
    expect((await post(user, "/security/phone/verify", { code: "12" })).statusCode).toBe(422);
  });
});
