import { describe, expect, it } from "vitest";
import { pageMeta, pageWindow, pastEnd } from "./pagination.ts";

describe("pagination", () => {
  it("windows a page by page and per_page", () => {
    expect(pageWindow(1, 12)).toEqual({ offset: 0, limit: 12 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
  });
  it("answers the meta shape with at least one page", () => {
    expect(pageMeta(1, 12, 0)).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 0 });
    expect(pageMeta(2, 10, 21)).toEqual({ current_page: 2, last_page: 3, per_page: 10, total: 21 });
  });
  it("knows when a page starts past the last row", () => {
    expect(pastEnd(1, 10, 0)).toBe(true);
    expect(pastEnd(2, 10, 10)).toBe(true);
    expect(pastEnd(2, 10, 11)).toBe(false);
  });
});
