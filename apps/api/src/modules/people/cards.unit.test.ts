import { describe, expect, it } from "vitest";
import { locationOf } from "./cards.ts";

describe("locationOf (a person card's place line, issue 17 item 4)", () => {
  it("trims each part and drops empty ones", () => {
    expect(locationOf("Lekki ", "Lagos")).toBe("Lekki, Lagos");
    expect(locationOf(" ", "Lagos")).toBe("Lagos");
    expect(locationOf(null, null)).toBeNull();
  });
});
