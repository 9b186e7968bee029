/**
 * What the words of a free-text search query mean (SPEC §5; ADR 0400), for the parser in query.ts. Pure: role
 * words, profession words and city phrases (the longest first) become filters, "3 bedroom" or "3bed" becomes
 * bedroomCount, "rent"/"sale"/"buy" the listing type; stop words and single letters are dropped; every other
 * word, folded and made singular, must match.
 */
import { singular, stripMarkup, words } from "../../platform/language/text.ts";
import type { CityFilter } from "../../platform/language/tsquery.ts";
import {
  BEDROOM_WORDS,
  type CityIndex,
  LISTING_TYPE_WORDS,
  PROFESSION_WORDS,
  type Profession,
  type ProfileRole,
  ROLE_WORDS,
  STOP_WORDS,
} from "../../platform/language/vocabulary.ts";

/** What the words of a free-text query mean. */
export interface ParsedText {
  /** The query with markup removed. */
  text: string;
  /** Words every result must match, as prefixes (folded, plurals reduced). */
  terms: string[];
  roles: ProfileRole[];
  professions: Profession[];
  cities: CityFilter[];
  listingType: "rent" | "sale" | null;
  bedrooms: number | null;
  /** Stop words and single letters that were dropped. */
  dropped: string[];
  /** Number of words the query had (before filters were taken out). */
  wordCount: number;
}

const BEDROOMS_GLUED = /^(\d{1,2})(bed|beds|bedroom|bedrooms|bedroomed|br|bdr|bd)$/;

/** Splits a free-text query into filters and the words that must match. */
export function parseQueryText(input: string, cities: CityIndex): ParsedText {
  const text = stripMarkup(input);
  const tokens = words(text);
  const out: ParsedText = {
    text,
    terms: [],
    roles: [],
    professions: [],
    cities: [],
    listingType: null,
    bedrooms: null,
    dropped: [],
    wordCount: tokens.length,
  };
  const addOnce = <T>(list: T[], value: T) => {
    if (!list.includes(value)) list.push(value);
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];

    const glued = BEDROOMS_GLUED.exec(token);
    if (glued) {
      out.bedrooms = Number(glued[1]);
      continue;
    }
    if (/^\d{1,2}$/.test(token) && next !== undefined && BEDROOM_WORDS.has(next)) {
      out.bedrooms = Number(token);
      i++;
      continue;
    }
    const role = ROLE_WORDS[token];
    if (role) {
      addOnce(out.roles, role);
      continue;
    }
    const profession = PROFESSION_WORDS[token];
    if (profession) {
      addOnce(out.professions, profession);
      continue;
    }
    const listingType = LISTING_TYPE_WORDS[token];
    if (listingType) {
      out.listingType = listingType;
      continue;
    }

    // The longest place phrase starting here ("port harcourt" before "port"); a trailing number that
    // belongs to "2 bedroom" is not part of the place ("wuse 2 bedroom" is Wuse).
    let matched = 0;
    for (let n = Math.min(cities.maxWords, tokens.length - i); n >= 1; n--) {
      const phraseTokens = tokens.slice(i, i + n);
      const phrase = phraseTokens.join(" ");
      const name = cities.phrases.get(phrase);
      if (!name) continue;
      const after = tokens[i + n];
      if (/^\d+$/.test(phraseTokens[n - 1]!) && after !== undefined && BEDROOM_WORDS.has(after)) continue;
      if (!out.cities.some((c) => c.name === name))
        out.cities.push({ name, words: phraseTokens, fromText: true });
      matched = n;
      break;
    }
    if (matched) {
      i += matched - 1;
      continue;
    }

    if (STOP_WORDS.has(token) || (token.length === 1 && !/\d/.test(token))) {
      out.dropped.push(token);
      continue;
    }
    addOnce(out.terms, singular(token));
  }
  return out;
}
