import { describe, expect, it } from "vitest";
import { fitGbdt, predictGbdt } from "./gbdt.ts";

describe("the mode-seeking phase of the estimate (ADR 0503)", () => {
  // Two kinds of rows (x = 0 and x = 1). In each, 45% of prices sit tightly at one level and 55% are spread
  // above it (+0.3 to +1.8 in log terms: a long upper tail, as mistyped or unusual listings give). The median
  // lies in the tail (+0.3); the mode is the tight level.
  const n = 1000;
  const x = [Float64Array.from({ length: n }, (_, i) => i % 2)];
  const core = (i: number) => (i % 2 === 0 ? 15 : 16);
  const y = Float64Array.from({ length: n }, (_, i) => {
    const k = Math.floor(i / 2) % 20;
    return k < 9 ? core(i) + (k - 4) * 0.004 : core(i) + 0.3 + (k - 9) * 0.15;
  });
  const opts = {
    trees: 150,
    depth: 2,
    learningRate: 0.2,
    minLeaf: 20,
    subsample: 1,
    colsample: 1,
    alpha: 0.5,
    bins: 16,
    seed: 3,
  };

  it("quantile trees alone land in the tail; the mode trees bring the estimate back to the dense level", () => {
    const quantileOnly = fitGbdt(x, y, opts);
    const withMode = fitGbdt(x, y, { ...opts, trees: 250, mode: { trees: 100, width: 0.15, centre: 0 } });
    for (const v of [0, 1]) {
      const dense = v === 0 ? 15 : 16;
      expect(predictGbdt(quantileOnly, [v])).toBeGreaterThan(dense + 0.1);
      expect(Math.abs(predictGbdt(withMode, [v]) - dense)).toBeLessThan(0.05);
    }
  });

  it("is deterministic", () => {
    const o = { ...opts, subsample: 0.8, trees: 60, mode: { trees: 30, width: 0.15, centre: 0.02 } };
    expect(JSON.stringify(fitGbdt(x, y, o))).toBe(JSON.stringify(fitGbdt(x, y, o)));
  });
});
