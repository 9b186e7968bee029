import { describe, expect, it } from "vitest";
import { koboToNairaText, nairaToKobo, parseNaira } from "../money";

describe("naira typed in forms", () => {
  it("reads commas, spaces and the naira sign; empty is null; words are NaN", () => {
    expect(parseNaira("2,500,000")).toBe(2_500_000);
    expect(parseNaira("₦ 1 500 000.50")).toBe(1_500_000.5);
    expect(parseNaira("  ")).toBeNull();
    expect(parseNaira(undefined)).toBeNull();
    expect(parseNaira("two million")).toBeNaN();
  });
  it("turns naira into integer kobo and back into the text a field starts with", () => {
    expect(nairaToKobo("1,234.56")).toBe(123_456);
    expect(nairaToKobo("0.015")).toBe(2);
    expect(nairaToKobo("")).toBeNull();
    expect(koboToNairaText(250_000_000)).toBe("2500000");
    expect(koboToNairaText(null)).toBe("");
  });
});
