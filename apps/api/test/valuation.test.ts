import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const value = (q: Record<string, string | number>) =>
  t.app.inject({
    url: `/api/valuation?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string]))}`,
  });

describe("GET /api/valuation/options", () => {
  it("offers the sale file's seven house types, the rent types, and the states and towns the model knows", async () => {
    const res = await t.app.inject({ url: "/api/valuation/options" });
    expect(res.statusCode).toBe(200);
    const { purposes } = res.json().data;
    const sale = purposes.find((p: { purpose: string }) => p.purpose === "sale");
    const rent = purposes.find((p: { purpose: string }) => p.purpose === "rent");
    expect(sale.property_types).toHaveLength(7);
    expect(sale.property_types).toContain("Detached Duplex");
    expect(rent.property_types).toEqual(
      expect.arrayContaining(["Flat / Apartment", "Mini Flat", "Self Contain", "Commercial Property"]),
    );
    expect(rent.period).toBe("year");
    const lagos = rent.states.find((s: { state: string }) => s.state === "Lagos");
    expect(lagos.towns).toEqual(expect.arrayContaining(["Yaba", "Lekki"]));
    expect(sale.states.map((s: { state: string }) => s.state)).toEqual(
      expect.arrayContaining(["Lagos", "Abuja"]),
    );
    expect(sale.trained_rows).toBeGreaterThan(10_000);
  });
});

describe("GET /api/valuation", () => {
  it("values a 3-bedroom flat in Yaba for rent: whole naira per year, an ordered range, comparables", async () => {
    const res = await value({
      purpose: "rent",
      state: "Lagos",
      town: "Yaba",
      property_type: "Flat / Apartment",
      bedrooms: 3,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ currency: "NGN", period: "year", basis: "town", basis_place: "Yaba, Lagos" });
    for (const k of ["estimate", "low", "high"]) expect(Number.isInteger(d[k])).toBe(true);
    expect(d.low).toBeLessThanOrEqual(d.estimate);
    expect(d.estimate).toBeLessThanOrEqual(d.high);
    expect(d.estimate).toBeGreaterThan(500_000);
    expect(d.estimate).toBeLessThan(20_000_000);
    expect(d.comparables.length).toBeGreaterThan(0);
    expect(d.comparables.length).toBeLessThanOrEqual(6);
    expect(d.comparables[0]).toMatchObject({
      town: "Yaba",
      type: "Flat / Apartment",
      bedrooms: 3,
      link: null,
    });
    expect(Number.isInteger(d.comparables[0].price)).toBe(true);
    expect(d.model.version).toMatch(/^\d{4}\./);
  });

  it("values a 4-bedroom detached duplex in Lekki for sale (no period), dearer than one in Ikorodu", async () => {
    const lekki = (
      await value({
        purpose: "sale",
        state: "Lagos",
        town: "Lekki",
        property_type: "Detached Duplex",
        bedrooms: 4,
      })
    ).json().data;
    const ikorodu = (
      await value({
        purpose: "sale",
        state: "Lagos",
        town: "Ikorodu",
        property_type: "Detached Duplex",
        bedrooms: 4,
      })
    ).json().data;
    expect(lekki.period).toBeNull();
    expect(lekki.estimate).toBeGreaterThan(50_000_000);
    expect(lekki.estimate).toBeGreaterThan(ikorodu.estimate);
  });

  it("matches types and places without regard to case, spacing or punctuation", async () => {
    const a = (
      await value({
        purpose: "rent",
        state: "Lagos",
        town: "Yaba",
        property_type: "Flat / Apartment",
        bedrooms: 2,
      })
    ).json().data;
    const b = (
      await value({
        purpose: "rent",
        state: "lagos",
        town: "yaba",
        property_type: "flat/apartment",
        bedrooms: 2,
      })
    ).json().data;
    expect(b.estimate).toBe(a.estimate);
    expect(b.basis).toBe("town");
  });

  it("uses neighbourhood words when it knows the area", async () => {
    const d = (
      await value({
        purpose: "rent",
        state: "Lagos",
        town: "Lekki",
        area: "Ikota",
        property_type: "Flat / Apartment",
        bedrooms: 3,
      })
    ).json().data;
    expect(["area", "town"]).toContain(d.basis);
    expect(d.estimate).toBeGreaterThan(0);
  });

  it("falls back town → LGA → state and says which level answered", async () => {
    const unknown = (
      await value({
        purpose: "sale",
        state: "Lagos",
        town: "Atlantis Gardens",
        property_type: "Detached Duplex",
        bedrooms: 4,
      })
    ).json().data;
    expect(unknown.basis).toBe("state");
    const noTown = (
      await value({ purpose: "sale", state: "Rivers", property_type: "Detached Bungalow", bedrooms: 3 })
    ).json().data;
    expect(noTown.basis).toBe("state");
    expect(noTown.estimate).toBeGreaterThan(0);
    // A place that is an LGA (with listings) but not a town of the model answers at the LGA.
    const options = (await t.app.inject({ url: "/api/valuation/options" })).json().data;
    const known = new Set(
      options.purposes
        .find((p: { purpose: string }) => p.purpose === "sale")
        .states.find((s: { state: string }) => s.state === "Lagos").towns,
    );
    const lgaTown = ["Eti-Osa", "Eti Osa", "Kosofe", "Alimosho"].find((n) => !known.has(n));
    expect(lgaTown).toBeDefined();
    const lga = (
      await value({
        purpose: "sale",
        state: "Lagos",
        town: lgaTown!,
        property_type: "Detached Duplex",
        bedrooms: 4,
      })
    ).json().data;
    expect(lga.basis).toBe("lga");
    expect(lga.basis_place).toMatch(/LGA, Lagos$/);
  });

  it.each([
    [
      { purpose: "rent", state: "Wakanda", town: "Yaba", property_type: "Flat / Apartment", bedrooms: 2 },
      "state",
    ],
    [
      { purpose: "rent", state: "Lagos", town: "Yaba", property_type: "Flat / Apartment", bedrooms: -1 },
      "bedrooms",
    ],
    [
      { purpose: "rent", state: "Lagos", town: "Yaba", property_type: "Flat / Apartment", bedrooms: "three" },
      "bedrooms",
    ],
    [
      { purpose: "rent", state: "Lagos", town: "Yaba", property_type: "Flat / Apartment", bathrooms: 2.5 },
      "bathrooms",
    ],
    [{ state: "Lagos", town: "Yaba", property_type: "Flat / Apartment", bedrooms: 2 }, "purpose"],
    [{ purpose: "lease", state: "Lagos", property_type: "Flat / Apartment" }, "purpose"],
    [{ purpose: "sale", state: "Lagos", property_type: "Castle", bedrooms: 2 }, "property_type"],
    [{ purpose: "sale", state: "Lagos", property_type: "Mini Flat", bedrooms: 1 }, "property_type"],
    [{ purpose: "sale", property_type: "Detached Duplex" }, "state"],
    [{ purpose: "rent", state: "Kano", property_type: "Flat / Apartment", bedrooms: 2 }, "state"],
    [{ purpose: "sale", state: "Zamfara", property_type: "Detached Duplex", bedrooms: 2 }, "state"],
  ])("refuses %j with 422 on %s", async (q, field) => {
    const res = await value(q as Record<string, string | number>);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: "error", code: "VALIDATION_FAILED" });
    expect(res.json().errors[field]).toBeDefined();
  });
});
