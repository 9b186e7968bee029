/**
 * Registering units (issue 24, ADR 0952): landlords and agents record their units once; the same place in another
 * spelling is the same unit; a unit another account registered is refused and nothing is stored; a tenancy then
 * names the unit by its id.
 */
import { unitApiMessages as U } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lagosToday } from "../src/modules/tenancies/service.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let landlord: User;
let agent: User;
let tenant: User;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await createUser(t.app, { role: "landlord" });
  agent = await createUser(t.app, { role: "agent" });
  tenant = await createUser(t.app, { role: "tenant" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, auth?: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload }) } as never);
const count = async () =>
  Number((await t.database.query<{ n: string }>("select count(*) as n from units"))[0]!.n);
const flat = { address: "14 Adelabu Street", unit_label: "Flat 3b", city: "Surulere", state: "Lagos" };

describe("registering units", () => {
  it("asks for a session (401) and refuses tenants (403) without storing anything", async () => {
    const before = await count();
    expect((await call("GET", "/api/units")).statusCode).toBe(401);
    expect((await call("POST", "/api/units", undefined, flat)).statusCode).toBe(401);
    const res = await call("POST", "/api/units", tenant.auth, flat);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(U.notManager);
    expect(await count()).toBe(before);
  });

  it("checks the body with the contract's messages (422)", async () => {
    const before = await count();
    const res = await call("POST", "/api/units", landlord.auth, { address: " ", city: "", state: "Lagos" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ address: [U.addressRequired], city: [U.cityRequired] });
    expect(await count()).toBe(before);
  });

  let unitId: string;
  it("registers a unit (201), and the same place in another spelling is the same unit (200)", async () => {
    const res = await call("POST", "/api/units", landlord.auth, flat);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(U.registered);
    const unit = res.json().data;
    unitId = unit.id;
    expect(unit).toMatchObject({ address: "14 Adelabu Street", unit_label: "Flat 3b", city: "Surulere" });
    expect(unit.display).toBe("Flat 3b, 14 Adelabu Street, Surulere");
    const again = await call("POST", "/api/units", landlord.auth, {
      ...flat,
      address: "14, adelabu st",
      unit_label: "FLAT 3B",
      city: "surulere",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(U.alreadyYours);
    expect(again.json().data.id).toBe(unitId);
    const list = await call("GET", "/api/units", landlord.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { id: string }) => u.id)).toEqual([unitId]);
  });

  it("refuses a unit another account registered (409) and lists nothing for them", async () => {
    const before = await count();
    const res = await call("POST", "/api/units", agent.auth, { ...flat, address: "14 Adelabu St." });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(U.ofAnother);
    expect(await count()).toBe(before);
    expect((await call("GET", "/api/units", agent.auth)).json().data).toEqual([]);
  });

  it("lets the owner add a tenancy of the registered unit by its id, and no one else", async () => {
    const tenancy = {
      unit_id: unitId,
      tenant_email: tenant.user.email,
      start_date: lagosToday(),
      period: "year",
      periods: 1,
      rent_kobo: 150_000_000,
    };
    const mine = await call("POST", "/api/tenancies", landlord.auth, tenancy);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.unit_id).toBe(unitId);
    const other = await call("POST", "/api/tenancies", agent.auth, { ...tenancy, start_date: "2030-01-01" });
    expect(other.statusCode).toBe(422);
  });
});
