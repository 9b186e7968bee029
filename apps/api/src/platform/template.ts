/**
 * Server-rendered HTML templates (the few pages the API serves itself, such as the sandbox checkout). A template is
 * an .html file read once: `{{name}}` is replaced by the value HTML-escaped; `{{{name}}}` inserts already rendered
 * HTML (another template's output) as it is. A name without a value is an error, never an empty hole.
 */
import { readFileSync } from "node:fs";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Rendered HTML, so it can be put into another template unescaped. */
export class Html {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

export function template(url: URL) {
  const text = readFileSync(url, "utf8");
  return (values: Record<string, string | Html> = {}) =>
    new Html(
      text.replace(/\{\{(\{?)\s*(\w+)\s*\}?\}\}/g, (_all, raw: string, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`Template ${url.pathname} needs a value for ${name}`);
        if (raw) {
          if (!(value instanceof Html))
            throw new Error(`Template ${url.pathname}: ${name} must be rendered HTML`);
          return value.html;
        }
        return escapeHtml(String(value));
      }),
    );
}
