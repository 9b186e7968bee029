import { describe, expect, it } from "vitest";
import { ILLUSTRATION_KINDS, illustrationSvg } from "./illustrations.ts";

/** What a frame of `aspect` (width / height) keeps of the 1200 × 800 drawing under object-fit: cover. */
function kept(aspect: number) {
  const width = Math.min(1200, 800 * aspect);
  const height = Math.min(800, 1200 / aspect);
  return {
    left: (1200 - width) / 2,
    right: (1200 + width) / 2,
    top: (800 - height) / 2,
    bottom: (800 + height) / 2,
  };
}

describe("the Illustration label", () => {
  // Issue 38: cards (4:3) cut the label's right end off ("Illustratio") and the gallery (16:9) hid it entirely.
  it.each([
    ["a card", 4 / 3],
    ["the gallery", 16 / 9],
  ])("is whole inside what %s shows, on every kind", (_frame, aspect) => {
    const frame = kept(aspect);
    for (const kind of ILLUSTRATION_KINDS) {
      const svg = illustrationSvg(kind, 3);
      const found = svg.match(
        /<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" rx="\d+" fill="#000"[^>]*\/><text[^>]*>Illustration<\/text>/,
      );
      expect(found, kind).not.toBeNull();
      const [x, y, w, h] = found!.slice(1).map(Number) as [number, number, number, number];
      expect(x, kind).toBeGreaterThanOrEqual(frame.left);
      expect(x + w, kind).toBeLessThanOrEqual(frame.right);
      expect(y, kind).toBeGreaterThanOrEqual(frame.top);
      expect(y + h, kind).toBeLessThanOrEqual(frame.bottom);
    }
  });
});
