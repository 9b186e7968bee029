/**
 * Highlights the words of a text that start with one of the searched prefixes, comparing the way the server
 * matches: case- and accent-insensitive ("ikẹja" is highlighted for "ike").
 */
import type { ReactNode } from "react";

export const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** Splits a text into plain parts and the words to mark. */
export function highlightParts(text: string, prefixes: string[]): { text: string; hit: boolean }[] {
  const wanted = prefixes.map(fold).filter(Boolean);
  if (!text || !wanted.length) return [{ text, hit: false }];
  const parts: { text: string; hit: boolean }[] = [];
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (!piece) continue;
    const hit = /[\p{L}\p{N}]/u.test(piece) && wanted.some((p) => fold(piece).startsWith(p));
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += piece;
    else parts.push({ text: piece, hit });
  }
  return parts;
}

export function Highlight({ text, words }: { text: string | null | undefined; words: string[] }): ReactNode {
  if (!text) return null;
  return highlightParts(text, words).map((part, i) =>
    part.hit ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text never reorder
      <mark key={i} className="rounded-sm bg-accent-100 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
