/**
 * The admin area (issue 23, ADR 0700): every endpoint refuses signed-out users (401) and non-admins (403)
 * before reading input; suspending ends a user's sessions at once; role changes and restores are audited with
 * before → after; the audit log is searchable and append-only; no reply carries a password hash.
 */
import { adminMessages, messages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers?: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as string | object }),
  });

describe("admin area access", () => {
  it("every admin endpoint answers 401 signed out and 403 for a non-admin, even with a bad body", async () => {
    const tenant = await createUser(t.app);
    const agent = await createUser(t.app, { role: "agent" });
    const routes: ["GET" | "POST" | "PUT", string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${tenant.user.id}`],
      ["POST", `/api/admin/users/${tenant.user.id}/suspend`, { reason: 1 }],
      ["POST", `/api/admin/users/${tenant.user.id}/restore`, "not json"],
      ["PUT", `/api/admin/users/${tenant.user.id}/role`, { role: "admin" }],
      ["GET", "/api/admin/audit?from=yesterday"],
      // Admin actions that live with their modules, on the same guard.
      ["GET", "/api/admin/kyc"],
      ["POST", "/api/admin/kyc/1/approve"],
      ["POST", "/api/admin/kyc/1/reject", { reason: 5 }],
      ["POST", "/api/admin/auctions/1/cancel", {}],
      ["PUT", "/api/subscription/plans/1", { monthly_price: -1 }],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      expect(anonymous.json().status).toBe("error");
      for (const who of [tenant, agent]) {
        const refused = await call(method, url, who.auth, body);
        expect(refused.statusCode, `${method} ${url} as ${who.user.role}`).toBe(403);
        expect(refused.json().message).toBe(messages.generic.forbidden);
      }
    }
    // Nothing changed and nothing was logged.
    const admin = await createUser(t.app, { role: "admin" });
    const me = (await call("GET", `/api/admin/users/${tenant.user.id}`, admin.auth)).json().data;
    expect(me.status).toBe("active");
    const log = (await call("GET", `/api/admin/audit?target_id=${tenant.user.id}`, admin.auth)).json();
    expect(log.meta.total).toBe(0);
  });
});

describe("users", () => {
  it("finds accounts by name, email, phone and id, filters by role and status, and never sends a password hash", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const chioma = await createUser(t.app, {
      role: "landlord",
      firstName: "Chioma",
      lastName: "Nwankwo-Adeyemi",
      phone: "+2348031234567",
    });
    const byName = await call("GET", "/api/admin/users?query=nwankwo-adeyemi", admin.auth);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((u: { id: number }) => u.id)).toEqual([chioma.user.id]);
    expect(byName.json().data[0]).toMatchObject({
      full_name: "Chioma Nwankwo-Adeyemi",
      role: "landlord",
      status: "active",
      phone: "+2348031234567",
      kyc_verified: false,
    });
    expect(byName.body).not.toMatch(/password|hash|argon/i);
    const byPhone = await call("GET", "/api/admin/users?query=0803%20123%204567", admin.auth);
    expect(byPhone.json().data.map((u: { id: number }) => u.id)).toContain(chioma.user.id);
    const byEmail = await call(
      "GET",
      `/api/admin/users?query=${encodeURIComponent(chioma.user.email)}`,
      admin.auth,
    );
    expect(byEmail.json().data[0].id).toBe(chioma.user.id);
    const byId = await call("GET", `/api/admin/users?query=${chioma.user.id}`, admin.auth);
    expect(byId.json().data.map((u: { id: number }) => u.id)).toContain(chioma.user.id);
    const wrongRole = await call("GET", "/api/admin/users?query=nwankwo-adeyemi&role=tenant", admin.auth);
    expect(wrongRole.json()).toMatchObject({ data: [], meta: { total: 0, current_page: 1, last_page: 1 } });
    const paged = await call("GET", "/api/admin/users?per_page=1&page=2", admin.auth);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.json().meta.total).toBeGreaterThanOrEqual(2);
  });

  it("answers bad input with 422 and field messages, and an unknown account with 404", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const bad = await call("GET", "/api/admin/users?status=gone&per_page=1000", admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("status");
    expect(bad.json().errors).toHaveProperty("per_page");
    const nul = await call("GET", "/api/admin/users?query=a%00b", admin.auth);
    expect(nul.statusCode).toBe(422);
    const missing = await call("GET", "/api/admin/users/2147483000", admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(adminMessages.userNotFound);
    const noReason = await call("POST", "/api/admin/users/2147483000/suspend", admin.auth, { reason: " " });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();
  });

  it("suspending ends the user's sessions at once and stops their login; restoring lets them back; both audited", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const user = await createUser(t.app, { role: "agent", password: "a long enough password 1" });
    expect((await call("GET", "/api/profile", user.auth)).statusCode).toBe(200);

    const suspended = await call("POST", `/api/admin/users/${user.user.id}/suspend`, admin.auth, {
      reason: "Asked tenants for inspection fees",
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: adminMessages.suspended,
      data: { status: "suspended" },
    });
    const after = await call("GET", "/api/profile", user.auth);
    expect(after.statusCode).toBe(401);
    const login = await call("POST", "/api/login", undefined, {
      email: user.user.email,
      password: "a long enough password 1",
    });
    expect(login.statusCode).toBe(403);

    const again = await call("POST", `/api/admin/users/${user.user.id}/suspend`, admin.auth, {
      reason: "again",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminMessages.alreadySuspended);

    const restored = await call("POST", `/api/admin/users/${user.user.id}/restore`, admin.auth, {
      reason: "Refunded the fees",
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.status).toBe("active");
    const back = await call("POST", "/api/login", undefined, {
      email: user.user.email,
      password: "a long enough password 1",
    });
    expect(back.statusCode).toBe(200);
    // The old token stays dead: suspension ended every session issued before it.
    expect((await call("GET", "/api/profile", user.auth)).statusCode).toBe(401);

    const log = (
      await call("GET", `/api/admin/audit?target_type=user&target_id=${user.user.id}`, admin.auth)
    ).json();
    expect(log.data).toHaveLength(2);
    expect(log.data[0]).toMatchObject({
      action: "user.restore",
      reason: "Refunded the fees",
      before: { status: "suspended", role: "agent" },
      after: { status: "active", role: "agent" },
      actor: { id: admin.user.id, email: admin.user.email },
    });
    expect(log.data[1]).toMatchObject({
      action: "user.suspend",
      reason: "Asked tenants for inspection fees",
      before: { status: "active" },
      after: { status: "suspended" },
    });
  });

  it("a suspended owner's listings leave the public pages, search and lists at once; restoring brings back only those", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const agent = await createUser(t.app, { role: "agent" });
    const create = async (title: string) => {
      const res = await call("POST", "/api/properties", agent.auth, {
        title,
        price: 3_500_000,
        listing_type: "rent",
        category: "apartment",
        property_type: "Flat",
        city: "Gbagada",
        state: "Lagos",
        bedrooms: 2,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number; slug: string };
    };
    const live = await create("2 bedroom flat in Gbagada Phase 2 Zorblax");
    const gone = await create("Mini flat in Gbagada Zorblax withdrawn");
    expect((await call("DELETE", `/api/properties/${gone.slug}`, agent.auth)).statusCode).toBe(200);
    const visible = async () => {
      const page = await call("GET", `/api/properties/${live.slug}`);
      const search = (await call("GET", "/api/search?type=properties&query=zorblax")).json();
      const list = (await call("GET", `/api/properties?owner_id=${agent.user.id}`)).json();
      return {
        page: page.statusCode,
        search: JSON.stringify(search).includes(live.slug),
        list: JSON.stringify(list).includes(live.slug),
      };
    };
    expect(await visible()).toEqual({ page: 200, search: true, list: true });

    const suspended = await call("POST", `/api/admin/users/${agent.user.id}/suspend`, admin.auth, {
      reason: "Listed a flat he does not manage",
    });
    expect(suspended.statusCode).toBe(200);
    expect(await visible()).toEqual({ page: 404, search: false, list: false });
    const log = (
      await call("GET", `/api/admin/audit?target_type=user&target_id=${agent.user.id}`, admin.auth)
    ).json();
    expect(log.data[0].after).toMatchObject({ status: "suspended", listings_hidden: 1 });

    await call("POST", `/api/admin/users/${agent.user.id}/restore`, admin.auth, { reason: "Cleared" });
    expect(await visible()).toEqual({ page: 200, search: true, list: true });
    // The listing the agent deleted before the suspension stays deleted.
    expect((await call("GET", `/api/properties/${gone.slug}`)).statusCode).toBe(404);
  });

  it("changes a role (the next request already has it), audited; refuses self, admins, the same role and admin", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const other = await createUser(t.app, { role: "admin" });
    const user = await createUser(t.app, { role: "tenant" });
    const changed = await call("PUT", `/api/admin/users/${user.user.id}/role`, admin.auth, {
      role: "landlord",
      reason: "Showed a title document",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe("landlord");
    const me = await call("GET", "/api/profile", user.auth);
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain("landlord");

    const same = await call("PUT", `/api/admin/users/${user.user.id}/role`, admin.auth, { role: "landlord" });
    expect(same.statusCode).toBe(409);
    const toAdmin = await call("PUT", `/api/admin/users/${user.user.id}/role`, admin.auth, { role: "admin" });
    expect(toAdmin.statusCode).toBe(422);
    const self = await call("POST", `/api/admin/users/${admin.user.id}/suspend`, admin.auth, {
      reason: "test",
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(adminMessages.notYourself);
    const otherAdmin = await call("POST", `/api/admin/users/${other.user.id}/suspend`, admin.auth, {
      reason: "x y z",
    });
    expect(otherAdmin.statusCode).toBe(403);
    expect(otherAdmin.json().message).toBe(adminMessages.adminAccount);

    const log = (
      await call("GET", `/api/admin/audit?action=user.role&target_id=${user.user.id}`, admin.auth)
    ).json();
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ before: { role: "tenant" }, after: { role: "landlord" } });
    // Refused attempts change nothing and log nothing.
    const all = (await call("GET", `/api/admin/audit?actor_id=${admin.user.id}`, admin.auth)).json();
    expect(all.meta.total).toBe(1);
  });
});

describe("audit log", () => {
  it("shows a new entry at once on a page read just before it was written", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const user = await createUser(t.app);
    const url = `/api/admin/audit?actor_id=${admin.user.id}`;
    const before = await call("GET", url, admin.auth);
    expect(before.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await call("GET", url, admin.auth)).body).toBe(before.body);
    await call("POST", `/api/admin/users/${user.user.id}/suspend`, admin.auth, { reason: "Fake documents" });
    const after = (await call("GET", url, admin.auth)).json();
    expect(after.meta.total).toBe(1);
    expect(after.data[0]).toMatchObject({ action: "user.suspend", target_id: String(user.user.id) });
    // Another admin's query of the same page is the same page; a kept page never reaches a non-admin.
    const other = await createUser(t.app, { role: "admin" });
    expect((await call("GET", url, other.auth)).json().meta.total).toBe(1);
    const tenant = await createUser(t.app);
    expect((await call("GET", url, tenant.auth)).statusCode).toBe(403);
    expect((await call("GET", url)).statusCode).toBe(401);
  });

  it("is searchable by text, actor and dates, newest first, and append-only in the database", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await call("POST", `/api/admin/users/${a.user.id}/suspend`, admin.auth, {
      reason: "Fake listings in Lekki",
    });
    await call("POST", `/api/admin/users/${b.user.id}/suspend`, admin.auth, {
      reason: "Double-let a flat in Yaba",
    });

    const text = (await call("GET", "/api/admin/audit?query=yaba", admin.auth)).json();
    expect(text.data.map((e: { target_id: string }) => e.target_id)).toEqual([String(b.user.id)]);
    expect(text.meta).toMatchObject({ total: 1, total_capped: false });
    // The search also finds the action, the before/after text, the actor's email and the exact target id.
    const ids = async (query: string) =>
      (
        await call(
          "GET",
          `/api/admin/audit?actor_id=${admin.user.id}&query=${encodeURIComponent(query)}`,
          admin.auth,
        )
      )
        .json()
        .data.map((e: { target_id: string }) => e.target_id);
    const both = [String(b.user.id), String(a.user.id)];
    expect(await ids("USER.SUSP")).toEqual(both);
    expect(await ids('"status": "suspended"')).toEqual(both);
    expect(await ids(admin.user.email.slice(0, 12))).toEqual(both);
    expect(await ids(String(a.user.id))).toContain(String(a.user.id));
    expect(await ids("nothing like this")).toEqual([]);
    const byActor = (await call("GET", `/api/admin/audit?actor_id=${admin.user.id}`, admin.auth)).json();
    expect(byActor.data.map((e: { target_id: string }) => e.target_id)).toEqual([
      String(b.user.id),
      String(a.user.id),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (
      await call("GET", `/api/admin/audit?actor_id=${admin.user.id}&from=${today}&to=${today}`, admin.auth)
    ).json();
    expect(inRange.meta.total).toBe(2);
    const future = (
      await call("GET", `/api/admin/audit?actor_id=${admin.user.id}&from=2999-01-01`, admin.auth)
    ).json();
    expect(future.meta.total).toBe(0);
    const badDate = await call("GET", "/api/admin/audit?from=2024-02-30", admin.auth);
    expect(badDate.statusCode).toBe(422);

    await expect(t.database.query("update audit_log set reason = 'rewritten'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.query("delete from audit_log")).rejects.toThrow(/append-only/);
    const still = (await call("GET", "/api/admin/audit?query=lekki", admin.auth)).json();
    expect(still.data[0].reason).toBe("Fake listings in Lekki");
  });

  it("counts a broad search only up to 1,000 entries past the page, and says so", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    await t.database.query(
      `insert into audit_log (actor_id, action, target_type, target_id, reason)
       select $1, 'test.capped', 'user', g::text, 'Bulk entry ' || g from generate_series(1, 1060) g`,
      [admin.user.id],
    );
    const first = (await call("GET", "/api/admin/audit?action=test.capped", admin.auth)).json();
    expect(first.data).toHaveLength(50);
    expect(first.meta).toMatchObject({ total: 1050, total_capped: true, last_page: 21 });
    const third = (await call("GET", "/api/admin/audit?action=test.capped&page=3", admin.auth)).json();
    expect(third.meta).toMatchObject({ total: 1060, total_capped: false, last_page: 22 });
    const text = (await call("GET", "/api/admin/audit?query=bulk%20entry&per_page=10", admin.auth)).json();
    expect(text.meta).toMatchObject({ total: 1010, total_capped: true });
  });
});

describe("payments and refund marks", () => {
  it("lists payments of every account by reference, email and status, and marks a successful one refunded once (audited)", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const payer = await createUser(t.app, { firstName: "Tobi", lastName: "Adebayo-Refund" });
    const insert = (reference: string, status: string) =>
      t.database.query(
        `insert into payments (reference, user_id, purpose, amount_kobo, gateway, status, paid_at)
         values ($1, $2, 'subscription', 250000, 'sandbox', $3, case when $3 = 'success' then now() end)`,
        [reference, payer.user.id, status],
      );
    await insert("ILE-REFUND-PAID-1", "success");
    await insert("ILE-REFUND-PEND-1", "pending");

    const byName = (await call("GET", "/api/admin/payments?query=adebayo-refund", admin.auth)).json();
    expect(byName.data.map((p: { reference: string }) => p.reference)).toEqual([
      "ILE-REFUND-PEND-1",
      "ILE-REFUND-PAID-1",
    ]);
    expect(byName.data[1]).toMatchObject({
      user: { id: payer.user.id, email: payer.user.email, name: "Tobi Adebayo-Refund" },
      amount_kobo: 250000,
      status: "success",
      refund: null,
    });
    const paid = (
      await call(
        "GET",
        `/api/admin/payments?query=${encodeURIComponent(payer.user.email)}&status=success`,
        admin.auth,
      )
    ).json();
    expect(paid.meta.total).toBe(1);
    expect((await call("GET", "/api/admin/payments?status=refunded", admin.auth)).statusCode).toBe(422);
    expect((await call("GET", "/api/admin/payments", payer.auth)).statusCode).toBe(403);

    const url = "/api/admin/payments/ILE-REFUND-PAID-1/refund";
    expect((await call("POST", url, payer.auth, { reason: "Asked for it" })).statusCode).toBe(403);
    expect((await call("POST", url, admin.auth, {})).statusCode).toBe(422);
    const pending = await call("POST", "/api/admin/payments/ILE-REFUND-PEND-1/refund", admin.auth, {
      reason: "Not paid",
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(adminMessages.onlyPaidRefunds);
    expect(
      (await call("POST", "/api/admin/payments/NOPE-0000/refund", admin.auth, { reason: "x y z" }))
        .statusCode,
    ).toBe(404);

    const done = await call("POST", url, admin.auth, { reason: "Charged twice for one month" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: adminMessages.refundMarked,
      data: { refund: { by: admin.user.id, reason: "Charged twice for one month" } },
    });
    const twice = await call("POST", url, admin.auth, { reason: "Again" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(adminMessages.alreadyRefunded);
    const log = (
      await call("GET", "/api/admin/audit?target_type=payment&query=charged%20twice", admin.auth)
    ).json();
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ action: "payment.refund", after: { refunded: true } });
  });
});

describe("newsletter export", () => {
  it("gives admins the subscribers as CSV; others get 401/403", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    for (const email of ["ada.export@example.ng", "bola.export@example.ng"])
      await t.app.inject({
        method: "POST",
        url: "/svc/newsletter/subscribe",
        payload: { email, platform: "ile-web", honeypot: "" },
      });
    const url = "/api/admin/newsletter/subscribers.csv";
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", url, (await createUser(t.app)).auth)).statusCode).toBe(403);
    const res = await call("GET", url, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="ile-newsletter-subscribers-/);
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe('"email","platform","subscribed_at"');
    expect(lines.some((l) => l.startsWith('"ada.export@example.ng","ile-web",'))).toBe(true);
    expect(lines.some((l) => l.startsWith('"bola.export@example.ng","ile-web",'))).toBe(true);
  });
});
