/**
 * What the words of a free-text search query mean (SPEC §5; ADR 0400, 0405), for the parser in query.ts. Pure:
 * role words, profession words and city phrases (the longest first) become filters, a town's neighbourhood named
 * before or after it ("Lekki Phase One", "Ph 1 Lekki", "Ikeja GRA") narrows the town, local words for a kind of
 * home ("selfcon", "miniflat", "BQ", "room and parlour") become a type filter, "3 bedroom" or "3bed" becomes
 * bedroomCount, "rent"/"sale"/"buy" the listing type; stop words and single letters are dropped; every other
 * word, folded and made singular, must match.
 */
import { placeWords } from "../../platform/language/places.ts";
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
  TYPE_PHRASE_WORDS,
  TYPE_PHRASES,
  type TypeFilter,
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
  /** Kinds of home the text names ("selfcon" → self contain). */
  types: TypeFilter[];
  listingType: "rent" | "sale" | null;
  bedrooms: number | null;
  /** Stop words and single letters that were dropped. */
  dropped: string[];
  /** Number of words the query had (before filters were taken out). */
  wordCount: number;
}

const BEDROOMS_GLUED = /^(\d{1,2})(bed|beds|bedroom|bedrooms|bedroomed|br|bdr|bd)$/;

/** True when the words from `start` (n of them) end in a number that belongs to "2 bedroom" after them. */
const endsInBedrooms = (tokens: string[], start: number, n: number) => {
  const after = tokens[start + n];
  return /^\d+$/.test(tokens[start + n - 1]!) && after !== undefined && BEDROOM_WORDS.has(after);
};

/** The longest run of words from `start` that `known` recognises (at most `max` words), and how many words. */
function longest<T>(tokens: string[], start: number, max: number, known: (words: string[]) => T | undefined) {
  for (let n = Math.min(max, tokens.length - start); n >= 1; n--) {
    if (endsInBedrooms(tokens, start, n)) continue;
    const found = known(tokens.slice(start, start + n));
    if (found !== undefined) return { found, n };
  }
  return null;
}

/** The place phrase starting at `start` ("port harcourt" before "port"), as the city index names it. */
const placeAt = (cities: CityIndex, tokens: string[], start: number) =>
  longest(tokens, start, cities.maxWords, (ws) => {
    const name = cities.phrases.get(ws.join(" "));
    return name ? { name, words: ws } : undefined;
  });

/** A neighbourhood of the town `townWords` written at `start` ("phase one", "ph 1", "gra"), up to 3 words. */
const areaAt = (cities: CityIndex, townWords: string[], tokens: string[], start: number) => {
  const areas = cities.areas.get(townWords.join(" "));
  return areas ? longest(tokens, start, 3, (ws) => areas.get(placeWords(ws.join(" ")).join(" "))) : null;
};

/** A town with a neighbourhood named before it ("Ph 1 Lekki"): the area's words, then the town. */
function areaThenTown(cities: CityIndex, tokens: string[], start: number) {
  for (let k = Math.min(3, tokens.length - start - 1); k >= 1; k--) {
    const town = placeAt(cities, tokens, start + k);
    if (!town) continue;
    const area = areaAt(cities, town.found.words, tokens.slice(0, start + k), start);
    if (area && area.n === k) return { town: town.found, area: area.found, n: k + town.n };
  }
  return null;
}

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
    types: [],
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
    const type = longest(tokens, i, TYPE_PHRASE_WORDS, (ws) => TYPE_PHRASES.get(ws.join(" ")));
    if (type) {
      if (!out.types.some((t) => t.name === type.found.name)) out.types.push(type.found);
      i += type.n - 1;
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

    // The longest place phrase starting here ("port harcourt" before "port"); a trailing number that belongs
    // to "2 bedroom" is not part of the place ("wuse 2 bedroom" is Wuse). A neighbourhood of the town may come
    // before it ("Ph 1 Lekki") or after it ("Lekki Phase One").
    const before = areaThenTown(cities, tokens, i);
    const town = before ? null : placeAt(cities, tokens, i);
    const after = town ? areaAt(cities, town.found.words, tokens, i + town.n) : null;
    const place = before ?? (town && { town: town.found, area: after?.found, n: town.n + (after?.n ?? 0) });
    if (place) {
      const { name, words: placeWordsTyped } = place.town;
      if (!out.cities.some((c) => c.name === name && c.area?.name === place.area?.name))
        out.cities.push({
          name,
          words: placeWordsTyped,
          fromText: true,
          ...(place.area ? { area: place.area } : {}),
        });
      i += place.n - 1;
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
