import { describe, expect, it } from "vitest";
import { NIGERIAN_STATES } from "../nigeria";

describe("the states list", () => {
  it("spells Nasarawa as the state does (issue 38), once", () => {
    expect(NIGERIAN_STATES).toContain("Nasarawa");
    expect(NIGERIAN_STATES).not.toContain("Nassarawa");
    expect(NIGERIAN_STATES).toHaveLength(37);
  });
});
