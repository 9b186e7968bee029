import { describe, expect, it } from "vitest";
import { allowedEdits, chooseCorrection, editDistance } from "../../platform/language/text.ts";

describe("editDistance (adjacent swaps count once)", () => {
  it.each([
    ["lekki", "lekki", 0],
    ["lekii", "lekki", 1],
    ["lekkki", "lekki", 1],
    ["leki", "lekki", 1],
    ["dupelx", "duplex", 1],
    ["duplx", "duplex", 1],
    ["bungalw", "bungalow", 1],
    ["ikjea", "ikeja", 1],
    ["abuja", "ajuba", 2],
    ["", "yaba", 4],
    ["kitten", "sitting", 3],
    ["ọwọ́", "owo", 3],
  ])("%s → %s: %i", (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
    expect(editDistance(b, a)).toBe(n);
    // Bounded: the same distance when within the bound, the bound plus one past it.
    for (const most of [0, 1, 2, 3])
      expect(editDistance(a, b, most), `most ${most}`).toBe(n <= most ? n : most + 1);
  });
});

describe("chooseCorrection", () => {
  const terms = (...list: [string, number][]) =>
    list.map(([folded, uses]) => ({ folded, term: folded, uses }));

  it("takes the fewest edits, then the most used term", () => {
    expect(chooseCorrection("lekii", terms(["leki", 3], ["lekki", 900]))?.folded).toBe("lekki");
    expect(chooseCorrection("lekii", terms(["lekki", 900], ["lekkii", 1]))?.folded).toBe("lekki");
    expect(chooseCorrection("yabba", terms(["yaba", 10], ["yabbo", 1]))?.folded).toBe("yaba");
  });

  it("allows 1 edit up to 5 letters, 2 up to 9, then 3", () => {
    expect([
      allowedEdits("ikej"),
      allowedEdits("lekki"),
      allowedEdits("bungalw"),
      allowedEdits("surulerere"),
    ]).toEqual([1, 1, 2, 3]);
    expect(chooseCorrection("lekxx", terms(["lekki", 900]))).toBeNull();
    expect(chooseCorrection("bngalw", terms(["bungalow", 50]))?.folded).toBe("bungalow");
  });

  it("never offers the word itself, and nothing for gibberish", () => {
    expect(chooseCorrection("lekki", terms(["lekki", 900]))).toBeNull();
    expect(chooseCorrection("qqqqzzzz", terms(["quartz", 1], ["queen", 3]))).toBeNull();
    expect(chooseCorrection("duplx", [])).toBeNull();
  });
});
