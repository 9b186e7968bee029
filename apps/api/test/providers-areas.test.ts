/**
 * Served areas from the geo data (issue 20, ADR 0303): `GET /svc/providers/areas` gives a state's LGAs and
 * well-known towns; "become a provider" and profile updates accept only those (any spelling, stored as the list
 * spells them), the provider's own town and areas the profile already had in that state, and refuse the rest with
 * a 422 on `service_areas` that stores nothing.
 */
import { homeServicesMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { insertProvider } from "../src/services/providers/repo.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
const BASE = "/svc/providers";

const provider = (over: Record<string, unknown> = {}) => ({
  name: "Eko Sparks",
  category: "electrician",
  speciality: "Wiring, inverters and solar",
  state: "Lagos",
  city: "Lekki",
  service_areas: [],
  email: "eko@example.ng",
  phone: "+2348031112222",
  bio: "",
  availability: "",
  ...over,
});

const listed = async (qs: string) =>
  (await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?${qs}` }))
    .json()
    .service_providers.map((p: { name: string }) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
});
afterAll(() => t.close());

describe("GET /areas", () => {
  it("gives a state's LGAs and its towns that are not LGA names, A–Z, for any spelling of the state", async () => {
    const lagos = await t.app.inject({ method: "GET", url: `${BASE}/areas?state=lagos%20state` });
    expect(lagos.statusCode, lagos.body).toBe(200);
    expect(lagos.headers["cache-control"]).toBe("public, max-age=86400");
    const { data } = lagos.json();
    expect(data.state).toBe("Lagos");
    expect(data.lgas).toHaveLength(20);
    expect(data.lgas).toContain("Eti-Osa");
    // The geo file's misspelling is not what people read (issue 38).
    expect(data.lgas).toContain("Badagry");
    expect(data.lgas).not.toContain("Badagary");
    expect(data.lgas).toEqual([...data.lgas].sort((a: string, b: string) => a.localeCompare(b)));
    expect(data.towns).toEqual(expect.arrayContaining(["Ajah", "Lekki", "Victoria Island"]));
    expect(data.towns).not.toContain("Ikeja"); // an LGA, offered once
    const fct = (await t.app.inject({ method: "GET", url: `${BASE}/areas?state=FCT` })).json().data;
    expect(fct.state).toBe("Federal Capital Territory");
    expect(fct.lgas).toContain("Municipal");
    expect(fct.towns).toContain("Wuse");
    const kano = (await t.app.inject({ method: "GET", url: `${BASE}/areas?state=Kano` })).json().data;
    expect(kano.lgas.length).toBeGreaterThan(40);
  });

  it("refuses a state that is not Nigeria's with 422 on state", async () => {
    for (const qs of ["state=Atlantis", "state=", ""]) {
      const res = await t.app.inject({ method: "GET", url: `${BASE}/areas?${qs}` });
      expect(res.statusCode, qs).toBe(422);
      expect(res.json()).toMatchObject({ status: "error", errors: { state: [M.unknownState] } });
    }
  });
});

describe("served areas on a provider profile", () => {
  it("accepts LGAs and towns of the state in any spelling, stores them as listed, and the city filter finds them", async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: provider({ service_areas: ["eti osa", "Ajah", "ajah", "IBEJU-LEKKI", "Lekki"] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.service_areas).toEqual(["Eti-Osa", "Ajah", "Ibeju/Lekki", "Lekki"]);
    expect(await listed("city=Ajah")).toEqual(["Eko Sparks"]);
    expect(await listed("city=Eti-Osa")).toEqual(["Eko Sparks"]);
  });

  it("refuses areas of another state or nowhere with 422 on service_areas, and stores nothing", async () => {
    const u = await createUser(t.app);
    const before = await listed("per_page=100");
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: provider({ name: "Nowhere Wiring", service_areas: ["Eti-Osa", "Wuse", "Atlantis"] }),
    });
    expect(res.statusCode).toBe(422);
    const message = M.unknownAreas(["Wuse", "Atlantis"], "Lagos");
    expect(res.json()).toMatchObject({ status: "error", message, errors: { service_areas: [message] } });
    expect(
      (await t.app.inject({ method: "GET", url: `${BASE}/me`, headers: u.auth })).json().data,
    ).toBeNull();
    expect(await listed("per_page=100")).toEqual(before);
  });

  it("keeps areas a profile already has in its state; a new unknown one or a move of state is refused", async () => {
    const u = await createUser(t.app);
    // A profile from before ADR 0303 (as seeded): served areas the lists do not name.
    await insertProvider(t.db, u.user.id, {
      ...provider({ name: "Garden City Pipes", state: "Rivers", city: "Port Harcourt" }),
      serviceAreas: ["GRA", "Rumuola"],
      phone2: null,
      pricing: "",
      priceMinKobo: null,
      priceMaxKobo: null,
      experienceYears: null,
      licenceBody: null,
      licenceNumber: null,
      bankName: null,
      accountNumber: null,
      paymentMethod: null,
    });
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: `${BASE}/me`, headers: u.auth, payload });
    const phone = await put({ phone: "+2348035550000" });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().data.service_areas).toEqual(["GRA", "Rumuola"]);
    const added = await put({ service_areas: ["GRA", "Obio/Akpor", "Trans-Amadi"] });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors.service_areas).toEqual([M.unknownAreas(["Trans-Amadi"], "Rivers")]);
    const moved = await put({ state: "Lagos" });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.service_areas).toEqual([M.unknownAreas(["GRA", "Rumuola"], "Lagos")]);
    const mine = (await t.app.inject({ method: "GET", url: `${BASE}/me`, headers: u.auth })).json().data;
    expect(mine).toMatchObject({
      state: "Rivers",
      phone: "+2348035550000",
      service_areas: ["GRA", "Rumuola"],
    });
    const ok = await put({ service_areas: ["Rumuola", "obio akpor", "Port Harcourt"] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.service_areas).toEqual(["Rumuola", "Obio/Akpor", "Port Harcourt"]);
  });
});
