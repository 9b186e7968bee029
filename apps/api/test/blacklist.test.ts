/**
 * The tenant blacklist with due process (issue 22, ADR 0901): only verified landlords and agents report and
 * search; unreviewed entries are invisible; the reported person is told and replies through a link; settlement
 * and an upheld appeal remove an entry; every step is audited; evidence files reach admins only; searches are
 * limited per account and logged.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
const SEARCH_LIMIT = 6;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000", BLACKLIST_SEARCH_LIMIT: String(SEARCH_LIMIT) });
});
afterAll(() => t?.close());

async function multipart(fields: Record<string, string>, files: [string, Buffer, string][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, buf, name] of files) form.append(k, new Blob([new Uint8Array(buf)]), name);
  const req = new Request("http://local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type")! },
  };
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const verified = (role: "landlord" | "agent" = "landlord") =>
  createUser(t.app, { role, profile: { verifiedAt: new Date() } });
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    text: string;
    kind: string;
  }[];
const audit = async (admin: { auth: Record<string, string> }, id: number) =>
  (
    await t.app.inject({ url: `/api/admin/audit?target_type=blacklist&target_id=${id}`, headers: admin.auth })
  ).json().data as { action: string }[];

let seq = 0;
function reportFields(over: Record<string, string> = {}) {
  seq += 1;
  return {
    tenant_name: "Chukwuemeka Balogun",
    tenant_phone: `0803 555 ${String(1000 + seq).padStart(4, "0")}`,
    tenant_email: `tenant-${seq}@example.ng`,
    last_address: "Flat 3B, 14 Adelabu St, Surulere",
    amount_kobo: "180000000",
    nature: "unpaid_rent",
    period_start: "2024-01-01",
    period_end: "2025-01-31",
    statement:
      "Left in January owing eighteen months of rent; the tenancy agreement and receipts are attached.",
    ...over,
  };
}

async function report(
  who: { auth: Record<string, string> },
  fields = reportFields(),
  files = [["evidence", pdf, "agreement.pdf"]] as [string, Buffer, string][],
) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/blacklist/reports",
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
}

const search = (who: { auth: Record<string, string> }, q: string) =>
  t.app.inject({ url: `/api/blacklist/search?${q}`, headers: who.auth });

describe("who may report and search", () => {
  it("refuses signed-out users (401), tenants, developers and unverified landlords (403), changing nothing", async () => {
    expect((await report({ auth: {} })).statusCode).toBe(401);
    for (const who of [
      await createUser(t.app, { role: "tenant", profile: { verifiedAt: new Date() } }),
      await createUser(t.app, { role: "developer", profile: { verifiedAt: new Date() } }),
      await createUser(t.app, { role: "landlord" }),
      await createUser(t.app, { role: "agent" }),
    ]) {
      const res = await report(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        "Only landlords and agents with a verified identity can use the blacklist. Verify your identity first.",
      );
      expect((await search(who, "phone=08035551001")).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/blacklist/search?phone=08035551001" })).statusCode).toBe(401);
    const admin = await createUser(t.app, { role: "admin" });
    expect(
      (await t.app.inject({ url: "/api/admin/blacklist?status=pending", headers: admin.auth })).json().data,
    ).toEqual([]);
  });

  it("checks the report's fields (422 with messages) and stores no file for a refused report", async () => {
    const landlord = await verified();
    const bad = await report(
      landlord,
      reportFields({ tenant_phone: "12345", period_end: "2023-01-01", statement: "short" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tenant_phone).toEqual(["Enter a Nigerian mobile number, e.g. 0803 123 4567"]);
    expect(bad.json().errors.period_end).toEqual(["The end date must be on or after the start date"]);
    expect(bad.json().errors.statement[0]).toMatch(/at least 20 characters/);
    const exe = await report(landlord, reportFields(), [
      ["evidence", Buffer.from("MZ\x90\x00not a document"), "x.exe"],
    ]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.evidence).toBeDefined();
    expect(
      (await t.app.inject({ url: "/api/blacklist/reports", headers: landlord.auth })).json().data,
    ).toEqual([]);
  });
});

describe("the whole due process", () => {
  it("report (private) → admin approves → the tenant is told and replies with counter-evidence → a second landlord finds both sides; every step audited", async () => {
    const landlord = await verified("landlord");
    const agent = await verified("agent");
    const admin = await createUser(t.app, { role: "admin" });
    const fields = reportFields();
    const created = await report(landlord, fields);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Report received. It stays private until an admin reviews it.");
    const entry = created.json().data;
    expect(entry).toMatchObject({
      status: "pending",
      tenant_phone: "+2348035551" + fields.tenant_phone.slice(-3).padStart(3, "0"),
      amount_kobo: 180000000,
    });

    // Unreviewed: invisible to search, even to its reporter; the tenant has not been told yet.
    expect((await search(agent, `phone=${encodeURIComponent(fields.tenant_phone)}`)).json().data).toEqual([]);
    expect((await search(landlord, "name=Chukwuemeka")).json().data).toEqual([]);
    expect(await outbox(entry.tenant_phone)).toEqual([]);
    // The reporter sees it in their own list.
    expect(
      (await t.app.inject({ url: "/api/blacklist/reports", headers: landlord.auth })).json().data[0].id,
    ).toBe(entry.id);

    // The admin queue shows it; only admins may approve.
    const queue = await t.app.inject({ url: "/api/admin/blacklist?status=pending", headers: admin.auth });
    expect(queue.json().data.map((e: { id: number }) => e.id)).toContain(entry.id);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/blacklist/${entry.id}/approve`,
          headers: agent.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/approve`,
      headers: admin.auth,
      payload: { note: "Agreement and receipts match" },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("published");
    const expires = new Date(approved.json().data.expires_at);
    expect(expires.getUTCFullYear() - new Date().getUTCFullYear()).toBe(3);
    // Approving twice is a conflict.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/blacklist/${entry.id}/approve`,
          headers: admin.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);

    // The tenant is told by SMS and email, with a link.
    const [sms] = await outbox(entry.tenant_phone);
    const mail = await outbox(fields.tenant_email);
    expect(sms?.kind).toBe("blacklist_published");
    expect(mail).toHaveLength(1);
    const token = sms!.text.match(/\/blacklist\/respond\/([\w-]+)/)![1]!;
    const view = await t.app.inject({ url: `/api/blacklist/respond/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.entry.statement).toBe(fields.statement);
    expect(
      (await t.app.inject({ url: "/api/blacklist/respond/not-a-real-token-at-all-xyz" })).statusCode,
    ).toBe(404);

    // The tenant replies with a receipt and appeals.
    const replyForm = await multipart(
      { reply: "I paid twelve months in cash in March 2024; the receipt is attached.", appeal: "true" },
      [["evidence", pdf, "receipt.pdf"]],
    );
    const replied = await t.app.inject({
      method: "POST",
      url: `/api/blacklist/respond/${token}`,
      headers: replyForm.headers,
      payload: replyForm.payload,
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ appeal: true, counter_evidence_count: 1 });

    // A second verified member finds it by the phone in another spelling, and by a misspelt name: both sides.
    const byPhone = await search(
      agent,
      `phone=${encodeURIComponent(`+234${fields.tenant_phone.replace(/\s/g, "").slice(1)}`)}`,
    );
    expect(byPhone.statusCode).toBe(200);
    const [found] = byPhone.json().data;
    expect(found).toMatchObject({
      id: entry.id,
      status: "published",
      statement: fields.statement,
      reply: "I paid twelve months in cash in March 2024; the receipt is attached.",
      appeal: true,
    });
    // Never the evidence files, not even their names.
    expect(JSON.stringify(byPhone.json())).not.toMatch(/agreement\.pdf|receipt\.pdf|private\/|evidence\//);
    expect(
      (await search(agent, "name=chukwuemka%20balogun")).json().data.map((e: { id: number }) => e.id),
    ).toContain(entry.id);
    expect((await search(agent, "name=Adebayo%20Ogunleye")).json().data).toEqual([]);

    // Who searched whom is logged, and shown to admins with the entry.
    const detail = (
      await t.app.inject({ url: `/api/admin/blacklist/${entry.id}`, headers: admin.auth })
    ).json().data;
    expect(detail.searches.some((s: { searcher_id: number }) => s.searcher_id === agent.user.id)).toBe(true);
    expect(detail.evidence.map((e: { side: string }) => e.side).sort()).toEqual(["reporter", "tenant"]);
    // Both sides' files open for the admin who decides (issue 34), and for no one else: not the reporter, not a
    // verified agent searching the list, not a signed-out visitor; nor does anyone else get the entry's detail.
    for (const f of detail.evidence as { url: string; name: string }[]) {
      const asAdmin = await t.app.inject({ url: f.url, headers: admin.auth });
      expect(asAdmin.statusCode, f.name).toBe(200);
      expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      for (const who of [landlord, agent])
        expect((await t.app.inject({ url: f.url, headers: who.auth })).statusCode, f.name).toBe(403);
      expect((await t.app.inject({ url: f.url })).statusCode, f.name).toBe(401);
    }
    expect(
      (await t.app.inject({ url: `/api/admin/blacklist/${entry.id}`, headers: agent.auth })).statusCode,
    ).toBe(403);
    expect(detail.steps.map((s: { step: string }) => s.step)).toEqual([
      "report",
      "approve",
      "reply_and_appeal",
    ]);

    // The admin dismisses the appeal: the entry stays, with the reply.
    const dismissed = await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/appeal`,
      headers: admin.auth,
      payload: { decision: "dismissed", reason: "The receipt covers another flat" },
    });
    expect(dismissed.json().data).toMatchObject({ status: "published", appeal_decision: "dismissed" });
    expect((await audit(admin, entry.id)).map((a) => a.action).sort()).toEqual([
      "blacklist.appeal_dismissed",
      "blacklist.approve",
      "blacklist.report",
    ]);

    // The reporter confirms settlement: removed from search at once; audited; the tenant is told.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/blacklist/reports/${entry.id}/settled`,
          headers: agent.auth,
        })
      ).statusCode,
    ).toBe(404);
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/blacklist/reports/${entry.id}/settled`,
      headers: landlord.auth,
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: "removed", removal_reason: "settled" });
    expect((await search(agent, `phone=${encodeURIComponent(fields.tenant_phone)}`)).json().data).toEqual([]);
    expect((await audit(admin, entry.id)).map((a) => a.action)).toContain("blacklist.settled");
    expect((await outbox(entry.tenant_phone)).map((m) => m.kind)).toContain("blacklist_removed");
    // A removed entry can no longer be answered.
    const late = await multipart({ reply: "One more thing to add to my reply here." });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/blacklist/respond/${token}`,
          headers: late.headers,
          payload: late.payload,
        })
      ).statusCode,
    ).toBe(409);
  });

  it("an upheld appeal removes the entry; a rejected report is never published", async () => {
    const landlord = await verified();
    const agent = await verified("agent");
    const admin = await createUser(t.app, { role: "admin" });
    const fields = reportFields();
    const entry = (await report(landlord, fields)).json().data;
    await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    const token = (await outbox(entry.tenant_phone))[0]!.text.match(/respond\/([\w-]+)/)![1]!;
    const form = await multipart({
      reply: "I never lived at this address; the agreement is forged.",
      appeal: "true",
    });
    await t.app.inject({
      method: "POST",
      url: `/api/blacklist/respond/${token}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(
      (await t.app.inject({ url: "/api/admin/blacklist?status=appeals", headers: admin.auth })).json().data[0]
        .id,
    ).toBe(entry.id);
    const upheld = await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/appeal`,
      headers: admin.auth,
      payload: { decision: "upheld", reason: "Signature does not match" },
    });
    expect(upheld.json().data).toMatchObject({ status: "removed", removal_reason: "appeal_upheld" });
    expect((await search(agent, `phone=${encodeURIComponent(fields.tenant_phone)}`)).json().data).toEqual([]);
    expect((await audit(admin, entry.id)).map((a) => a.action)).toContain("blacklist.appeal_upheld");

    const other = reportFields();
    const second = (await report(landlord, other)).json().data;
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${second.id}/reject`,
      headers: admin.auth,
      payload: { reason: "No evidence of the debt" },
    });
    expect(rejected.json().data.status).toBe("rejected");
    expect((await search(agent, `phone=${encodeURIComponent(other.tenant_phone)}`)).json().data).toEqual([]);
    expect(await outbox(second.tenant_phone)).toEqual([]);
    expect((await audit(admin, second.id)).map((a) => a.action).sort()).toEqual([
      "blacklist.reject",
      "blacklist.report",
    ]);
  });

  it("the reported person can export their data and ask for erasure; the admin erases the entry and its files", async () => {
    const landlord = await verified();
    const admin = await createUser(t.app, { role: "admin" });
    const fields = reportFields();
    const entry = (await report(landlord, fields)).json().data;
    await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    const token = (await outbox(entry.tenant_phone))[0]!.text.match(/respond\/([\w-]+)/)![1]!;
    const exported = await t.app.inject({ url: `/api/blacklist/respond/${token}/export` });
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    expect(exported.json().data.entry).toMatchObject({
      tenant_name: fields.tenant_name,
      tenant_email: fields.tenant_email,
    });
    expect(exported.json().data.history.map((h: { step: string }) => h.step)).toEqual(["report", "approve"]);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/blacklist/respond/${token}/erasure`,
      payload: { note: "The debt was paid" },
    });
    expect(asked.statusCode).toBe(202);
    expect(
      (await t.app.inject({ url: "/api/admin/blacklist?status=erasure", headers: admin.auth })).json().data[0]
        .id,
    ).toBe(entry.id);
    const files = () =>
      readdirSync(join(t.config.UPLOADS_DIR, "private", "blacklist", String(landlord.user.id)));
    expect(files()).toHaveLength(1);
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/blacklist/${entry.id}/erase`,
      headers: admin.auth,
      payload: { reason: "Settled; erasure requested" },
    });
    expect(erased.json().data).toMatchObject({ status: "erased", tenant_name: "[erased]", tenant_phone: "" });
    expect(files()).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/blacklist/respond/${token}` })).statusCode).toBe(404);
    expect((await audit(admin, entry.id)).map((a) => a.action)).toContain("blacklist.erase");
  });
});

describe("evidence files", () => {
  it("are stored outside the public uploads and served to admins only", async () => {
    const landlord = await verified();
    const admin = await createUser(t.app, { role: "admin" });
    const entry = (await report(landlord)).json().data;
    const detail = (
      await t.app.inject({ url: `/api/admin/blacklist/${entry.id}`, headers: admin.auth })
    ).json().data;
    const url = detail.evidence[0].url as string;
    const asAdmin = await t.app.inject({ url, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers["content-type"]).toBe("application/pdf");
    expect(asAdmin.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.app.inject({ url, headers: landlord.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // Nothing of it under the public uploads folder, which is served statically.
    const stored = readdirSync(
      join(t.config.UPLOADS_DIR, "private", "blacklist", String(landlord.user.id)),
    )[0]!;
    expect((await t.app.inject({ url: `/uploads/blacklist/${landlord.user.id}/${stored}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/uploads/../private/blacklist/${landlord.user.id}/${stored}` })).statusCode,
    ).toBe(404);
  });
});

describe("search limits", () => {
  it("asks for a phone or three letters, and limits searches per account (429), each one logged", async () => {
    const agent = await verified("agent");
    const admin = await createUser(t.app, { role: "admin" });
    expect((await search(agent, "name=ab")).statusCode).toBe(422);
    expect((await search(agent, "phone=12345")).json().errors.phone).toEqual([
      "Enter a Nigerian mobile number, e.g. 0803 123 4567",
    ]);
    for (let i = 0; i < SEARCH_LIMIT; i++)
      expect((await search(agent, `phone=0803555${String(9000 + i)}`)).statusCode).toBe(200);
    const over = await search(agent, "phone=08035559999");
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe("Too many blacklist searches. Try again later.");
    // Another account still searches.
    expect((await search(await verified("agent"), "phone=08035559999")).statusCode).toBe(200);
    const log = (await t.app.inject({ url: "/api/admin/blacklist/searches", headers: admin.auth })).json()
      .data;
    expect(log.filter((s: { searcher_id: number }) => s.searcher_id === agent.user.id)).toHaveLength(
      SEARCH_LIMIT,
    );
    expect(log.find((s: { searcher_id: number }) => s.searcher_id === agent.user.id).phone).toMatch(
      /^\+234803555900\d$/,
    );
  });
});
