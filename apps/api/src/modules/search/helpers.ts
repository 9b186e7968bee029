/**
 * The helper searches of GET /api/search (SPEC §5, §7; ADR 0404): with a query or filters, a search of every kind
 * also asks the satellites for matching service providers, building materials, community groups and caveat posts
 * (`per_page` = the search's limit, `page` = its page), filtered the same way as the rest:
 * - every text word must match each result;
 * - a city (a word of the query or `city=`) must be the result's place, or its state when the word names one
 *   ("lagos", "abuja"); `state=` must be its state;
 * - a profession keeps providers of that trade and empties the other three (they have no trade);
 * - a role (people) or a property-only filter (price, bedrooms, property type or a kind of home named in the
 *   text, listing type) empties all four,
 *   since no helper result has one, as a profession empties the listings;
 * - `type=properties` or `type=users` asks for those groups only.
 * The satellites are reached through their services (app.services.providers/.store/.groups/.news), typed here by
 * what the search calls, so this module imports none of their code.
 */
import type {
  CaveatPostResult,
  GroupResult,
  MaterialResult,
  ProviderResult,
  SearchHelperGroups,
} from "@ile/contract";
import type { Totals } from "../../db/id-page.ts";
import { type HelperSearch, mayMatch } from "../../platform/helper-search.ts";
import { parseState } from "../../platform/language/states.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { SearchRequest } from "./query.ts";

type Cards<T> = {
  searchCards(f: HelperSearch): Promise<{ items: T[]; total: number }>;
  /** Every word its records can be found by (`mayMatch`), or null when there are too many to keep. */
  searchWords(): Promise<string | null>;
};

export interface SearchHelpers {
  providers: Cards<ProviderResult>;
  store: Cards<MaterialResult>;
  groups: Cards<GroupResult>;
  news: Cards<CaveatPostResult>;
}

/** Filters only a listing can meet. */
export const propertyOnly = (req: SearchRequest) =>
  req.propertyType.length > 0 ||
  req.types.length > 0 ||
  req.minPriceKobo !== null ||
  req.maxPriceKobo !== null ||
  req.bedrooms !== null ||
  req.listingType !== null ||
  req.bbox !== null;

/** Whether the request asks for helper groups at all (see the file comment). */
export function asksHelpers(req: SearchRequest): boolean {
  if (req.type !== "all" || req.roles.length || propertyOnly(req)) return false;
  return req.terms.length > 0 || req.cities.length > 0 || req.state !== null || req.professions.length > 0;
}

/** The helpers' filters, or null when the request asks for none of them (see the file comment). */
export function helperFilters(req: SearchRequest, totals: Totals): HelperSearch | null {
  if (!asksHelpers(req)) return null;
  const cities = req.cities.length
    ? [...new Set(req.cities.flatMap((c) => [c.name.toLowerCase(), c.words.join(" ")]))]
    : null;
  return {
    words: req.terms,
    states: req.state ? req.state.aliases : null,
    cities,
    cityStates: cities ? [...new Set(req.cities.flatMap((c) => parseState(c.name).aliases))] : null,
    categories: req.professions.length ? [...req.professions] : null,
    page: req.page,
    perPage: req.limit,
    totals,
  };
}

/**
 * How one helper group's result is computed (given the group's filters): directly, or through a cache of the
 * caller's (`kept`).
 */
export type KeepHelper = <T>(
  group: keyof SearchHelpers,
  compute: () => Promise<T>,
  filters: HelperSearch,
) => Promise<T>;

/**
 * Searches with one of a request's constraints each (one word; the places; the state), its trade kept. Every filter
 * narrows (each word must match, and the places, and the state), so each of these finds all that the whole request
 * finds: when one finds nothing, neither does the request. They are few and shared by many requests ("duplex",
 * "lekki"), so their totals, kept, answer most new combinations of words, places and pages without a statement.
 * None for a request of one constraint (it is its own probe).
 */
export function probesOf(f: HelperSearch): HelperSearch[] {
  const base: HelperSearch = {
    words: [],
    states: null,
    cities: null,
    cityStates: null,
    categories: f.categories,
    page: 1,
    perPage: 0, // the total alone
  };
  const probes: HelperSearch[] = f.words.map((w) => ({ ...base, words: [w] }));
  if (f.cities) probes.push({ ...base, cities: f.cities, cityStates: f.cityStates });
  if (f.states) probes.push({ ...base, states: f.states });
  return probes.length > 1 ? probes : [];
}

/** Runs the helper searches a request asks for; groups not asked for are empty. */
export async function runHelpers(
  helpers: SearchHelpers,
  req: SearchRequest,
  totals: Totals,
  kept: KeepHelper = (_group, compute, _filters) => compute(),
): Promise<{ groups: SearchHelperGroups; total: number }> {
  const f = helperFilters(req, totals);
  const noTrade = f && !f.categories ? f : null;
  const page = <T>(found: { items: T[]; total: number } | null) => ({
    data: found?.items ?? [],
    pagination: pageMeta(req.page, req.limit, found?.total ?? 0),
  });
  const [providers, materials, groups, posts] = await Promise.all([
    f ? kept("providers", () => helpers.providers.searchCards(f), f) : null,
    noTrade ? kept("store", () => helpers.store.searchCards(noTrade), noTrade) : null,
    noTrade ? kept("groups", () => helpers.groups.searchCards(noTrade), noTrade) : null,
    noTrade ? kept("news", () => helpers.news.searchCards(noTrade), noTrade) : null,
  ]);
  return {
    groups: {
      service_providers: page(providers),
      building_materials: page(materials),
      groups: page(groups),
      caveat_posts: page(posts),
    },
    total: (providers?.total ?? 0) + (materials?.total ?? 0) + (groups?.total ?? 0) + (posts?.total ?? 0),
  };
}

/**
 * Each helper group's words (`searchWords`), kept under the services version they were read at, for `lifetimeMs`
 * (as the groups' results are: writes that do not move the version lag as long). A search word in none of a group's
 * words finds nothing there: no statement is needed to know it (on the embedded database every statement costs
 * the server's one thread milliseconds, and new words, typos above all, are most of a never-repeating search's
 * helper statements). The words are read in the background, never on a search's path: until they are read under
 * the current version, every word may match (the statements decide).
 */
export class HelperWords {
  private readonly kept = new Map<
    keyof SearchHelpers,
    { version: number; at: number; words: string | null }
  >();
  private readonly reading = new Set<keyof SearchHelpers>();

  constructor(
    private readonly helpers: SearchHelpers,
    private readonly lifetimeMs: number,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one of `words` is surely in no record of `group` under services version `version`. */
  surelyNone(group: keyof SearchHelpers, words: string[], version: number): boolean {
    if (!words.length || version < 0) return false;
    const kept = this.kept.get(group);
    if (!kept || kept.version !== version || this.now() - kept.at >= this.lifetimeMs)
      this.read(group, version);
    if (!kept || kept.version !== version || kept.words === null) return false;
    const vocabulary = kept.words;
    return words.some((w) => !mayMatch(vocabulary, w));
  }

  private read(group: keyof SearchHelpers, version: number) {
    if (this.reading.has(group)) return;
    this.reading.add(group);
    const at = this.now();
    this.helpers[group]
      .searchWords()
      .then((words) => this.kept.set(group, { version, at, words }))
      .catch(this.onError)
      .finally(() => this.reading.delete(group));
  }
}
