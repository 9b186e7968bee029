import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { escapeHtml, template } from "./template.ts";

function file(text: string) {
  const path = join(mkdtempSync(join(tmpdir(), "ile-template-")), "page.html");
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe("template", () => {
  it("escapes every {{value}} and inserts only rendered HTML with {{{name}}}", () => {
    const inner = template(file("<p>{{who}}</p>"));
    const outer = template(file("<title>{{title}}</title><main>{{{main}}}</main>"));
    const html = outer({ title: `A "quoted" <b>&'`, main: inner({ who: "<script>alert(1)</script>" }) }).html;
    expect(html).toBe(
      "<title>A &quot;quoted&quot; &lt;b&gt;&amp;&#39;</title><main><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></main>",
    );
  });

  it("refuses a missing value and plain text where rendered HTML belongs", () => {
    const page = template(file("{{a}} {{{b}}}"));
    expect(() => page({ b: template(file("x"))() })).toThrow(/needs a value for a/);
    expect(() => page({ a: "1", b: "<i>raw</i>" })).toThrow(/must be rendered HTML/);
  });

  it("escapeHtml leaves plain text alone", () => {
    expect(escapeHtml("Ada Obi, ₦5,000")).toBe("Ada Obi, ₦5,000");
  });
});
