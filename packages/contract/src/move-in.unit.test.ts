import { describe, expect, it } from "vitest";
import {
  defaultInputs,
  listingMoveIn,
  moveInCost,
  moveInCostOf,
  tenancyLawNote,
  tenancyLawWhere,
} from "./move-in.ts";

const usual = (what: string) =>
  `${what} is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.`;

describe("moveInCost", () => {
  it("adds a year's rent, 10% agency, 10% legal and a month's caution deposit by default, with no warning", () => {
    const cost = moveInCost(defaultInputs(2_400_000));
    expect(cost).toEqual({
      rent: 2_400_000,
      agencyFee: 240_000,
      legalFee: 240_000,
      cautionDeposit: 200_000,
      serviceCharge: 0,
      total: 3_080_000,
      warnings: [],
    });
  });

  it("flags an agency fee above the usual 10% of a year's rent as custom, never as the Tenancy Law", () => {
    const cost = moveInCost({ ...defaultInputs(1_000_000), agencyPercent: 15 });
    expect(cost.agencyFee).toBe(150_000);
    expect(cost.warnings).toEqual([usual("An agency fee of 15%")]);
  });

  it("flags a legal fee above the cap and more than a year in advance; exactly 10% is allowed", () => {
    expect(moveInCost({ ...defaultInputs(1_000_000), agencyPercent: 10, legalPercent: 10 }).warnings).toEqual(
      [],
    );
    const cost = moveInCost({ ...defaultInputs(1_000_000), legalPercent: 12.5, advanceMonths: 24 });
    expect(cost.rent).toBe(2_000_000);
    expect(cost.warnings).toHaveLength(2);
    expect(cost.warnings[0]).toContain("legal fee of 12.5%");
    expect(cost.warnings[1]).toBe(
      "24 months of rent in advance is more than the one year section 4 of the Lagos State Tenancy Law 2011 allows from a yearly tenant (it applies in Lagos State except Apapa, Ikeja GRA, Ikoyi and Victoria Island).",
    );
  });

  it("treats empty or negative inputs as zero", () => {
    const cost = moveInCost({
      yearlyRent: 1_200_000,
      advanceMonths: 12,
      agencyPercent: -5,
      legalPercent: Number.NaN,
      cautionDeposit: -1,
      serviceCharge: 50_000,
    });
    expect(cost).toMatchObject({
      agencyFee: 0,
      legalFee: 0,
      cautionDeposit: 0,
      total: 1_250_000,
      warnings: [],
    });
  });
});

describe("moveInCostOf (amounts, e.g. a landlord's fees in kobo)", () => {
  const year = { yearlyRent: 300_000_000, advanceMonths: 12, cautionDeposit: 0, serviceCharge: 0 };

  it("allows fees of exactly 10% of a year's rent and flags a kobo more, naming the law", () => {
    expect(moveInCostOf({ ...year, agencyFee: 30_000_000, legalFee: 30_000_000 }).warnings).toEqual([]);
    const cost = moveInCostOf({ ...year, agencyFee: 30_000_001, legalFee: 45_000_000 });
    expect(cost.warnings).toEqual([usual("An agency fee of 10.01%"), usual("A legal fee of 15%")]);
    expect(cost.total).toBe(300_000_000 + 30_000_001 + 45_000_000);
  });

  it("the percent calculator and the amounts give the same answer", () => {
    expect(moveInCost({ ...defaultInputs(1_234_567), agencyPercent: 10 }).warnings).toEqual([]);
    // 15% of a rent that is not a round figure still reads 15% (the fee is rounded after the check's percentage).
    for (const yearly of [1_234_567, 3_333_333, 2_718_281])
      expect(moveInCost({ ...defaultInputs(yearly), agencyPercent: 15 }).warnings[0]).toContain(
        "An agency fee of 15% is above",
      );
    expect(moveInCost({ ...defaultInputs(1_000_000), agencyPercent: 15 })).toEqual(
      moveInCostOf({
        yearlyRent: 1_000_000,
        advanceMonths: 12,
        agencyFee: 150_000,
        legalFee: 100_000,
        cautionDeposit: 83_333,
        serviceCharge: 0,
      }),
    );
  });
});

