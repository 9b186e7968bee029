import { describe, expect, it } from "vitest";
import { defaultInputs, moveInCost } from "./move-in";

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

  it("flags an agency fee above 10% of a year's rent, naming the Lagos Tenancy Law", () => {
    const cost = moveInCost({ ...defaultInputs(1_000_000), agencyPercent: 15 });
    expect(cost.agencyFee).toBe(150_000);
    expect(cost.warnings).toEqual([
      "An agency fee of 15% is above the 10% of a year's rent allowed by the Lagos State Tenancy Law 2011, s.4.",
    ]);
  });

  it("flags a legal fee above the cap and more than a year in advance; exactly 10% is allowed", () => {
    expect(moveInCost({ ...defaultInputs(1_000_000), agencyPercent: 10, legalPercent: 10 }).warnings).toEqual(
      [],
    );
    const cost = moveInCost({ ...defaultInputs(1_000_000), legalPercent: 12.5, advanceMonths: 24 });
    expect(cost.rent).toBe(2_000_000);
    expect(cost.warnings).toHaveLength(2);
    expect(cost.warnings[0]).toContain("legal fee of 12.5%");
    expect(cost.warnings[1]).toContain("24 months of rent in advance");
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
