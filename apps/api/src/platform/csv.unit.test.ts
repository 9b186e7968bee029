import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv.ts";

describe("csv", () => {
  it("quotes text, doubles quotes, leaves numbers and empties bare", () => {
    expect(csvCell('Ikoyi "Banana Island"')).toBe('"Ikoyi ""Banana Island"""');
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
  });
  it("defuses text a spreadsheet would run as a formula", () => {
    for (const f of ["=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)"]) expect(csvCell(f)).toBe(`"'${f}"`);
  });
  it("writes a header and rows with CRLF line ends", () => {
    expect(csvFile(["a", "b"], [["x", 1]])).toBe('"a","b"\r\n"x",1\r\n');
  });
});
