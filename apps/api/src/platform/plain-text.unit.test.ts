import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";

describe("plainText", () => {
  it("strips markup and keeps line breaks", () => {
    expect(plainText("<b>Hello</b> there\n\n\n\n<script>alert(1)</script>Second <i>line</i>")).toBe(
      "Hello there\n\nSecond line",
    );
  });
  it("removes markup that spans lines and decodes entities once stripped", () => {
    expect(plainText("a <img\nsrc=x onerror=alert(1)> b &lt;i&gt;c&lt;/i&gt;")).toBe("a b c");
  });
});
