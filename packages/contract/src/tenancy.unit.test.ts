import { describe, expect, it } from "vitest";
import {
  addMonths,
  incomeNeededKobo,
  isAffordable,
  isIsoDate,
  maxAffordableYearlyRentKobo,
  noticeEnd,
  rentSchedule,
  termEnd,
} from "./tenancy.ts";

describe("dates", () => {
  it("adds months clamping to the month's end, from the start each time", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
    expect(addMonths("2026-03-01", -3)).toBe("2025-12-01");
  });
  it("knows real dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
    expect(isIsoDate("yesterday")).toBe(false);
  });
  it("ends a term the day before the next period", () => {
    expect(termEnd("2026-01-01", "year", 1)).toBe("2026-12-31");
    expect(termEnd("2026-03-15", "month", 12)).toBe("2027-03-14");
    expect(termEnd("2026-03-15", "half_year", 2)).toBe("2027-03-14");
  });
});

describe("rentSchedule", () => {
  it("makes one installment per period, due on its first day (rent in advance)", () => {
    const s = rentSchedule({ start: "2026-01-31", period: "month", periods: 4, rentKobo: 25_000_000 });
    expect(s.map((i) => i.dueDate)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(s.map((i) => i.periodEnd)).toEqual(["2026-02-27", "2026-03-30", "2026-04-29", "2026-05-30"]);
    expect(s.every((i) => i.amountKobo === 25_000_000)).toBe(true);
    expect(s.map((i) => i.sequence)).toEqual([1, 2, 3, 4]);
  });
  it("covers the term without gaps or overlaps", () => {
    const s = rentSchedule({ start: "2026-06-10", period: "quarter", periods: 4, rentKobo: 1 });
    for (let i = 1; i < s.length; i += 1) {
      const prevEnd = new Date(`${s[i - 1]!.periodEnd}T00:00:00Z`).getTime();
      expect(new Date(`${s[i]!.periodStart}T00:00:00Z`).getTime() - prevEnd).toBe(86_400_000);
    }
    expect(s.at(-1)!.periodEnd).toBe(termEnd("2026-06-10", "quarter", 4));
  });
  it("a yearly tenancy has one installment a year", () => {
    const s = rentSchedule({ start: "2026-12-01", period: "year", periods: 2, rentKobo: 300_000_000 });
    expect(s).toHaveLength(2);
    expect(s[1]!.dueDate).toBe("2027-12-01");
  });
  it("refuses nonsense", () => {
    expect(() => rentSchedule({ start: "2026-02-30", period: "month", periods: 1, rentKobo: 1 })).toThrow();
    expect(() => rentSchedule({ start: "2026-02-01", period: "month", periods: 0, rentKobo: 1 })).toThrow();
    expect(() => rentSchedule({ start: "2026-02-01", period: "year", periods: 11, rentKobo: 1 })).toThrow();
  });
});

describe("noticeEnd (Lagos Tenancy Law 2011 s.13)", () => {
  it("gives the statutory notice for each period", () => {
    expect(noticeEnd("month", "2026-03-10", null).endDate).toBe("2026-04-09");
    expect(noticeEnd("quarter", "2026-03-10", null).noticeMonths).toBe(3);
    expect(noticeEnd("half_year", "2026-03-10", null).noticeMonths).toBe(3);
    const yearly = noticeEnd("year", "2026-03-10", null);
    expect(yearly.noticeMonths).toBe(6);
    expect(yearly.endDate).toBe("2026-09-09");
    expect(yearly.explanation).toContain("Lagos State Tenancy Law 2011, s.13");
    expect(yearly.explanation).toContain("7 days");
  });
  it("never ends before the fixed term paid for", () => {
    expect(noticeEnd("month", "2026-03-10", "2026-12-31").endDate).toBe("2026-12-31");
    expect(noticeEnd("year", "2026-10-01", "2026-12-31").endDate).toBe("2027-03-31");
  });
});

describe("affordability", () => {
  it("is rent of at most a third of monthly income", () => {
    // ₦3.6m a year = ₦300k a month; needs ₦900k a month.
    expect(isAffordable(360_000_000, "year", 90_000_000)).toBe(true);
    expect(isAffordable(360_000_000, "year", 89_999_999)).toBe(false);
    expect(isAffordable(30_000_000, "month", 90_000_000)).toBe(true);
    expect(isAffordable(30_000_001, "month", 90_000_000)).toBe(false);
    expect(isAffordable(5_000_000, "night", 90_000_000)).toBeNull();
    expect(maxAffordableYearlyRentKobo(90_000_000)).toBe(360_000_000);
  });
});

describe("incomeNeededKobo (issue 38)", () => {
  it("is three months of rent a month, to the kobo, and exactly what isAffordable accepts", () => {
    // ₦3.6m a year = ₦300k a month; needs ₦900k a month.
    expect(incomeNeededKobo(360_000_000, "year")).toBe(90_000_000);
    expect(incomeNeededKobo(25_000_000, "month")).toBe(75_000_000);
    // ₦1,000,000.01 a year: a third of a kobo rounds up, so the figure shown is affordable.
    const needed = incomeNeededKobo(100_000_001, "year")!;
    expect(isAffordable(100_000_001, "year", needed)).toBe(true);
    expect(isAffordable(100_000_001, "year", needed - 1)).toBe(false);
    expect(incomeNeededKobo(5_000_000, "night")).toBeNull();
    expect(incomeNeededKobo(5_000_000, null)).toBeNull();
  });
});
