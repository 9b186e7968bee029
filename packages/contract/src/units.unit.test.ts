import { describe, expect, it } from "vitest";
import { normaliseAddress, normaliseUnitLabel, unitDisplay, unitKey } from "./units.ts";

const surulere = { state: "Lagos", city: "Surulere" };

describe("normaliseAddress", () => {
  it("makes St and Street, case, commas and full stops one key", () => {
    const key = normaliseAddress("14 Adelabu Street", surulere);
    expect(key).toBe("14 adelabu street");
    for (const spelling of [
      "14 Adelabu St",
      "14 Adelabu St.",
      "14, Adelabu Street",
      "14 ADELABU STREET",
      "14 adelabu str",
      "No. 14 Adelabu Street",
      "No 14, Adelabu St., Surulere",
      "14 Adelabu St, Surulere, Lagos",
      "14 Adelabu Street, Surulere, Lagos State, Nigeria",
      "  14   Adelabu   St  ",
    ])
      expect(normaliseAddress(spelling, surulere), spelling).toBe(key);
  });

  it("makes Rd and Road one", () => {
    const ikeja = { state: "Lagos", city: "Ikeja" };
    expect(normaliseAddress("22 Isaac John Rd, GRA Ikeja", ikeja)).toBe(
      normaliseAddress("22 Isaac John Road, G.R.A. Ikeja", ikeja),
    );
    expect(normaliseAddress("5 Allen Avenue", ikeja)).toBe(normaliseAddress("5 Allen Ave.", ikeja));
  });

  it("makes Cres and Crescent one, and Cl and Close", () => {
    const lekki = { state: "Lagos", city: "Lekki" };
    expect(normaliseAddress("3 Bishop Oluwole Cres, Lekki Phase 1", lekki)).toBe(
      "3 bishop oluwole crescent lekki phase 1",
    );
    expect(normaliseAddress("3 Bishop Oluwole Crescent, Lekki Phase 1", lekki)).toBe(
      "3 bishop oluwole crescent lekki phase 1",
    );
    expect(normaliseAddress("7 Adebayo Doherty Cl", lekki)).toBe(
      normaliseAddress("7 Adebayo Doherty Close", lekki),
    );
  });

  it("keeps different houses and different streets apart", () => {
    expect(normaliseAddress("14 Adelabu St", surulere)).not.toBe(normaliseAddress("15 Adelabu St", surulere));
    expect(normaliseAddress("14 Adelabu St", surulere)).not.toBe(normaliseAddress("14 Adelabu Rd", surulere));
    expect(normaliseAddress("14 Bode Thomas St", surulere)).not.toBe(
      normaliseAddress("14 Adelabu St", surulere),
    );
  });

  it("reads St after a house number and before a name as Saint", () => {
    const akoka = { state: "Lagos", city: "Yaba" };
    expect(normaliseAddress("2 St Finbarrs College Rd, Akoka", akoka)).toBe(
      "2 saint finbarrs college road akoka",
    );
    expect(normaliseAddress("2 St. Finbarr's College Road, Akoka, Yaba", akoka)).toBe(
      "2 saint finbarrs college road akoka",
    );
  });

  it("keeps ordinals and a street named after the city", () => {
    expect(normaliseAddress("1st Avenue, Festac Town", { state: "Lagos", city: "Amuwo Odofin" })).toBe(
      "1st avenue festac town",
    );
    // The city is only dropped from the end, never the whole address.
    expect(normaliseAddress("Ikeja", { state: "Lagos", city: "Ikeja" })).toBe("ikeja");
  });
});

describe("normaliseUnitLabel", () => {
  it("makes Flat 3B, flat 3b, Apt 3-B and a bare 3B one", () => {
    for (const label of [
      "Flat 3B",
      "Flat 3b",
      "flat 3B",
      "FLAT 3 B",
      "Apt. 3-B",
      "Apartment 3B",
      "3B",
      "Flat No. 3B",
    ])
      expect(normaliseUnitLabel(label), label).toBe("flat 3b");
  });

  it("keeps other flats and blocks apart, and an empty label is the whole house", () => {
    expect(normaliseUnitLabel("Flat 3A")).not.toBe(normaliseUnitLabel("Flat 3B"));
    expect(normaliseUnitLabel("Block C, Flat 2")).toBe("block c flat 2");
    expect(normaliseUnitLabel("")).toBe("");
    expect(normaliseUnitLabel(undefined)).toBe("");
  });
});

describe("unitKey and unitDisplay", () => {
  it("gives one key for two spellings of one flat and another for the flat next door", () => {
    const a = unitKey({
      address: "14 Adelabu St, Surulere",
      unitLabel: "Flat 3B",
      state: "Lagos",
      city: "Surulere",
    });
    const b = unitKey({
      address: "14, ADELABU STREET",
      unitLabel: "flat 3b",
      state: "lagos",
      city: "surulere",
    });
    const c = unitKey({
      address: "14 Adelabu Street",
      unitLabel: "Flat 3C",
      state: "Lagos",
      city: "Surulere",
    });
    expect(a).toBe(b);
    expect(a).toBe("14 adelabu street|flat 3b|surulere|lagos");
    expect(c).not.toBe(a);
    // The same street in another city is another place.
    expect(
      unitKey({ address: "14 Adelabu St", unitLabel: "Flat 3B", state: "Oyo", city: "Ibadan" }),
    ).not.toBe(a);
  });

  it("reads as the issue writes it", () => {
    expect(unitDisplay({ address: "14 Adelabu St", unit_label: "Flat 3B", city: "Surulere" })).toBe(
      "Flat 3B, 14 Adelabu St, Surulere",
    );
    expect(unitDisplay({ address: "14 Adelabu St, Surulere", unit_label: "", city: "Surulere" })).toBe(
      "14 Adelabu St, Surulere",
    );
  });
});
