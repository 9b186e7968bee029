/**
 * Admin → Providers and sellers (ADR 0302): only admins (401 signed out, 403 for anyone else, nothing changed);
 * the pending/approved lists; approve and verify once each (409 the second time), stored and audited with
 * before → after; a provider without a registration number cannot be "verified"; unknown ids answer 404.
 */
import { homeServicesAdminMessages as A } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let architect: User;
let plumber: User;
let seller: User;
let architectId: number;
let plumberId: number;

const call = (method: "GET" | "POST", url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

const providerBody = (over: Record<string, unknown>) => ({
  name: "Studio Adeyemi",
  category: "architect",
  speciality: "Residential design",
  state: "Lagos",
  city: "Yaba",
  service_areas: [],
  email: "studio@example.ng",
  phone: "+2348030000001",
  bio: "",
  availability: "",
  licence_number: "ARCON/2011/0456",
  ...over,
});

async function audit(targetType: string, targetId: number) {
  const res = await call(
    "GET",
    `/api/admin/audit?target_type=${targetType}&target_id=${targetId}`,
    admin.auth,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { action: string; reason: string | null; before: unknown; after: unknown }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  admin = await createUser(t.app, { role: "admin" });
  architect = await createUser(t.app, { profile: { verifiedAt: new Date() } });
  plumber = await createUser(t.app);
  seller = await createUser(t.app, {
    firstName: "Ngozi",
    lastName: "Blocks",
    profile: { verifiedAt: new Date() },
  });
  const a = await call("POST", "/svc/providers/me", architect.auth, providerBody({}));
  expect(a.statusCode, a.body).toBe(201);
  architectId = a.json().data.id;
  const p = await call(
    "POST",
    "/svc/providers/me",
    plumber.auth,
    providerBody({
      name: "Lekki Pipes",
      category: "plumber",
      licence_number: undefined,
      email: "p@example.ng",
    }),
  );
  expect(p.statusCode, p.body).toBe(201);
  plumberId = p.json().data.id;
  const product = await call("POST", "/svc/store/products", seller.auth, {
    name: "Sandcrete blocks 9 inch",
    category: "blocks",
    price: 650,
    quantity: 500,
    state: "Lagos",
    city: "Ikorodu",
    phone: "+2348030000002",
  });
  expect(product.statusCode, product.body).toBe(201);
});
afterAll(() => t.close());

describe("who may use it", () => {
  it.each([
    ["GET", "/svc/providers/admin/providers"],
    ["POST", "/svc/providers/admin/providers/1/approve"],
    ["POST", "/svc/providers/admin/providers/1/verify"],
    ["GET", "/svc/store/admin/sellers"],
    ["POST", "/svc/store/admin/sellers/1/approve"],
    ["POST", "/svc/store/admin/sellers/1/verify"],
  ] as const)("%s %s: 401 signed out, 403 for a provider or seller, nothing changed", async (method, url) => {
    const out = await call(method, url);
    expect(out.statusCode).toBe(401);
    expect(out.json().status).toBe("error");
    for (const who of [architect, seller]) {
      const res = await call(method, url.replace("/1/", `/${architectId}/`), who.auth, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe("error");
    }
    const list = await call("GET", "/svc/providers/admin/providers?status=approved", admin.auth);
    expect(list.json().data).toEqual([]);
    expect(await audit("service_provider", architectId)).toEqual([]);
  });
});

describe("providers", () => {
  it("lists pending providers with their identity check and registration number; filters by status and query", async () => {
    const res = await call("GET", "/svc/providers/admin/providers", admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; kyc_verified: boolean; licence_number: string | null }[];
    expect(rows.map((r) => r.id)).toEqual([plumberId, architectId]);
    expect(rows[1]).toMatchObject({
      kyc_verified: true,
      licence_number: "ARCON/2011/0456",
      approved_at: null,
    });
    expect(rows[0]).toMatchObject({ kyc_verified: false, licence_number: null });
    const q = await call("GET", "/svc/providers/admin/providers?status=all&query=lekki", admin.auth);
    expect(q.json().data.map((r: { id: number }) => r.id)).toEqual([plumberId]);
    const bad = await call("GET", "/svc/providers/admin/providers?status=maybe", admin.auth);
    expect(bad.statusCode).toBe(422);
  });

  it("approves once, stored and audited with the reason; the second time answers 409 and logs nothing", async () => {
    const res = await call("POST", `/svc/providers/admin/providers/${architectId}/approve`, admin.auth, {
      reason: "Portfolio checked",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(A.providerApproved);
    expect(res.json().data.approved_at).toEqual(expect.any(String));
    const again = await call("POST", `/svc/providers/admin/providers/${architectId}/approve`, admin.auth, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.alreadyApproved);
    const rows = await t.app.database.query<{ approved_by: number }>(
      "select approved_by from service_providers where id = $1",
      [architectId],
    );
    expect(Number(rows[0]!.approved_by)).toBe(admin.user.id);
    const log = await audit("service_provider", architectId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "provider.approve",
      reason: "Portfolio checked",
      before: { approved_at: null },
      after: { approved_at: res.json().data.approved_at },
    });
    const pending = await call("GET", "/svc/providers/admin/providers", admin.auth);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toEqual([plumberId]);
    const approved = await call("GET", "/svc/providers/admin/providers?status=approved", admin.auth);
    expect(approved.json().data.map((r: { id: number }) => r.id)).toEqual([architectId]);
  });

  it("verifies a registration number once; a provider without one cannot be verified; unknown ids are 404", async () => {
    const none = await call("POST", `/svc/providers/admin/providers/${plumberId}/verify`, admin.auth, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(A.noLicence);
    expect(await audit("service_provider", plumberId)).toEqual([]);
    const ok = await call("POST", `/svc/providers/admin/providers/${architectId}/verify`, admin.auth);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: A.licenceVerified,
      data: { licence_verified_at: expect.any(String) },
    });
    const twice = await call("POST", `/svc/providers/admin/providers/${architectId}/verify`, admin.auth);
    expect(twice.statusCode).toBe(409);
    expect((await audit("service_provider", architectId)).map((e) => e.action)).toEqual([
      "provider.verify_licence",
      "provider.approve",
    ]);
    const missing = await call("POST", "/svc/providers/admin/providers/999999/approve", admin.auth);
    expect(missing.statusCode).toBe(404);
  });
});

describe("sellers", () => {
  it("lists users with products, approves and verifies each once, audited; non-sellers are 404", async () => {
    const list = await call("GET", "/svc/store/admin/sellers", admin.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        user_id: seller.user.id,
        name: "Ngozi Blocks",
        products: 1,
        kyc_verified: true,
        approved_at: null,
        verified_at: null,
      }),
    ]);
    const approve = await call("POST", `/svc/store/admin/sellers/${seller.user.id}/approve`, admin.auth, {});
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().message).toBe(A.sellerApproved);
    const verify = await call("POST", `/svc/store/admin/sellers/${seller.user.id}/verify`, admin.auth, {
      reason: "Called the shop",
    });
    expect(verify.json()).toMatchObject({
      message: A.sellerVerified,
      data: { approved_at: expect.any(String), verified_at: expect.any(String) },
    });
    expect(
      (await call("POST", `/svc/store/admin/sellers/${seller.user.id}/verify`, admin.auth)).statusCode,
    ).toBe(409);
    const log = await audit("seller", seller.user.id);
    expect(log.map((e) => [e.action, e.reason])).toEqual([
      ["seller.verify", "Called the shop"],
      ["seller.approve", null],
    ]);
    expect((await call("GET", "/svc/store/admin/sellers", admin.auth)).json().data).toEqual([]);
    expect(
      (await call("GET", "/svc/store/admin/sellers?status=approved&query=ngozi", admin.auth)).json().data,
    ).toHaveLength(1);
    const notSeller = await call("POST", `/svc/store/admin/sellers/${plumber.user.id}/approve`, admin.auth);
    expect(notSeller.statusCode).toBe(404);
    expect(notSeller.json().message).toBe(A.sellerNotFound);
  });
});
