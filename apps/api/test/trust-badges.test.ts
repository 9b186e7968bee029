/**
 * Verified badges beyond KYC (issue 22, ADR 0903): an agent gives a LASRERA registration number and a company a
 * CAC number; the format is checked (messages verbatim); only admins decide; the decision is audited and the
 * person told; the badge shows on the profile, the cards and the owner's listings only after approval.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t?.close());

type Who = { auth: Record<string, string>; user: { id: number; email: string } };
const submit = (who: { auth: Record<string, string> }, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/badges", headers: who.auth, payload });
const decide = (who: { auth: Record<string, string> }, userId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/admin/badges/${userId}/decide`, headers: who.auth, payload });
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    kind: string;
    text: string;
  }[];
const auditOf = async (admin: Who, id: number) =>
  (
    await t.app.inject({ url: `/api/admin/audit?target_type=badge&target_id=${id}`, headers: admin.auth })
  ).json().data as { action: string; reason: string | null; actor_id?: number }[];
const badgeRows = (userId: number) =>
  t.app.database.query<{ id: number; kind: string; number: string; status: string; reason: string | null }>(
    "select id, kind, number, status, reason from badge_checks where user_id = $1 order by kind",
    [userId],
  );

async function listing(owner: { auth: Record<string, string> }) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title: "Two-bedroom flat in Surulere with prepaid meter",
      price: 1_500_000,
      listing_type: "rent",
      category: "apartment",
      property_type: "Flat",
      city: "Surulere",
      state: "Lagos",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { slug: string };
}
const ownerOf = async (slug: string) =>
  (await t.app.inject({ url: `/api/properties/${slug}` })).json().data.owner as {
    verified: boolean;
    checks: { identity: boolean; lasrera: boolean; cac: boolean };
  };

describe("submitting numbers", () => {
  it("checks the format with the contract's messages, verbatim, and stores nothing for a refused number", async () => {
    const agent = await createUser(t.app, { role: "agent" });
    const bad = await submit(agent, { lasrera_number: "LAS-12345", cac_number: "12345" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      lasrera_number: ["Enter the LASRERA registration number as printed, e.g. LASRERA/AG/2025/001234"],
      cac_number: ["Enter the CAC number as RC 1234567, BN 1234567 or IT 123456"],
    });
    const empty = await submit(agent, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(["Enter a LASRERA registration number or a CAC number"]);
    // One bad number refuses the other too: nothing half-stored.
    const half = await submit(agent, { lasrera_number: "LASRERA/AG/2025/001234", cac_number: "XY 1" });
    expect(half.statusCode).toBe(422);
    expect(await badgeRows(agent.user.id)).toEqual([]);
  });

  it("normalises the numbers; they wait for a check; the badge does not show yet", async () => {
    const agent = await createUser(t.app, { role: "agent", profile: { verifiedAt: new Date() } });
    const res = await submit(agent, { lasrera_number: " lasrera-ag-2025-001234 ", cac_number: "rc-1234567" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Submitted. An admin will check it against the register.");
    expect(res.json().data).toMatchObject({
      lasrera_allowed: true,
      lasrera: { number: "LASRERA/AG/2025/001234", status: "pending", reason: null },
      cac: { number: "RC 1234567", status: "pending" },
    });
    const again = await submit(agent, { lasrera_number: "LASRERA/AG/2025/001234" });
    expect(again.json().message).toBe("This number is already with us");
    const { slug } = await listing(agent);
    expect((await ownerOf(slug)).checks).toEqual({ identity: true, lasrera: false, cac: false });
    const profile = (await t.app.inject({ url: `/api/people/${agent.user.id}` })).json().data;
    expect(profile.checks).toEqual({ identity: true, lasrera: false, cac: false });
    expect(profile.lasrera_number).toBeNull();
  });

  it("LASRERA is for agents and developers; admins carry no badges; signed out is 401", async () => {
    const tenant = await createUser(t.app, { role: "tenant" });
    const refused = await submit(tenant, { lasrera_number: "LASRERA/AG/2025/001234" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("LASRERA registration is for agents and developers");
    expect((await submit(tenant, { cac_number: "BN 7654321" })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/badges", headers: tenant.auth })).json().data.lasrera_allowed,
    ).toBe(false);
    const admin = await createUser(t.app, { role: "admin" });
    expect((await submit(admin, { cac_number: "RC 1234567" })).statusCode).toBe(403);
    expect((await submit({ auth: {} }, { cac_number: "RC 1234567" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/badges" })).statusCode).toBe(401);
  });
});

describe("the admin check", () => {
  it("only admins see the queue and decide (401/403), and nothing changes", async () => {
    const agent = await createUser(t.app, { role: "agent" });
    await submit(agent, { lasrera_number: "LASRERA/AG/2024/000777" });
    const other = await createUser(t.app, { role: "agent" });
    expect((await t.app.inject({ url: "/api/admin/badges" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/badges", headers: other.auth })).statusCode).toBe(403);
    expect(
      (await decide({ auth: {} }, agent.user.id, { kind: "lasrera", decision: "approved" })).statusCode,
    ).toBe(401);
    expect((await decide(agent, agent.user.id, { kind: "lasrera", decision: "approved" })).statusCode).toBe(
      403,
    );
    expect((await decide(other, agent.user.id, { kind: "lasrera", decision: "approved" })).statusCode).toBe(
      403,
    );
    expect((await badgeRows(agent.user.id))[0]?.status).toBe("pending");
  });

  it("approval shows 'LASRERA registered' on the profile, the cards and the listing; audited; the agent is told", async () => {
    const admin = (await createUser(t.app, { role: "admin" })) as Who;
    const agent = await createUser(t.app, { role: "agent", profile: { verifiedAt: new Date() } });
    const { slug } = await listing(agent);
    await submit(agent, { lasrera_number: "LASRERA/AG/2025/004321", cac_number: "RC 7654321" });

    const queue = (
      await t.app.inject({ url: "/api/admin/badges?status=pending", headers: admin.auth })
    ).json().data as { kind: string; number: string; user: { id: number } }[];
    const mine = queue.filter((c) => c.user.id === agent.user.id).map((c) => [c.kind, c.number]);
    expect(mine.sort()).toEqual([
      ["cac", "RC 7654321"],
      ["lasrera", "LASRERA/AG/2025/004321"],
    ]);
    // Load the listing once so its page is cached: the approval must still show at once.
    expect((await ownerOf(slug)).checks.lasrera).toBe(false);

    const ok = await decide(admin, agent.user.id, {
      kind: "lasrera",
      decision: "approved",
      reason: "Found on the LASRERA register",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe("Check recorded");
    expect(ok.json().data).toMatchObject({ kind: "lasrera", status: "approved" });

    expect((await ownerOf(slug)).checks).toEqual({ identity: true, lasrera: true, cac: false });
    const profile = (await t.app.inject({ url: `/api/people/${agent.user.id}` })).json().data;
    expect(profile.checks).toEqual({ identity: true, lasrera: true, cac: false });
    expect(profile.lasrera_number).toBe("LASRERA/AG/2025/004321");
    expect(profile.cac_number).toBeNull();
    const list = (await t.app.inject({ url: `/api/properties?owner_id=${agent.user.id}` })).json().data as {
      owner: { checks: { lasrera: boolean } };
    }[];
    expect(list[0]?.owner.checks.lasrera).toBe(true);
    const cards = (await t.app.inject({ url: "/api/people?role=agent&limit=50" })).json().data.data as {
      id: number;
      checks: { lasrera: boolean };
    }[];
    expect(cards.find((c) => c.id === agent.user.id)?.checks.lasrera).toBe(true);

    const rows = await badgeRows(agent.user.id);
    const lasrera = rows.find((r) => r.kind === "lasrera")!;
    expect(lasrera.status).toBe("approved");
    const audit = await auditOf(admin, lasrera.id);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ["badge.lasrera.approve", "Found on the LASRERA register"],
    ]);
    const mail = (await outbox(agent.user.email)).find((m) => m.kind === "badge_lasrera_approved");
    expect(mail?.text).toContain('"LASRERA registered"');

    // Decided once: a second decision is refused and changes nothing.
    const twice = await decide(admin, agent.user.id, {
      kind: "lasrera",
      decision: "rejected",
      reason: "oops",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("There is no number waiting for a check");
    expect((await badgeRows(agent.user.id)).find((r) => r.kind === "lasrera")?.status).toBe("approved");

    // A new number replaces the checked one: the badge goes until it is checked again.
    await submit(agent, { lasrera_number: "LASRERA/AG/2026/000001" });
    expect((await ownerOf(slug)).checks.lasrera).toBe(false);
  });

  it("rejection needs a reason, which the person reads; the badge never shows", async () => {
    const admin = (await createUser(t.app, { role: "admin" })) as Who;
    const company = await createUser(t.app, { role: "developer" });
    await submit(company, { cac_number: "RC 1112223" });
    const noReason = await decide(admin, company.user.id, { kind: "cac", decision: "rejected" });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(["Give the reason, so the person knows what to correct"]);
    expect((await badgeRows(company.user.id))[0]?.status).toBe("pending");

    const no = await decide(admin, company.user.id, {
      kind: "cac",
      decision: "rejected",
      reason: "RC 1112223 belongs to another company",
    });
    expect(no.statusCode).toBe(200);
    const mine = (await t.app.inject({ url: "/api/badges", headers: company.auth })).json().data;
    expect(mine.cac).toMatchObject({ status: "rejected", reason: "RC 1112223 belongs to another company" });
    const row = (await badgeRows(company.user.id))[0]!;
    expect((await auditOf(admin, row.id)).map((a) => a.action)).toEqual(["badge.cac.reject"]);
    expect((await outbox(company.user.email)).find((m) => m.kind === "badge_cac_rejected")?.text).toContain(
      "Reason: RC 1112223 belongs to another company",
    );
    const profile = (await t.app.inject({ url: `/api/people/${company.user.id}` })).json().data;
    expect(profile.checks.cac).toBe(false);

    // Nothing waiting: 404 for someone who never submitted.
    const none = await decide(admin, admin.user.id, { kind: "cac", decision: "approved" });
    expect(none.statusCode).toBe(404);
  });

  it("one checked number belongs to one account", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const first = await createUser(t.app, { role: "agent" });
    await submit(first, { lasrera_number: "LASRERA/AG/2025/009999" });
    await decide(admin, first.user.id, { kind: "lasrera", decision: "approved", reason: "On the register" });
    const copycat = await createUser(t.app, { role: "agent" });
    const res = await submit(copycat, { lasrera_number: "lasrera/ag/2025/009999" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This number is already checked for another account. Contact us if it is yours.",
    );
    expect(await badgeRows(copycat.user.id)).toEqual([]);
  });
});
