/**
 * User-typed text for the community services (ADR 0800): markup stripped on input, line breaks kept. Each line
 * goes through the search's `stripMarkup` (tags, comments, scripts, entities, invisible characters); runs of
 * blank lines shrink to one. Output is escaped by React (web) and the JSON serializer; nothing is HTML.
 */
import { stripMarkup } from "./language/text.ts";

export function plainText(input: string | null | undefined): string {
  const text = String(input ?? "").replace(/\r\n?/g, "\n");
  // Markup can span lines (<script>…</script>): strip the whole first, marking line breaks so they survive.
  const MARK = "⟦ile-nl⟧";
  const joined = stripMarkup(text.replace(/\n/g, ` ${MARK} `));
  return joined
    .split(MARK)
    .map((line) =>
      line
        .replace(/\s+/g, " ")
        .replace(/ ([.,;:!?])(?=\s|$)/g, "$1")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** One line of plain text (names, titles, reasons). */
export const plainLine = (input: string | null | undefined) => stripMarkup(input);
