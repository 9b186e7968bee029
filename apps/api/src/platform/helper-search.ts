/**
 * The filters GET /api/search hands to the satellites' search helpers (SPEC §5, §7: groups, service providers,
 * building materials, caveat posts; ADR 0404). The search module parses the request once; each satellite applies
 * the filters that mean something for its records. Words and place names arrive folded (lower case, no accents).
 */
import type { Totals } from "../db/id-page.ts";

export interface HelperSearch {
  /** Words every result must match, as prefixes (text) or substrings (ILIKE helpers). */
  words: string[];
  /** Folded spellings of the state ("abuja", "fct", "federal capital territory"), or null for any state. */
  states: string[] | null;
  /** Folded place names; a result in any of them matches (null: anywhere). */
  cities: string[] | null;
  /** Folded spellings of the states the place words name ("lagos", "abuja" → FCT): a result in one matches too. */
  cityStates: string[] | null;
  /** Provider categories (profession filters); null for any. */
  categories: string[] | null;
  page: number;
  /** Results a page; 0 asks for the total alone (no page is read). */
  perPage: number;
  /** Totals reused until the next write (the search's page cache, ADR 0403); counted each time when absent. */
  totals?: Totals | undefined;
}

/** A prefix tsquery of the words ('plumb':* & 'lekki':*), or null when none; words reduced to letters and digits. */
export function prefixTsQuery(words: string[]): string | null {
  const safe = words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
  return safe.length ? safe.map((w) => `'${w}':*`).join(" & ") : null;
}

/**
 * Whether a search word can match a record whose texts have these words (`helperWords`: every whitespace-separated
 * word of the texts a helper matches, lower case, one a line). A word found in none of them matches no record, as
 * an ILIKE pattern (anywhere in a text) nor as a prefix of a `simple` tsvector's lexeme (each a piece of one of
 * those words); so the helper's statement is not needed to know that it finds nothing (ADR 0407 addendum).
 */
export function mayMatch(vocabulary: string, word: string): boolean {
  if (/\s/u.test(word)) return true;
  return vocabulary.includes(word) || vocabulary.includes(word.replace(/[^\p{L}\p{N}]/gu, ""));
}

/** An ILIKE pattern that matches `word` literally anywhere. */
export const likeAnywhere = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;
