import { describe, expect, it } from "vitest";
import { readingMinutes, renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders Markdown and shows raw HTML as text", () => {
    const html = renderMarkdown("# Title\n\n**bold** <script>alert(1)</script> <img src=x onerror=alert(1)>");
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });
  it("refuses javascript: links and marks outside links", () => {
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("href");
    expect(renderMarkdown("[Lagos](https://lagosstate.gov.ng)")).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });
  it("counts reading minutes", () => {
    expect(readingMinutes("word ".repeat(401))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });
});
