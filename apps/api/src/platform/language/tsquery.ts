/**
 * Builds the PostgreSQL `tsquery` text of a search (ADR 0400) from parsed words. Pure. The search documents
 * (migrations 0420 profiles, 0430 properties) are weighted: A = title/name, B = place, C = type/occupation,
 * D = description/bio. Every text word is a prefix term anywhere; a city is a phrase in the place part, and a
 * neighbourhood's words (any of their spellings) are in the place part too; a property type word is a prefix in
 * the type part; a kind of home named in the text ("selfcon") is any of the ways listings write it, anywhere; a
 * profession is any of its stems in the occupation part.
 * Words reach here already folded to letters and digits (text.ts `words`), so quoting them is enough.
 */
import { spellingsOf } from "./places.ts";
import { type Neighbourhood, PROFESSION_STEMS, type Profession, type TypeFilter } from "./vocabulary.ts";

export interface CityFilter {
  /** Display name ("Port Harcourt"). */
  name: string;
  /** Folded words matched as a phrase against a record's location ("port", "harcourt"). */
  words: string[];
  /** True when it came from a word of the query (the search may fall back to reading it as text). */
  fromText: boolean;
  /** A neighbourhood of the town named with it ("Lekki Phase 1"): its words must be in the place part too. */
  area?: Neighbourhood;
}

const safe = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, "");
const quoted = (word: string) => `'${safe(word)}'`;

export interface TsQueryParts {
  terms: string[];
  cities: CityFilter[];
  propertyType?: string[];
  /** Kinds of home named in the text: one of each one's ways must match (every word a prefix, anywhere). */
  types?: TypeFilter[];
  professions?: Profession[];
}

/** "a | b" wrapped when it has more than one part. */
const anyOf = (parts: string[]) => (parts.length > 1 ? `(${parts.join(" | ")})` : parts[0]!);

/** A town as a phrase of the place part, and a neighbourhood's words (any of their spellings) there too. */
function placeQuery(c: CityFilter): string {
  const town = c.words
    .map(safe)
    .filter(Boolean)
    .map((w) => `${quoted(w)}:B`)
    .join(" <-> ");
  if (!c.area) return town;
  const area = c.area.words.map((w) => anyOf(spellingsOf(w).map((s) => `${quoted(s)}:B`)));
  return [town.includes(" ") ? `(${town})` : town, ...area].join(" & ");
}

/** The query text, or null when nothing restricts the search document. */
export function buildTsQuery(parts: TsQueryParts): string | null {
  const and: string[] = [];
  for (const term of parts.terms) if (safe(term)) and.push(`${quoted(term)}:*`);
  const cities = parts.cities.map(placeQuery).filter(Boolean);
  if (cities.length === 1) and.push(cities[0]!.includes(" ") ? `(${cities[0]})` : cities[0]!);
  else if (cities.length > 1) and.push(`(${cities.map((c) => `(${c})`).join(" | ")})`);
  for (const word of parts.propertyType ?? []) if (safe(word)) and.push(`${quoted(word)}:*C`);
  for (const type of parts.types ?? []) {
    const ways = type.ways.map((way) => way.map((w) => `${quoted(w)}:*`));
    and.push(anyOf(ways.map((way) => (way.length > 1 ? `(${way.join(" & ")})` : way[0]!))));
  }
  const stems = [...new Set((parts.professions ?? []).flatMap((p) => PROFESSION_STEMS[p]))];
  if (stems.length) and.push(`(${stems.map((s) => `${quoted(s)}:*C`).join(" | ")})`);
  return and.length ? and.join(" & ") : null;
}
