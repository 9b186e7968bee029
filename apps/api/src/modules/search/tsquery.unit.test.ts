import { describe, expect, it } from "vitest";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import { correctText } from "./service.ts";

const city = (...words: string[]) => ({ name: words.join(" "), words, fromText: true });

describe("buildTsQuery", () => {
  it.each([
    [{ terms: [], cities: [] }, null],
    [{ terms: ["duplex"], cities: [] }, "'duplex':*"],
    [{ terms: ["duplex", "4"], cities: [city("lekki")] }, "'duplex':* & '4':* & 'lekki':B"],
    [{ terms: [], cities: [city("port", "harcourt")] }, "('port':B <-> 'harcourt':B)"],
    [
      { terms: [], cities: [city("lekki"), city("victoria", "island")] },
      "(('lekki':B) | ('victoria':B <-> 'island':B))",
    ],
    [{ terms: [], cities: [], propertyType: ["semi", "detached"] }, "'semi':*C & 'detached':*C"],
    [
      { terms: ["ada"], cities: [], professions: ["plumber" as const] },
      "'ada':* & ('plumber':*C | 'plumbing':*C)",
    ],
    [{ terms: ["o'brien", "a&b|c", "x:*"], cities: [] }, "'obrien':* & 'abc':* & 'x':*"],
  ])("%j → %s", (parts, expected) => {
    expect(buildTsQuery(parts)).toBe(expected);
  });
});

describe("correctText", () => {
  it("replaces misspelt words, keeping the rest as typed", () => {
    const fixes = new Map([
      ["duplx", "duplex"],
      ["leki", "Lekki"],
    ]);
    expect(correctText("4 bedroom Duplx in LEKI", fixes)).toBe("4 bedroom duplex in Lekki");
    expect(correctText("duplxes", fixes)).toBe("duplex");
    expect(correctText("nothing here", fixes)).toBe("nothing here");
  });
});
