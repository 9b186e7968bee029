import { describe, expect, it } from "vitest";
import { mayMatch, prefixTsQuery } from "./helper-search.ts";

// The words of "Lekki Phase 1 residents: flooding, Lekki-Ajah road (Ph.1)" as helperWords reads them.
const words = ["lekki", "phase", "1", "residents:", "flooding,", "lekki-ajah", "road", "(ph.1)"].join("\n");

describe("mayMatch: can a search word match a record whose texts have these words?", () => {
  it("a word anywhere inside one of the words may match (ILIKE '%word%')", () => {
    for (const w of ["lekki", "kki", "resident", "flood", "ajah", "ph.1", "1"])
      expect(mayMatch(words, w), w).toBe(true);
  });

  it("a word reduced to letters and digits as the tsquery helpers ask it may match ('ph1':* has no lexeme, but is asked)", () => {
    expect(mayMatch(words, "road!")).toBe(true);
    expect(prefixTsQuery(["road!"])).toBe("'road':*");
  });

  it("a word in none of them, nor across two of them, matches nothing", () => {
    for (const w of ["wombat", "lekkiphase", "lekkiajah", "phase1", "roads"])
      expect(mayMatch(words, w), w).toBe(false);
    expect(mayMatch("", "lekki")).toBe(false);
  });

  it("a word with a space in it is left to the statement", () => {
    expect(mayMatch(words, "lekki phase")).toBe(true);
  });
});
