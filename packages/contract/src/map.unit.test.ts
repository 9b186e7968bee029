import { describe, expect, it } from "vitest";
import { bboxMessages, bboxParam, formatBbox, parseBbox } from "./map.ts";

describe("bbox (ADR 0408)", () => {
  it("reads west,south,east,north and writes it back with six decimals at most", () => {
    expect(parseBbox("3.4, 6.4 ,3.6,6.5")).toEqual({
      ok: true,
      value: { west: 3.4, south: 6.4, east: 3.6, north: 6.5 },
    });
    expect(formatBbox({ west: 3.123456789, south: -6.4, east: 3.6, north: 6.5 })).toBe(
      "3.123457,-6.4,3.6,6.5",
    );
  });

  it.each([
    ["3.4,6.4,3.6", bboxMessages.format],
    ["3.4,6.4,3.6,1e2", bboxMessages.format],
    ["3.4,6.4,,6.5", bboxMessages.format],
    ["3.6,6.4,3.4,6.5", bboxMessages.westEast],
    ["3.4,6.4,3.4,6.5", bboxMessages.westEast],
    ["3.4,6.5,3.6,6.4", bboxMessages.southNorth],
    ["-180.5,6.4,3.6,6.5", bboxMessages.range],
    ["3.4,-91,3.6,6.5", bboxMessages.range],
  ])("refuses %s: %s", (text, message) => {
    expect(parseBbox(text)).toEqual({ ok: false, message });
    expect(bboxParam.safeParse(text).error?.issues[0]?.message).toBe(message);
  });
});
