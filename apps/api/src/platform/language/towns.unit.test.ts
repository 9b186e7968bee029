import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datasetsDir } from "../paths.ts";
import { TOWNS_BY_STATE } from "./towns.ts";
import { COMMON_TOWNS } from "./vocabulary.ts";

describe("TOWNS_BY_STATE", () => {
  it("names states as the geo files do, lists a town once, and is search's well-known towns", () => {
    const states: string[] = JSON.parse(readFileSync(join(datasetsDir, "geo", "states.json"), "utf8"));
    for (const state of Object.keys(TOWNS_BY_STATE)) expect(states).toContain(state);
    const all = Object.values(TOWNS_BY_STATE).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(COMMON_TOWNS).toEqual(all);
  });
});
