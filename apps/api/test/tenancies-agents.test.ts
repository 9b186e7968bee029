/**
 * Property management, ADR 0951: agents acting for a named landlord (who sees what, who is mailed, confirming and
 * declining), private maintenance photos, and the staff's handling of management requests (audited, mailed).
 */
import { addDays, tenancyMessages as M, managementMessages as MM } from "@ile/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lagosToday } from "../src/modules/tenancies/service.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let landlord: User;
let agent: User;
let tenant: User;
let stranger: User;
let provider: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord", firstName: "Bola", lastName: "Ade" });
  agent = await createUser(t.app, { role: "agent", firstName: "Kemi", lastName: "Agent" });
  tenant = await createUser(t.app, { role: "tenant", firstName: "Chidi", lastName: "Eze" });
  stranger = await createUser(t.app, { role: "landlord" });
  provider = await createUser(t.app, { role: "agent", firstName: "Musa", lastName: "Plumber" });
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

let seq = 0;
const body = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    address: `${seq} Agent Close`,
    city: "Yaba",
    state: "Lagos",
    tenant_email: tenant.user.email,
    landlord_email: landlord.user.email,
    start_date: lagosToday(),
    period: "month",
    periods: 6,
    rent_kobo: 15_000_000,
    ...over,
  };
};
type Auth = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH", url: string, auth?: Auth, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload }) } as never);
const outbox = (to: string, kind: string) =>
  t.database.query<{ subject: string; body: string }>(
    "select subject, body from outbox where lower(recipient) = lower($1) and kind = $2 order by id",
    [to, kind],
  );

