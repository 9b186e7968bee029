/**
 * Builds the PostgreSQL `tsquery` text of a search (ADR 0400) from parsed words. Pure. The search documents
 * (migrations 0420 profiles, 0430 properties) are weighted: A = title/name, B = place, C = type/occupation,
 * D = description/bio. Every text word is a prefix term anywhere; a city is a phrase in the place part; a
 * property type word is a prefix in the type part; a profession is any of its stems in the occupation part.
 * Words reach here already folded to letters and digits (text.ts `words`), so quoting them is enough.
 */
import { PROFESSION_STEMS, type Profession } from "./vocabulary.ts";

export interface CityFilter {
  /** Display name ("Port Harcourt"). */
  name: string;
  /** Folded words matched as a phrase against a record's location ("port", "harcourt"). */
  words: string[];
  /** True when it came from a word of the query (the search may fall back to reading it as text). */
  fromText: boolean;
}

const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, "");
const quoted = (word: string) => `'${safe(word)}'`;

export interface TsQueryParts {
  terms: string[];
  cities: CityFilter[];
  propertyType?: string[];
  professions?: Profession[];
}

/** The query text, or null when nothing restricts the search document. */
export function buildTsQuery(parts: TsQueryParts): string | null {
  const and: string[] = [];
  for (const term of parts.terms) if (safe(term)) and.push(`${quoted(term)}:*`);
  const cities = parts.cities
    .map((c) =>
      c.words
        .map(safe)
        .filter(Boolean)
        .map((w) => `${quoted(w)}:B`)
        .join(" <-> "),
    )
    .filter(Boolean);
  if (cities.length === 1) and.push(cities[0]!.includes("<->") ? `(${cities[0]})` : cities[0]!);
  else if (cities.length > 1) and.push(`(${cities.map((c) => `(${c})`).join(" | ")})`);
  for (const word of parts.propertyType ?? []) if (safe(word)) and.push(`${quoted(word)}:*C`);
  const stems = [...new Set((parts.professions ?? []).flatMap((p) => PROFESSION_STEMS[p]))];
  if (stems.length) and.push(`(${stems.map((s) => `${quoted(s)}:*C`).join(" | ")})`);
  return and.length ? and.join(" & ") : null;
}
