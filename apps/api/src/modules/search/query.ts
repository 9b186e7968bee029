/**
 * The search query parser (SPEC §5, §7, §8): turns the raw query-string parameters of GET /api/search into a
 * validated request. Pure: no database, no I/O. Rules:
 * - every text input is stripped of markup first;
 * - the query is split into words; role words, profession words and city words become filters, "3 bedroom"
 *   becomes bedroomCount, "rent"/"sale"/"buy" the listing type; small stop words are dropped;
 * - every remaining word must match (prefix, accent- and case-insensitive — done by the repository);
 * - prices are decimals (naira, commas and ₦ allowed) turned into integer kobo; bedroomCount is an integer;
 * - errors are per field, and every message is also under `query` (SPEC §8: the UI shows errors.query).
 * What the words of the free-text query mean is query-text.ts.
 */
import { type Bbox, searchParamMessages as M, parseBbox, SEARCH_SORTS, type SearchSort } from "@ile/contract";
import type { FieldErrors } from "../../platform/errors.ts";
import { parseState, type StateFilter } from "../../platform/language/states.ts";
import { fold, singular, stripMarkup, words } from "../../platform/language/text.ts";
import type { CityFilter } from "../../platform/language/tsquery.ts";
import {
  type CityIndex,
  canonicalCity,
  LISTING_TYPE_WORDS,
  PROFESSION_WORDS,
  PROFESSIONS,
  type Profession,
  type ProfileRole,
  ROLE_WORDS,
  type TypeFilter,
} from "../../platform/language/vocabulary.ts";
import { type ParsedText, parseQueryText } from "./query-text.ts";

export type { CityFilter, ParsedText, StateFilter };
export { parseQueryText };

