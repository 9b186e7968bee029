import { describe, expect, it } from "vitest";
import { pagedTitle } from "../title";

describe("pagedTitle", () => {
  it("names the site, and the page only past the first", () => {
    expect(pagedTitle("Agents")).toBe("Agents — Ile");
    expect(pagedTitle("Agents", 1)).toBe("Agents — Ile");
    expect(pagedTitle("Agents", "3")).toBe("Agents (page 3) — Ile");
    expect(pagedTitle("Agents", 2.7)).toBe("Agents (page 2) — Ile");
  });

  it("ignores a page the URL got wrong", () => {
    for (const page of [undefined, null, "", "abc", "-4", "0"])
      expect(pagedTitle("Search", page)).toBe("Search — Ile");
  });
});
