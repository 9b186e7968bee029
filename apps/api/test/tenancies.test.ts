import { addDays, addMonths, tenancyMessages as M } from "@ile/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lagosToday } from "../src/modules/tenancies/service.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let landlord: User;
let agent: User;
let tenant: User;
let stranger: User;
let provider: User;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord", firstName: "Bola", lastName: "Ade" });
  agent = await createUser(t.app, { role: "agent" });
  tenant = await createUser(t.app, { role: "tenant", firstName: "Chidi", lastName: "Eze" });
  stranger = await createUser(t.app, { role: "tenant" });
  provider = await createUser(t.app, { role: "agent", firstName: "Musa", lastName: "Plumber" });
});
afterAll(() => t.close());

const today = () => lagosToday();
let unitSeq = 0;
const tenancy = (over: Record<string, unknown> = {}) => {
  unitSeq += 1;
  return {
    address: `${unitSeq} Admiralty Way`,
    unit_label: "Flat 2",
    city: "Lekki",
    state: "Lagos",
    tenant_email: tenant.user.email,
    start_date: today(),
    period: "month",
    periods: 12,
    rent_kobo: 25_000_000,
    caution_deposit_kobo: 25_000_000,
    ...over,
  };
};
const create = (auth: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/tenancies", headers: auth, payload: body });
const get = (auth: Record<string, string>, url: string) =>
  t.app.inject({ method: "GET", url, headers: auth });
const outbox = (to: string, kind: string) =>
  t.database.query<{ subject: string; body: string }>(
    "select subject, body from outbox where lower(recipient) = lower($1) and kind = $2 order by id",
    [to, kind],
  );

describe("tenancies and the unit rule", () => {
  it("a landlord adds a tenancy: the schedule is made for the term and the tenant is told", async () => {
    const res = await create(landlord.auth, tenancy());
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d.role).toBe("landlord");
    expect(d.tenant.id).toBe(tenant.user.id);
    expect(d.installments).toHaveLength(12);
    expect(d.installments[0].due_date).toBe(today());
    expect(d.installments[0].status).toBe("due");
    expect(d.end_date).toBe(addDays(d.installments[11].period_end, 0));
    expect(d.caution_deposit_kobo).toBe(25_000_000);
    expect(d.owed_kobo).toBe(25_000_000);
    expect(d.notice_rule).toContain("Lagos State Tenancy Law 2011, s.13");
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from rent_installments where tenancy_id = $1",
      [d.id],
    );
    expect(Number(rows[0]!.n)).toBe(12);
    expect((await outbox(tenant.user.email, "tenancy_invite")).at(-1)!.body).toContain("Admiralty Way");
  });

  it("refuses a second tenancy of the same unit whose dates overlap; allows one after it ends", async () => {
    const body = tenancy({ period: "year", periods: 1 });
    const first = await create(landlord.auth, body);
    expect(first.statusCode).toBe(201);
    const before = Number(
      (await t.database.query<{ n: number }>("select count(*)::int as n from tenancies"))[0]!.n,
    );
    const clash = await create(landlord.auth, {
      ...body,
      start_date: addDays(today(), 100),
      period: "month",
      periods: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.overlap);
    // The same unit written differently is the same unit.
    const spelled = await create(landlord.auth, {
      ...body,
      address: body.address.toUpperCase(),
      unit_label: "flat  2",
      start_date: addDays(today(), 30),
    });
    expect(spelled.statusCode).toBe(409);
    const after = Number(
      (await t.database.query<{ n: number }>("select count(*)::int as n from tenancies"))[0]!.n,
    );
    expect(after).toBe(before);
    const next = await create(landlord.auth, { ...body, start_date: addDays(first.json().data.end_date, 1) });
    expect(next.statusCode).toBe(201);
    const otherFlat = await create(landlord.auth, { ...body, unit_label: "Flat 3" });
    expect(otherFlat.statusCode).toBe(201);
    expect(otherFlat.json().data.unit_id).not.toBe(first.json().data.unit_id);
  });

  it("a tenancy names a unit of the units table: by address (however spelt) or by its unit_id", async () => {
    const first = await create(
      landlord.auth,
      tenancy({ address: "14 Adelabu Street", unit_label: "Flat 3B", city: "Surulere" }),
    );
    expect(first.statusCode).toBe(201);
    const unitId = first.json().data.unit_id;
    const row = await t.database.query<{ owner_id: number }>("select owner_id from units where id = $1", [
      unitId,
    ]);
    expect(Number(row[0]!.owner_id)).toBe(landlord.user.id);
    expect(first.json().data.unit_address).toBe("Flat 3B, 14 Adelabu Street, Surulere, Lagos");
    const spelt = await create(
      landlord.auth,
      tenancy({ address: "14, adelabu st", unit_label: "flat 3b", city: "Surulere" }),
    );
    expect(spelt.statusCode).toBe(409);
    const byId = await create(landlord.auth, {
      ...tenancy(),
      address: undefined,
      unit_id: unitId,
      start_date: addDays(first.json().data.end_date, 1),
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().data.unit_id).toBe(unitId);
    // Someone else's unit by id is not found for another landlord.
    const other = await create(agent.auth, {
      ...tenancy(),
      address: undefined,
      unit_id: unitId,
      start_date: "2040-01-01",
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(M.unitNotFound);
  });

  it("only landlords and agents add tenancies; bad input is a 422 that changes nothing", async () => {
    expect((await create(tenant.auth, tenancy())).statusCode).toBe(403);
    expect((await create(agent.auth, tenancy())).statusCode).toBe(201);
    const bad = await create(landlord.auth, tenancy({ start_date: "2026-02-30" }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.start_date).toEqual([M.dateInvalid]);
    expect((await create(landlord.auth, tenancy({ periods: 0 }))).statusCode).toBe(422);
    expect((await create(landlord.auth, tenancy({ period: "year", periods: 11 }))).statusCode).toBe(422);
    expect((await create(landlord.auth, tenancy({ rent_kobo: 1.5 }))).statusCode).toBe(422);
    const noUnit = await create(landlord.auth, tenancy({ address: undefined }));
    expect(noUnit.statusCode).toBe(422);
    expect(noUnit.json().message).toBe(M.unitRequired);
    const self = await create(landlord.auth, tenancy({ tenant_email: landlord.user.email }));
    expect(self.statusCode).toBe(422);
  });

  it("invites a tenant with no account and links the tenancy when they sign up with that email", async () => {
    const email = `new-tenant-${Date.now()}@example.ng`;
    const res = await create(landlord.auth, tenancy({ tenant_email: email, tenant_name: "Ngozi" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain(email);
    expect(res.json().data.tenant.id).toBeNull();
    expect((await outbox(email, "tenancy_invite"))[0]!.body).toContain("/signup?email=");
    const joined = await createUser(t.app, { role: "tenant", email });
    const mine = (await get(joined.auth, "/api/tenancies")).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].role).toBe("tenant");
    expect(mine[0].id).toBe(res.json().data.id);
  });
});

describe("rent, receipts and who sees them", () => {
  let id: number;
  let installments: { id: number; amount_kobo: number }[];
  beforeAll(async () => {
    const res = await create(
      landlord.auth,
      tenancy({ period: "quarter", periods: 4, rent_kobo: 90_000_000 }),
    );
    id = res.json().data.id;
    installments = res.json().data.installments;
  });

  it("the landlord records an offline payment; both parties see the receipt, nobody else", async () => {
    const pay = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${id}/payments`,
      headers: landlord.auth,
      payload: {
        installment_id: installments[0]!.id,
        amount_kobo: 40_000_000,
        method: "transfer",
        paid_on: today(),
      },
    });
    expect(pay.statusCode).toBe(201);
    const receipt = pay.json().data;
    expect(receipt.number).toMatch(/^RR-\d{6}$/);
    expect(receipt.amount_kobo).toBe(40_000_000);
    expect(receipt.method).toBe("transfer");
    expect(receipt.tenant_name).toBe("Chidi Eze");

    const mine = await get(tenant.auth, `/api/tenancies/receipts/${receipt.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.number).toBe(receipt.number);
    expect((await get(landlord.auth, `/api/tenancies/receipts/${receipt.id}`)).statusCode).toBe(200);
    expect((await get(stranger.auth, `/api/tenancies/receipts/${receipt.id}`)).statusCode).toBe(404);
    expect((await get(stranger.auth, `/api/tenancies/${id}`)).statusCode).toBe(404);
    expect((await get(provider.auth, `/api/tenancies/receipts/${receipt.id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/tenancies/receipts/${receipt.id}` })).statusCode,
    ).toBe(401);

    const detail = (await get(tenant.auth, `/api/tenancies/${id}`)).json().data;
    expect(detail.role).toBe("tenant");
    expect(detail.receipts.map((r: { id: number }) => r.id)).toEqual([receipt.id]);
    expect(detail.installments[0].status).toBe("part_paid");
    expect(detail.installments[0].paid_kobo).toBe(40_000_000);
    expect(detail.landlord.email).toBeNull();
    expect(await outbox(tenant.user.email, "rent_receipt")).not.toHaveLength(0);
  });

  it("refuses overpayment, payments by the tenant or a stranger, and future dates", async () => {
    const post = (auth: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/tenancies/${id}/payments`, headers: auth, payload });
    const base = {
      installment_id: installments[0]!.id,
      amount_kobo: 60_000_000,
      method: "cash",
      paid_on: today(),
    };
    const over = await post(landlord.auth, base);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(M.overpaid);
    expect((await post(tenant.auth, { ...base, amount_kobo: 1 })).statusCode).toBe(403);
    expect((await post(stranger.auth, { ...base, amount_kobo: 1 })).statusCode).toBe(404);
    expect(
      (await post(landlord.auth, { ...base, amount_kobo: 1, paid_on: addDays(today(), 3) })).statusCode,
    ).toBe(422);
    expect((await post(landlord.auth, { ...base, amount_kobo: 1, method: "online" })).statusCode).toBe(422);
    expect((await post(landlord.auth, { ...base, installment_id: 999_999 })).statusCode).toBe(404);
    const receipts = await t.database.query<{ n: number }>(
      "select count(*)::int as n from rent_receipts where tenancy_id = $1",
      [id],
    );
    expect(Number(receipts[0]!.n)).toBe(1);
  });

  it("the tenant pays the rest online through the one settle path: value given once, receipt to both", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${id}/installments/${installments[0]!.id}/pay`,
      headers: tenant.auth,
    });
    expect(start.statusCode).toBe(201);
    const { reference, payment_url, amount_kobo } = start.json().data;
    expect(amount_kobo).toBe(50_000_000);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/tenancies/${id}/installments/${installments[0]!.id}/pay`,
          headers: landlord.auth,
        })
      ).statusCode,
    ).toBe(403);
    const back = await sandboxCheckout(t, payment_url, "pay");
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/dashboard/tenancy?reference=${reference}`);
    const verify = () =>
      t.app.inject({
        method: "POST",
        url: "/api/tenancies/payments/verify",
        headers: tenant.auth,
        payload: { reference },
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe("success");
    expect(first.json().data.receipt.method).toBe("online");
    expect(first.json().data.receipt.payment_reference).toBe(reference);
    expect(first.json().data.receipt.amount_kobo).toBe(50_000_000);
    const again = await verify();
    expect(again.json().data.receipt.id).toBe(first.json().data.receipt.id);
    // A stranger cannot settle or read someone else's rent payment.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/tenancies/payments/verify",
      headers: stranger.auth,
      payload: { reference },
    });
    expect(other.statusCode).toBe(404);
    const detail = (await get(landlord.auth, `/api/tenancies/${id}`)).json().data;
    expect(detail.installments[0].status).toBe("paid");
    expect(detail.receipts).toHaveLength(2);
    expect(detail.next_due.sequence).toBe(2);
    const rows = await t.database.query<{ n: number }>(
      "select count(*)::int as n from rent_receipts r join payments p on p.id = r.payment_id where p.reference = $1",
      [reference],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    // Paying a paid installment is refused.
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${id}/installments/${installments[0]!.id}/pay`,
      headers: tenant.auth,
    });
    expect(paid.statusCode).toBe(409);
  });

  it("a rent payment for an installment paid meanwhile gives nothing twice (kept as credit)", async () => {
    const start = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${id}/installments/${installments[1]!.id}/pay`,
      headers: tenant.auth,
    });
    const { reference, payment_url } = start.json().data;
    await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${id}/payments`,
      headers: landlord.auth,
      payload: {
        installment_id: installments[1]!.id,
        amount_kobo: 90_000_000,
        method: "cash",
        paid_on: today(),
      },
    });
    await sandboxCheckout(t, payment_url, "pay");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tenancies/payments/verify",
      headers: tenant.auth,
      payload: { reference },
    });
    expect(res.json().data.status).toBe("credited");
    expect(res.json().data.receipt).toBeNull();
    const paid = await t.database.query<{ paid_kobo: number }>(
      "select paid_kobo from rent_installments where id = $1",
      [installments[1]!.id],
    );
    expect(Number(paid[0]!.paid_kobo)).toBe(90_000_000);
  });
});

describe("notice, renewal and reminders", () => {
  it("notice to quit on a monthly tenancy ends it after the s.13 notice, never inside the term", async () => {
    const res = await create(landlord.auth, tenancy({ period: "month", periods: 1 }));
    const d = res.json().data;
    const notice = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${d.id}/notice`,
      headers: tenant.auth,
      payload: {},
    });
    expect(notice.statusCode).toBe(200);
    const n = notice.json().data;
    expect(n.status).toBe("ending");
    expect(n.notice.by).toBe("tenant");
    expect(n.end_date).toBe(addDays(addMonths(today(), 1), -1));
    expect(notice.json().message).toContain("one month");
    const again = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${d.id}/notice`,
      headers: landlord.auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect((await outbox(landlord.user.email, "tenancy_notice")).length).toBeGreaterThan(0);
  });

  it("renewal makes the next tenancy of the unit from the day after the end", async () => {
    const d = (
      await create(landlord.auth, tenancy({ period: "year", periods: 1, rent_kobo: 300_000_000 }))
    ).json().data;
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/tenancies/${d.id}/renew`,
          headers: tenant.auth,
          payload: { periods: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${d.id}/renew`,
      headers: landlord.auth,
      payload: { periods: 1, rent_kobo: 330_000_000 },
    });
    expect(res.statusCode).toBe(201);
    const next = res.json().data;
    expect(next.start_date).toBe(addDays(d.end_date, 1));
    expect(next.unit_id).toBe(d.unit_id);
    expect(next.rent_kobo).toBe(330_000_000);
    expect(next.tenant.id).toBe(tenant.user.id);
    const old = (await get(landlord.auth, `/api/tenancies/${d.id}`)).json().data;
    expect(old.status).toBe("renewed");
    expect(old.renewed_by_id).toBe(next.id);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/tenancies/${d.id}/renew`,
          headers: landlord.auth,
          payload: { periods: 1 },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("the sweep reminds the tenant once before the rent falls due, and once when it is overdue", async () => {
    const email = `remind-${Date.now()}@example.ng`;
    const who = await createUser(t.app, { role: "tenant", email, firstName: "Tunde" });
    const soon = await create(
      landlord.auth,
      tenancy({ tenant_email: email, start_date: addDays(today(), 5), periods: 2 }),
    );
    expect(soon.statusCode).toBe(201);
    const late = await create(
      landlord.auth,
      tenancy({ tenant_email: email, start_date: addDays(today(), -10), periods: 2 }),
    );
    expect(late.statusCode).toBe(201);
    const first = await t.app.services.tenancies.sweep();
    expect(first.reminded).toBeGreaterThanOrEqual(2);
    const due = await outbox(email, "rent_reminder");
    expect(due).toHaveLength(1);
    expect(due[0]!.body).toContain("Hello Tunde");
    expect(due[0]!.body).toContain("₦250,000");
    expect(await outbox(email, "rent_overdue")).toHaveLength(1);
    await t.app.services.tenancies.sweep();
    expect(await outbox(email, "rent_reminder")).toHaveLength(1);
    expect(await outbox(email, "rent_overdue")).toHaveLength(1);
    expect(who.user.id).toBeGreaterThan(0);
  });
});

describe("maintenance requests", () => {
  let tenancyId: number;
  let requestId: number;
  beforeAll(async () => {
    tenancyId = (await create(landlord.auth, tenancy())).json().data.id;
  });
  const patch = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: "PATCH", url: `/api/maintenance/${requestId}`, headers: auth, payload });

  it("the tenant raises one with a photo; the landlord is emailed; strangers see nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tenancies/${tenancyId}/maintenance`,
      headers: tenant.auth,
      payload: { title: "Kitchen tap leaking", description: "Water under the sink", urgency: "urgent" },
    });
    expect(res.statusCode).toBe(201);
    requestId = res.json().data.id;
    expect(res.json().data.status).toBe("open");
    expect((await outbox(landlord.user.email, "maintenance_request")).at(-1)!.body).toContain(
      "Kitchen tap leaking",
    );
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/tenancies/${tenancyId}/maintenance`,
          headers: landlord.auth,
          payload: { title: "x leak", urgency: "low" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/tenancies/${tenancyId}/maintenance`,
          headers: tenant.auth,
          payload: { title: "Leak", urgency: "whenever" },
        })
      ).statusCode,
    ).toBe(422);

    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("images[]", new Blob([new Uint8Array(png)]), "tap.png");
    const req = new Request("http://local/", { method: "POST", body: form });
    const photo = await t.app.inject({
      method: "POST",
      url: `/api/maintenance/${requestId}/photos`,
      headers: { ...tenant.auth, "content-type": req.headers.get("content-type") as string },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data.photos).toHaveLength(1);
    expect(photo.json().data.photos[0].url).toMatch(/^\/api\/maintenance\/photos\/\d+$/);

    expect((await patch(stranger.auth, { status: "cancelled" })).statusCode).toBe(404);
    const list = (await get(stranger.auth, "/api/maintenance")).json().data;
    expect(list.find((m: { id: number }) => m.id === requestId)).toBeUndefined();
  });

  it("the landlord assigns a provider, who moves the job to in progress and done", async () => {
    expect((await patch(tenant.auth, { assignee_user_id: provider.user.id })).statusCode).toBe(403);
    const noOne = await patch(landlord.auth, { status: "assigned" });
    expect(noOne.statusCode).toBe(422);
    expect(noOne.json().message).toBe(M.assigneeRequired);
    expect((await patch(landlord.auth, { assignee_user_id: 999_999_999 })).statusCode).toBe(422);
    const assigned = await patch(landlord.auth, { assignee_user_id: provider.user.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.status).toBe("assigned");
    expect(assigned.json().data.assignee).toEqual({ id: provider.user.id, name: "Musa Plumber" });
    expect((await outbox(provider.user.email, "maintenance_assigned")).at(-1)!.subject).toBe(
      "New job: Kitchen tap leaking",
    );
    const jobs = (await get(provider.auth, "/api/maintenance")).json().data;
    expect(jobs.find((m: { id: number }) => m.id === requestId).role).toBe("assignee");
    expect((await patch(provider.auth, { status: "open" })).statusCode).toBe(422);
    expect((await patch(provider.auth, { status: "in_progress" })).json().data.status).toBe("in_progress");
    expect((await patch(provider.auth, { status: "done" })).json().data.status).toBe("done");
    expect((await patch(landlord.auth, { status: "open" })).statusCode).toBe(409);
    const seen = (await get(tenant.auth, "/api/maintenance"))
      .json()
      .data.find((m: { id: number }) => m.id === requestId);
    expect(seen.status).toBe("done");
    expect(seen.role).toBe("tenant");
  });
});

describe("audience figures and management requests", () => {
  it("answers live figures from the data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/property-management/figures" });
    expect(res.statusCode).toBe(200);
    const f = res.json().data;
    expect(f.landlords).toBeGreaterThanOrEqual(1);
    expect(f.tenancies).toBeGreaterThanOrEqual(5);
    expect(Array.isArray(f.median_rents)).toBe(true);
  });

  it("stores a management request and emails a confirmation", async () => {
    const email = `owner-${Date.now()}@example.ng`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/property-management/requests",
      payload: { name: "Funke Bello", email, city: "Yaba", units: 6, message: "Block of flats" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.managementRequestSent);
    const rows = await t.database.query<{ units: number }>(
      "select units from management_requests where email = $1",
      [email],
    );
    expect(Number(rows[0]!.units)).toBe(6);
    expect(await outbox(email, "management_request")).toHaveLength(1);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/property-management/requests",
      payload: { name: "F", email: "nope", city: "Yaba", units: 0 },
    });
    expect(bad.statusCode).toBe(422);
  });
});
