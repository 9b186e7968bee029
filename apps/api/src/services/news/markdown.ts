/**
 * Markdown for news and blog articles (ADR 0801): markdown-it with raw HTML disabled, so whatever an editor types
 * that looks like a tag is shown as text; its link check refuses javascript:, vbscript:, file: and data: (except
 * images) URLs. Links open safely. The HTML is made on the server and sent as `content_html`.
 */
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet("href") ?? "";
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet("rel", "noopener noreferrer nofollow");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Whole minutes to read `text` at 200 words a minute (at least 1). */
export function readingMinutes(text: string): number {
  const count = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(count / 200));
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Plain text (notices) as HTML paragraphs: everything escaped, blank lines part paragraphs, single ones break. */
export function plainHtml(text: string): string {
  const esc = text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  return esc
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}
