import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  avatarInitials,
  averageRating,
  formatArea,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatKobo,
  formatNumber,
  formatPlace,
  formatRating,
  formatRent,
  formatTimeOfDay,
  getInitials,
  statusColour,
  statusColourName,
} from "../format";

describe("formatDate (en-US short)", () => {
  it.each([
    ["2026-11-22T10:00:00Z", "Nov 22, 2026"],
    ["2024-03-05", "Mar 5, 2024"],
    [new Date("2023-12-31T12:00:00Z"), "Dec 31, 2023"],
    ["", "N/A"],
    [null, "N/A"],
    [undefined, "N/A"],
    ["not a date", "Invalid Date"],
    ["2024-13-45", "Invalid Date"],
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input as string)).toBe(expected);
  });
});

describe("formatDateTime (audit trails)", () => {
  it("gives the date and the time of day in Lagos (UTC+1)", () => {
    expect(formatDateTime("2026-11-22T09:04:00Z")).toBe("Nov 22, 2026, 10:04 AM");
    expect(formatDateTime("2026-11-22T23:30:00Z")).toBe("Nov 23, 2026, 12:30 AM");
  });
  it.each([
    ["", "N/A"],
    [null, "N/A"],
    ["nonsense", "Invalid Date"],
  ])("%s → %s", (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
});

describe("formatCurrency (naira, 2 decimals, N/A)", () => {
  it.each([
    [5_500_000, "₦5,500,000.00"],
    [0, "₦0.00"],
    [1234.5, "₦1,234.50"],
    [0.005, "₦0.01"],
    ["85000000", "₦85,000,000.00"],
    [-2500, "-₦2,500.00"],
    [Number.NaN, "N/A"],
    ["abc", "N/A"],
    ["", "N/A"],
    [null, "N/A"],
    [undefined, "N/A"],
    [Number.POSITIVE_INFINITY, "N/A"],
  ])("%s → %s", (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it("always shows exactly two decimals", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        expect(formatCurrency(n)).toMatch(/^-?₦\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it("formats kobo as naira exactly", () => {
    expect(formatKobo(550_000_000)).toBe("₦5,500,000.00");
    expect(formatKobo(12_345)).toBe("₦123.45");
    expect(formatKobo("x")).toBe("N/A");
  });
});

describe("formatRent", () => {
  it("adds the period to rents and nothing to sale prices", () => {
    expect(formatRent(2_500_000, "year")).toBe("₦2,500,000.00/year");
    expect(formatRent(180_000, "month")).toBe("₦180,000.00/month");
    expect(formatRent(45_000, "night")).toBe("₦45,000.00/night");
    expect(formatRent(90_000_000, null)).toBe("₦90,000,000.00");
    expect(formatRent("?", "year")).toBe("N/A");
  });
});

describe("initials", () => {
  it.each([
    ["Ada Obi", "AO"],
    ["ada obi nwosu", "AO"],
    ["  chinedu   okafor ", "CO"],
    ["Tunde", "T"],
    ["", "U"],
    [null, "U"],
  ])("getInitials(%s) → %s", (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });

  it("the avatar falls back to User", () => {
    expect(avatarInitials("")).toBe("User");
    expect(avatarInitials(undefined)).toBe("User");
    expect(avatarInitials("Ngozi Eze")).toBe("NE");
  });

  it("never returns more than two letters", () => {
    fc.assert(fc.property(fc.string(), (s) => Array.from(getInitials(s)).length <= 2));
  });
});

describe("averageRating", () => {
  it("is the mean of the ratings, 0 when none", () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 3 }])).toBe(4);
    expect(averageRating([{ rating: "5" }, { rating: 2 }])).toBe(3.5);
    expect(averageRating([])).toBe(0);
    expect(averageRating(null)).toBe(0);
  });
});

describe("status colours (SPEC §4)", () => {
  it.each([
    ["available", "green", "bg-status-available"],
    ["pending", "yellow", "bg-status-pending"],
    ["sold", "red", "bg-status-sold"],
    ["rented", "blue", "bg-status-rented"],
    ["unavailable", "gray", "bg-status-unavailable"],
    ["something else", "gray", "bg-status-unavailable"],
    [null, "gray", "bg-status-unavailable"],
  ])("%s is %s", (status, name, cls) => {
    expect(statusColourName(status)).toBe(name);
    expect(statusColour(status)).toBe(cls);
  });
});

describe("formatCount", () => {
  it("puts the noun in the right number and groups thousands", () => {
    expect(formatCount(1, "view")).toBe("1 view");
    expect(formatCount(0, "view")).toBe("0 views");
    expect(formatCount(1204, "view")).toBe("1,204 views");
    expect(formatCount(2, "person", "people")).toBe("2 people");
  });
});

describe("formatPlace", () => {
  it("joins the place parts that exist, trimmed, with one comma", () => {
    expect(formatPlace("Lekki ", " Lagos")).toBe("Lekki, Lagos");
    expect(formatPlace("", "Lagos")).toBe("Lagos");
    expect(formatPlace("4 Admiralty Way", null, "Lagos", undefined)).toBe("4 Admiralty Way, Lagos");
    expect(formatPlace(null, " ")).toBe("");
  });
  it("says a place once when the address already names it (issue 38)", () => {
    expect(formatPlace("Lekki, Lagos", "Lekki", "Lagos")).toBe("Lekki, Lagos");
    expect(formatPlace("Akinyele, Oyo", "akinyele", "Oyo")).toBe("Akinyele, Oyo");
    expect(formatPlace("12 Admiralty Way, Lekki", "Eti-Osa", "Lagos")).toBe(
      "12 Admiralty Way, Lekki, Eti-Osa, Lagos",
    );
  });
});

describe("numbers, areas, ratings, decimals and times of day", () => {
  it("groups thousands and keeps the unit or decimals each display needs", () => {
    expect(formatNumber(8194)).toBe("8,194");
    expect(formatNumber(0)).toBe("0");
    expect(formatArea(1200)).toBe("1,200 m²");
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.46)).toBe("4.5");
    expect(formatDecimal(1234.5)).toBe("1,234.50");
    expect(formatDecimal(-0.125, 1)).toBe("-0.1");
  });
  it("shows a time of day with hours, minutes and seconds", () => {
    expect(formatTimeOfDay("2026-11-25T08:05:09.000Z")).toMatch(/^\d{2}:\d{2}:\d{2}/);
  });
});

describe("hand-written formats agree with Intl (they replace it for speed, issue 19)", () => {
  const naira = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat("en-NG");
  const day = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });
  const dayAndTime = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Africa/Lagos",
  });
  const clock = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Lagos",
  });

  it("money and counts: the same digits, separators and rounding as en-NG", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kobo) => {
        expect(formatCurrency(kobo / 100)).toBe(
          `${kobo < 0 ? "-" : ""}₦${naira.format(Math.abs(kobo / 100))}`,
        );
        expect(formatNumber(kobo)).toBe(count.format(kobo));
        expect(formatDecimal(kobo / 1000, 2)).toBe(naira.format(kobo / 1000));
      }),
    );
  });

  it("dates, times and times of day: the same text as en-US in Lagos", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (d) => {
          expect(formatDate(d)).toBe(day.format(d));
          expect(formatDateTime(d)).toBe(dayAndTime.format(d).replace(/\s/g, " "));
          expect(formatTimeOfDay(d)).toBe(clock.format(d));
        },
      ),
    );
  });
});