describe("listingMoveIn", () => {
  const rent = {
    listing_type: "rent" as const,
    rent_period: "year" as const,
    price_kobo: 250_000_000,
    agency_fee_kobo: 25_000_000,
    legal_fee_kobo: 37_500_000,
    caution_deposit_kobo: 20_000_000,
    service_charge_kobo: null,
  };

  it("adds a year's rent and the stated fees in kobo (a fee not stated counts as none) and flags the cap", () => {
    const cost = listingMoveIn(rent);
    expect(cost).toMatchObject({
      rent: 250_000_000,
      agencyFee: 25_000_000,
      legalFee: 37_500_000,
      cautionDeposit: 20_000_000,
      serviceCharge: 0,
      total: 332_500_000,
    });
    expect(cost?.warnings).toEqual([usual("A legal fee of 15%")]);
  });

  it("a monthly rent: one month up front, fees capped at 10% of twelve months", () => {
    const cost = listingMoveIn({ ...rent, rent_period: "month", price_kobo: 20_000_000, legal_fee_kobo: 0 });
    expect(cost).toMatchObject({ rent: 20_000_000, total: 20_000_000 + 25_000_000 + 20_000_000 });
    expect(cost?.warnings).toEqual([usual("An agency fee of 10.42%")]);
  });

  it("sales and short lets have no move-in cost", () => {
    expect(listingMoveIn({ ...rent, listing_type: "sale", rent_period: null })).toBeNull();
    expect(listingMoveIn({ ...rent, rent_period: "night" })).toBeNull();
  });
});

describe("where the Lagos State Tenancy Law 2011 applies (s.1) and what it says (s.4)", () => {
  const rentIn = (city: string, address = "", period: "year" | "month" = "year", state = "Lagos") => ({
    listing_type: "rent" as const,
    rent_period: period,
    address: { address, city, state },
  });

  it("applies in Lekki, Yaba or Surulere: a year in advance for a yearly tenant, six months for a monthly one", () => {
    for (const city of ["Lekki", "Lekki Phase 1", "Yaba", "Surulere", "Ikeja"])
      expect(tenancyLawWhere({ city, state: "Lagos" }), city).toBe("applies");
    expect(tenancyLawNote(rentIn("Lekki"))).toBe(
      "Under section 4 of the Lagos State Tenancy Law 2011, a landlord may not demand or receive more than one year's rent in advance from a yearly tenant, and a tenant may not offer or pay it.",
    );
    expect(tenancyLawNote(rentIn("Lekki", "", "month"))).toBe(
      "Under section 4 of the Lagos State Tenancy Law 2011, a landlord may not demand or receive more than six months' rent in advance from a monthly tenant, and a tenant may not offer or pay it.",
    );
  });

  it("does not apply in Ikoyi, Victoria Island, Apapa or Ikeja GRA, however they are written", () => {
    for (const [city, address] of [
      ["Ikoyi", ""],
      ["Banana Island", ""],
      ["Victoria Island", ""],
      ["VI", ""],
      ["Lagos", "12 Adeola Odeku Street, Victoria Island"],
      ["Apapa", ""],
      ["Ikeja GRA", ""],
      ["Ikeja", "4 Isaac John Street, GRA"],
    ] as const)
      expect(tenancyLawWhere({ city, address, state: "Lagos State" }), `${city} ${address}`).toBe("excluded");
    expect(tenancyLawNote(rentIn("Ikoyi"))).toBe(
      "The Lagos State Tenancy Law 2011 does not apply here: section 1 leaves out Apapa, Ikeja GRA, Ikoyi and Victoria Island. Rent in advance is what the tenancy agreement says.",
    );
  });

  it("says nothing outside Lagos State, for sales or for short lets", () => {
    expect(tenancyLawWhere({ city: "Wuse 2", state: "FCT" })).toBe("elsewhere");
    expect(tenancyLawNote(rentIn("Wuse 2", "", "year", "FCT"))).toBeNull();
    expect(tenancyLawNote({ ...rentIn("Lekki"), listing_type: "sale", rent_period: null })).toBeNull();
    expect(tenancyLawNote({ ...rentIn("Lekki"), rent_period: "night" })).toBeNull();
  });
});
