import { describe, expect, it } from "vitest";
import { fitAdditive, predictAdditive } from "./additive.ts";

const families = [
  { name: "town", lambda: 0.01 },
  { name: "beds", lambda: 0.01 },
];

describe("additive model", () => {
  // log price = 10 + town effect + bedroom effect, on a grid where towns and sizes are mixed unevenly.
  const towns: Record<string, number> = { a: 0, b: 0.5, c: 1 };
  const beds: Record<string, number> = { "1": 0, "2": 0.3, "3": 0.6 };
  const keys: string[][][] = [];
  const y: number[] = [];
  for (const [t, te] of Object.entries(towns))
    for (const [b, be] of Object.entries(beds)) {
      // Dear towns list mostly big homes: a table of town medians alone would mix the two effects.
      const copies = t === "c" ? (b === "3" ? 8 : 1) : t === "a" ? (b === "1" ? 8 : 1) : 3;
      for (let k = 0; k < copies; k++) {
        keys.push([[t], [b]]);
        y.push(10 + te + be);
      }
    }

  it("separates effects that the listing mix confounds", () => {
    const m = fitAdditive(families, keys, y, 1);
    for (const t of Object.keys(towns))
      for (const b of Object.keys(beds))
        expect(predictAdditive(m, families, [[t], [b]])).toBeCloseTo(10 + towns[t]! + beds[b]!, 2);
    const diff = m.effects.town!.c! - m.effects.town!.a!;
    expect(diff).toBeCloseTo(1, 2);
  });

  it("keeps no group smaller than minGroup (rent privacy) and is deterministic", () => {
    const extraKeys = [...keys, [["lonely"], ["1"]]];
    const extraY = [...y, 14];
    const m = fitAdditive(families, extraKeys, extraY, 3);
    expect(m.effects.town!.lonely).toBeUndefined();
    expect(JSON.stringify(fitAdditive(families, extraKeys, extraY, 3))).toBe(JSON.stringify(m));
    // An unknown group adds nothing.
    expect(predictAdditive(m, families, [["nowhere"], ["1"]])).toBeCloseTo(
      m.base + (m.effects.beds!["1"] ?? 0),
      6,
    );
  });

  it("a ridge penalty shrinks a small group towards zero", () => {
    // 20 listings at 10, three in town "x" at 11: unpenalised, x is +1; with lambda 3, about half of it.
    const k = [...Array.from({ length: 20 }, () => [["y"]]), [["x"]], [["x"]], [["x"]]];
    const v = [...Array.from({ length: 20 }, () => 10), 11, 11, 11];
    const loose = fitAdditive([{ name: "town", lambda: 0.001 }], k, v, 1);
    const shrunk = fitAdditive([{ name: "town", lambda: 3 }], k, v, 1);
    expect(loose.effects.town!.x!).toBeCloseTo(1, 2);
    expect(shrunk.effects.town!.x!).toBeGreaterThan(0.3);
    expect(shrunk.effects.town!.x!).toBeLessThan(0.6);
  });
});