export const SEARCH_TYPES = ["all", "properties", "users"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_LIMITS = {
  defaultPage: 1,
  defaultLimit: 10,
  maxLimit: 50,
  maxPage: 10_000,
  maxQueryLength: 200,
  maxWords: 12,
  maxFilterLength: 100,
  maxBedrooms: 50,
} as const;

/** Largest price accepted, in naira: kobo must stay an exact integer in JavaScript. */
const MAX_PRICE_NAIRA = Math.floor(Number.MAX_SAFE_INTEGER / 100);

export interface SearchRequest {
  type: SearchType;
  page: number;
  limit: number;
  query: string;
  terms: string[];
  /** Prefixes the UI highlights in results: the terms and the city words. */
  highlight: string[];
  roles: ProfileRole[];
  professions: Profession[];
  cities: CityFilter[];
  state: StateFilter | null;
  /** Words of the propertyType parameter, each matched as a prefix against the listing's type. */
  propertyType: string[];
  /** Kinds of home the query names in local words ("selfcon", "BQ"): any of the ways listings write each. */
  types: TypeFilter[];
  minPriceKobo: number | null;
  maxPriceKobo: number | null;
  bedrooms: number | null;
  listingType: "rent" | "sale" | null;
  /** Only listings whose map point is in this area (`bbox=west,south,east,north`; ADR 0408). */
  bbox: Bbox | null;
  /** The order of the listings (`sort=`, the contract's SEARCH_SORTS; relevance when not given). */
  sort: SearchSort;
  /**
   * The query as typed when some of its words were corrected before searching ("leki" → "Lekki", "suru lere" →
   * "Surulere"; suggestions.ts): `query` is then the corrected text. Null when searched as typed.
   */
  corrected: { from: string; to: string } | null;
}

export type RawParams = Record<string, unknown>;

export type ParseResult = { ok: true; value: SearchRequest } | { ok: false; errors: FieldErrors };

/** One value of a query parameter: repeated parameters keep the last; anything else becomes text. */
function one(raw: RawParams, key: string): string | undefined {
  const v = raw[key];
  const last = Array.isArray(v) ? v[v.length - 1] : v;
  if (last === undefined || last === null) return undefined;
  return String(last);
}

/** A text parameter: markup stripped; empty means "not given". */
function textParam(raw: RawParams, key: string): string | undefined {
  const v = one(raw, key);
  if (v === undefined) return undefined;
  const clean = stripMarkup(v);
  return clean === "" ? undefined : clean;
}

/** "5,000,000", "₦ 5000000.50", "NGN 250000" → naira as a number; null when not a decimal. */
export function parseNaira(value: string): number | null {
  const s = value
    .trim()
    .replace(/^(₦|ngn)\s*/i, "")
    .replace(/[,\s_]/g, "");
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return null;
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : null;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}

function wholeNumber(value: string): number | null {
  const s = value.trim();
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/**
 * Validates and interprets GET /api/search parameters. `query` words that name a role, profession or city
 * become filters unless the same filter is given as its own parameter (the parameter wins).
 */
export function parseSearchParams(raw: RawParams, cities: CityIndex): ParseResult {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const typeRaw = textParam(raw, "type")?.toLowerCase() ?? "all";
  const type = (SEARCH_TYPES as readonly string[]).includes(typeRaw) ? (typeRaw as SearchType) : null;
  if (!type) fail("type", M.typeInvalid(SEARCH_TYPES));

  const pageRaw = one(raw, "page");
  const page =
    pageRaw === undefined || pageRaw.trim() === "" ? SEARCH_LIMITS.defaultPage : wholeNumber(pageRaw);
  if (page === null || page < 1 || page > SEARCH_LIMITS.maxPage)
    fail("page", M.pageRange(SEARCH_LIMITS.maxPage));

  const limitRaw = one(raw, "limit");
  const limit =
    limitRaw === undefined || limitRaw.trim() === "" ? SEARCH_LIMITS.defaultLimit : wholeNumber(limitRaw);
  if (limit === null || limit < 1 || limit > SEARCH_LIMITS.maxLimit)
    fail("limit", M.limitRange(SEARCH_LIMITS.maxLimit));

  const queryText = textParam(raw, "query") ?? "";
  if (queryText.length > SEARCH_LIMITS.maxQueryLength)
    fail("query", M.queryTooLong(SEARCH_LIMITS.maxQueryLength));
  const parsed = parseQueryText(queryText.slice(0, SEARCH_LIMITS.maxQueryLength * 2), cities);
  if (parsed.wordCount > SEARCH_LIMITS.maxWords) fail("query", M.tooManyWords(SEARCH_LIMITS.maxWords));

  const shortText = (key: string, label: string) => {
    const v = textParam(raw, key);
    if (v !== undefined && v.length > SEARCH_LIMITS.maxFilterLength) {
      fail(key, M.tooLong(label, SEARCH_LIMITS.maxFilterLength));
      return undefined;
    }
    return v;
  };

  // role: one of the role words (user, agent, landlord, developer, tenant); comma lists allowed.
  let roles = parsed.roles;
  const roleRaw = shortText("role", M.labels.role);
  if (roleRaw !== undefined) {
    const mapped = words(roleRaw).map((w) => ROLE_WORDS[w]);
    if (!mapped.length || mapped.some((r) => !r)) fail("role", M.roleInvalid);
    else roles = [...new Set(mapped as ProfileRole[])];
  }

  let professions = parsed.professions;
  const professionRaw = shortText("profession", M.labels.profession);
  if (professionRaw !== undefined) {
    const mapped = words(professionRaw).map((w) => PROFESSION_WORDS[w]);
    if (!mapped.length || mapped.some((p) => !p)) fail("profession", M.professionInvalid(PROFESSIONS));
    else professions = [...new Set(mapped as Profession[])];
  }

  let cityFilters = parsed.cities;
  const cityRaw = shortText("city", M.labels.city);
  if (cityRaw !== undefined) {
    const cityWords = words(cityRaw);
    if (!cityWords.length) fail("city", M.cityLetters);
    else cityFilters = [{ name: canonicalCity(cities, cityRaw), words: cityWords, fromText: false }];
  }

  const stateRaw = shortText("state", M.labels.state);
  let state: StateFilter | null = null;
  if (stateRaw !== undefined) {
    state = parseState(stateRaw);
    if (!state.aliases[0]) {
      fail("state", M.stateLetters);
      state = null;
    }
  }

  const propertyTypeRaw = shortText("propertyType", M.labels.propertyType);
  const propertyType = propertyTypeRaw === undefined ? [] : words(propertyTypeRaw).map(singular);
  if (propertyTypeRaw !== undefined && !propertyType.length) fail("propertyType", M.propertyTypeLetters);

  const price = (key: "minPrice" | "maxPrice", label: string) => {
    const v = one(raw, key);
    if (v === undefined || stripMarkup(v) === "") return null;
    const naira = parseNaira(stripMarkup(v));
    if (naira === null || naira > MAX_PRICE_NAIRA) {
      fail(key, M.priceInvalid(label));
      return null;
    }
    return nairaToKobo(naira);
  };
  const minPriceKobo = price("minPrice", M.labels.minPrice);
  const maxPriceKobo = price("maxPrice", M.labels.maxPrice);
  if (minPriceKobo !== null && maxPriceKobo !== null && maxPriceKobo < minPriceKobo)
    fail("maxPrice", M.priceOrder);

  let bedrooms = parsed.bedrooms;
  const bedroomsRaw = one(raw, "bedroomCount");
  if (bedroomsRaw !== undefined && stripMarkup(bedroomsRaw) !== "") {
    const n = wholeNumber(stripMarkup(bedroomsRaw));
    if (n === null || n > SEARCH_LIMITS.maxBedrooms)
      fail("bedroomCount", M.bedroomsRange(SEARCH_LIMITS.maxBedrooms));
    else bedrooms = n;
  }

  let listingType = parsed.listingType;
  const listingRaw = textParam(raw, "listingType")?.toLowerCase();
  if (listingRaw !== undefined) {
    const mapped = LISTING_TYPE_WORDS[fold(listingRaw)];
    if (!mapped) fail("listingType", M.listingTypeInvalid);
    else listingType = mapped;
  }

  let bbox: Bbox | null = null;
  const bboxRaw = one(raw, "bbox");
  if (bboxRaw !== undefined && bboxRaw.trim() !== "") {
    const parsedBbox = parseBbox(bboxRaw.slice(0, 200));
    if (parsedBbox.ok) bbox = parsedBbox.value;
    else fail("bbox", parsedBbox.message);
  }

  const sortRaw = textParam(raw, "sort")?.toLowerCase() ?? "relevance";
  const sort = (SEARCH_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as SearchSort) : null;
  if (!sort) fail("sort", M.sortInvalid(SEARCH_SORTS));

  const fields = Object.keys(errors);
  if (fields.length) {
    // SPEC §8: the UI shows the first errors.query message, so every problem is listed there too.
    const all = fields.flatMap((f) => errors[f]!);
    errors.query = [...new Set([...(errors.query ?? []), ...all])];
    return { ok: false, errors };
  }

  const highlight = [
    ...new Set([
      ...parsed.terms,
      ...cityFilters.flatMap((c) => [...c.words, ...(c.area?.words ?? [])]),
      ...parsed.types.flatMap((t) => t.ways[0]!),
    ]),
  ];
  return {
    ok: true,
    value: {
      type: type!,
      page: page!,
      limit: limit!,
      query: parsed.text,
      terms: parsed.terms,
      highlight,
      roles,
      professions,
      cities: cityFilters,
      state,
      propertyType,
      types: parsed.types,
      minPriceKobo,
      maxPriceKobo,
      bedrooms,
      listingType,
      bbox,
      sort: sort!,
      corrected: null,
    },
  };
}