describe("an agent acting for a named landlord", () => {
  let id: number;
  it("links the landlord's account, asks them to confirm, and shows both to the tenant", async () => {
    const res = await call("POST", "/api/tenancies", agent.auth, body());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain(M.landlordNamed(landlord.user.email));
    const d = res.json().data;
    id = d.id;
    expect(d.role).toBe("landlord");
    expect(d.landlord).toEqual({ id: landlord.user.id, name: "Bola Ade", email: landlord.user.email });
    expect(d.agent).toEqual({ id: agent.user.id, name: "Kemi Agent", email: agent.user.email });
    expect(d.landlord_confirmed).toBe(false);
    const row = await t.database.query<{ landlord_id: number; managed_by: number; created_by: number }>(
      "select landlord_id, managed_by, created_by from tenancies where id = $1",
      [id],
    );
    expect(row[0]).toMatchObject({ landlord_id: landlord.user.id, managed_by: agent.user.id });
    expect((await outbox(landlord.user.email, "tenancy_landlord_named")).at(-1)!.subject).toBe(
      M.agentNamedSubject("Kemi Agent"),
    );

    const seen = (await call("GET", "/api/tenancies", landlord.auth)).json().data;
    expect(seen.find((x: { id: number }) => x.id === id).role).toBe("landlord");
    const mine = (await call("GET", `/api/tenancies/${id}`, tenant.auth)).json().data;
    expect(mine.role).toBe("tenant");
    expect(mine.landlord).toEqual({ id: landlord.user.id, name: "Bola Ade", email: null });
    expect(mine.agent).toEqual({ id: agent.user.id, name: "Kemi Agent", email: null });
    expect((await call("GET", `/api/tenancies/${id}`, stranger.auth)).statusCode).toBe(404);
  });

  it("receipts go to the tenant, the landlord and the agent; nobody else reads them", async () => {
    const d = (await call("GET", `/api/tenancies/${id}`, agent.auth)).json().data;
    const pay = await call("POST", `/api/tenancies/${id}/payments`, agent.auth, {
      installment_id: d.installments[0].id,
      amount_kobo: 15_000_000,
      method: "cash",
      paid_on: lagosToday(),
    });
    expect(pay.statusCode).toBe(201);
    const r = pay.json().data;
    expect(r.landlord_name).toBe("Bola Ade");
    expect(r.agent_name).toBe("Kemi Agent");
    for (const who of [tenant, landlord, agent]) {
      expect((await call("GET", `/api/tenancies/receipts/${r.id}`, who.auth)).statusCode).toBe(200);
      expect((await outbox(who.user.email, "rent_receipt")).at(-1)!.subject).toBe(M.receiptSubject(r.number));
    }
    for (const who of [stranger, provider])
      expect((await call("GET", `/api/tenancies/receipts/${r.id}`, who.auth)).statusCode).toBe(404);
    expect(await outbox(stranger.user.email, "rent_receipt")).toHaveLength(0);
  });

  it("only the named landlord confirms; then removing the agent leaves the landlord the tenancy", async () => {
    expect((await call("POST", `/api/tenancies/${id}/agent`, agent.auth, { accept: true })).statusCode).toBe(
      409,
    );
    expect(
      (await call("POST", `/api/tenancies/${id}/agent`, stranger.auth, { accept: true })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/tenancies/${id}/agent`, landlord.auth, { accept: "yes" })).statusCode,
    ).toBe(422);
    const ok = await call("POST", `/api/tenancies/${id}/agent`, landlord.auth, { accept: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.agentConfirmed);
    expect(ok.json().data.landlord_confirmed).toBe(true);
    expect((await outbox(agent.user.email, "tenancy_agent_answer")).at(-1)!.body).toContain("confirmed you");
    const again = await call("POST", `/api/tenancies/${id}/agent`, landlord.auth, { accept: true });
    expect(again.statusCode).toBe(409);

    const removed = await call("POST", `/api/tenancies/${id}/agent`, landlord.auth, { accept: false });
    expect(removed.json().message).toBe(M.agentRemoved);
    expect(removed.json().data.agent).toBeNull();
    expect((await call("GET", `/api/tenancies/${id}`, agent.auth)).statusCode).toBe(404);
    expect((await call("GET", `/api/tenancies/${id}`, landlord.auth)).statusCode).toBe(200);
  });

  it("declining before confirming hands the tenancy back to the agent alone", async () => {
    const d = (await call("POST", "/api/tenancies", agent.auth, body())).json().data;
    const no = await call("POST", `/api/tenancies/${d.id}/agent`, landlord.auth, { accept: false });
    expect(no.statusCode).toBe(200);
    expect(no.json().message).toBe(M.agentDeclined);
    expect(no.json().data).toBeNull();
    expect((await call("GET", `/api/tenancies/${d.id}`, landlord.auth)).statusCode).toBe(404);
    const back = (await call("GET", `/api/tenancies/${d.id}`, agent.auth)).json().data;
    expect(back.landlord.id).toBe(agent.user.id);
    expect(back.agent).toBeNull();
  });

  it("a landlord with no account is invited and linked when they sign up with that email", async () => {
    const email = `new-landlord-${Date.now()}@example.ng`;
    const res = await call("POST", "/api/tenancies", agent.auth, body({ landlord_email: email }));
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d.landlord).toEqual({ id: null, name: email, email });
    expect((await outbox(email, "tenancy_landlord_named"))[0]!.body).toContain("/signup?email=");
    const later = await createUser(t.app, { role: "landlord", email, firstName: "Ngozi", lastName: "Obi" });
    const list = (await call("GET", "/api/tenancies", later.auth)).json().data;
    const linked = list.find((x: { id: number }) => x.id === d.id);
    expect(linked.landlord).toMatchObject({ id: later.user.id, name: "Ngozi Obi" });
    expect(linked.agent.id).toBe(agent.user.id);
    expect(linked.landlord_confirmed).toBe(false);
  });

  it("refuses a landlord naming someone else, and a landlord who is the tenant", async () => {
    const byLandlord = await call(
      "POST",
      "/api/tenancies",
      landlord.auth,
      body({ landlord_email: "x@example.ng" }),
    );
    expect(byLandlord.statusCode).toBe(403);
    expect(byLandlord.json().message).toBe(M.onlyAgentsName);
    const same = await call(
      "POST",
      "/api/tenancies",
      agent.auth,
      body({ landlord_email: tenant.user.email }),
    );
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(M.landlordIsTenant);
  });
});

describe("maintenance photos are private", () => {
  it("served to the tenant, the landlord, the agent and the assignee; 404 to others, 401 signed out", async () => {
    const d = (
      await call("POST", "/api/tenancies", agent.auth, body({ start_date: addDays(lagosToday(), 0) }))
    ).json().data;
    const m = (
      await call("POST", `/api/tenancies/${d.id}/maintenance`, tenant.auth, {
        title: "Roof leak",
        urgency: "urgent",
      })
    ).json().data;
    expect((await outbox(agent.user.email, "maintenance_request")).at(-1)!.subject).toBe(
      M.maintenanceSubject("Roof leak"),
    );
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("images[]", new Blob([new Uint8Array(png)]), "roof.png");
    const req = new Request("http://local/", { method: "POST", body: form });
    const up = await t.app.inject({
      method: "POST",
      url: `/api/maintenance/${m.id}/photos`,
      headers: { ...tenant.auth, "content-type": req.headers.get("content-type") as string },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(up.statusCode).toBe(201);
    const url = up.json().data.photos[0].url as string;
    expect(url).toMatch(/^\/api\/maintenance\/photos\/\d+$/);
    const key = (
      await t.database.query<{ storage_key: string }>(
        "select storage_key from maintenance_photos where request_id = $1",
        [m.id],
      )
    )[0]!.storage_key;
    expect(key).toMatch(/^private\/maintenance\/.+\.webp$/);
    // Nothing under /uploads serves it.
    expect((await call("GET", `/uploads/${key}`)).statusCode).toBe(404);
    expect((await call("GET", `/uploads/${key.slice("private/".length)}`)).statusCode).toBe(404);

    await call("PATCH", `/api/maintenance/${m.id}`, agent.auth, { assignee_user_id: provider.user.id });
    for (const who of [tenant, landlord, agent, provider]) {
      const res = await call("GET", url, who.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    expect((await call("GET", url, stranger.auth)).statusCode).toBe(404);
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("GET", "/api/maintenance/photos/999999999", tenant.auth)).statusCode).toBe(404);
  });
});

describe("staff handle management requests", () => {
  it("lists open requests; a status change is audited and mailed to the requester", async () => {
    const email = `owner-${Date.now()}@example.ng`;
    await call("POST", "/api/property-management/requests", undefined, {
      name: "Funke Bello",
      email,
      city: "Surulere",
      units: 4,
    });
    expect((await call("GET", "/api/admin/management-requests", landlord.auth)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/management-requests")).statusCode).toBe(401);
    const open = (await call("GET", "/api/admin/management-requests", admin.auth)).json().data;
    const r = open.find((x: { email: string }) => x.email === email);
    expect(r).toMatchObject({
      name: "Funke Bello",
      city: "Surulere",
      units: 4,
      status: "new",
      staff_note: "",
    });

    const url = `/api/admin/management-requests/${r.id}`;
    expect(
      (await call("PATCH", url, landlord.auth, { status: "contacted", note: "Called" })).statusCode,
    ).toBe(403);
    const bad = await call("PATCH", url, admin.auth, { status: "done", note: "x" });
    expect(bad.statusCode).toBe(422);
    const noNote = await call("PATCH", url, admin.auth, { status: "contacted", note: " " });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toEqual([MM.noteRequired]);
    const ok = await call("PATCH", url, admin.auth, { status: "contacted", note: "We called on Monday" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MM.updated);
    expect(ok.json().data).toMatchObject({ status: "contacted", staff_note: "We called on Monday" });
    expect((await call("PATCH", url, admin.auth, { status: "contacted", note: "again" })).statusCode).toBe(
      409,
    );
    expect(
      (
        await call("PATCH", "/api/admin/management-requests/999999999", admin.auth, {
          status: "closed",
          note: "x",
        })
      ).statusCode,
    ).toBe(404);

    const audit = await t.database.query<{
      action: string;
      actor_id: number;
      reason: string;
      after: unknown;
    }>(
      "select action, actor_id, reason, after from audit_log where target_type = 'management_request' and target_id = $1",
      [String(r.id)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "management_request.status",
      actor_id: admin.user.id,
      reason: "We called on Monday",
      after: { status: "contacted" },
    });
    const mail = (await outbox(email, "management_request_status")).at(-1)!;
    expect(mail.subject).toBe(MM.statusSubject("Contacted"));
    expect(mail.body).toContain("We called on Monday");

    await call("PATCH", url, admin.auth, { status: "closed", note: "Signed up" });
    const closed = (await call("GET", "/api/admin/management-requests?status=closed", admin.auth)).json()
      .data;
    expect(closed.map((x: { id: number }) => x.id)).toContain(r.id);
    const stillOpen = (await call("GET", "/api/admin/management-requests", admin.auth)).json().data;
    expect(stillOpen.map((x: { id: number }) => x.id)).not.toContain(r.id);
  });
});
