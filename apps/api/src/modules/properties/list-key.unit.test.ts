import { describe, expect, it } from "vitest";
import { listKey } from "./present.ts";

const base = { sort: "newest" as const, page: 1, limit: 20 };

describe("listKey", () => {
  it("is the same for the same query in any case and key order, and differs for any other filter", () => {
    expect(listKey({ ...base, state: "Lagos", city: "LEKKI" })).toBe(
      listKey({ city: "lekki", ...base, state: "lagos", bedrooms: undefined }),
    );
    expect(listKey({ ...base, state: "Lagos" })).not.toBe(listKey({ ...base, state: "Lagos", page: 2 }));
    expect(listKey({ ...base, bedrooms: 2 })).not.toBe(listKey({ ...base, bathrooms: 2 }));
    expect(listKey({ ...base, category: "duplex" })).not.toBe(listKey({ ...base, category: "Duplex" }));
  });
});
