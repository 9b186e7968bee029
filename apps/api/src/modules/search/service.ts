/**
 * One search across listings and people (SPEC §5, §7; ADR 0400); the premium profile lookup by unique key
 * (SPEC §4, §8) is lookup.ts. This file is the search's rules: it parses the request (query.ts) and corrects
 * misspelt and split words first (suggestions.ts, ADR 0405; not with `asTyped=1`), decides which groups run, asks
 * the search port for them (port.ts; the engine `SEARCH_ENGINE` chose, engine.ts), relaxes city words that found
 * nothing, offers "Did you mean …?" when a query searched as typed finds nothing, and serialises the groups.
 * Elsewhere: city words (city-index.ts), what search keeps in the page cache (search-cache.ts: cards, helper
 * results and probes, corrected totals), the helper groups (helper-groups.ts).
 */
import {
  formatBbox,
  messages,
  type PersonCard,
  type PropertyResult,
  type SearchHelperGroups,
  type SearchReply,
  searchReplySchema,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { CoalescedReads } from "../../platform/coalesced-reads.ts";
import { AppError } from "../../platform/errors.ts";
import { singular } from "../../platform/language/text.ts";
import type { CityIndex } from "../../platform/language/vocabulary.ts";
import { type PageCache, pageKey } from "../../platform/page-cache.ts";
import { type PageMeta, pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { logSearchPlaces } from "../analytics/search-log.ts";
import type { Viewer } from "../payments/entitlements.ts";
import { type PeopleService, viewerOf } from "../people/service.ts";
import type { PropertiesService } from "../properties/service.ts";
import { CityIndexCache } from "./city-index.ts";
import { searchEnginesOf } from "./engine.ts";
import { HelperGroups } from "./helper-groups.ts";
import { asksHelpers, propertyOnly, type SearchHelpers } from "./helpers.ts";
import type { ListingQuery, PageAsk, SearchEngines } from "./port.ts";
import { type CityFilter, parseSearchParams, type RawParams, type SearchRequest } from "./query.ts";
import { SearchCache } from "./search-cache.ts";
import { correctText, Suggestions } from "./suggestions.ts";

type SearchData = SearchReply["data"]["data"];
type Group<T> = { data: T[]; pagination: PageMeta };

export { correctText, viewerOf };

/**
 * The listing part of a parsed search as the search port reads it: what GET /api/search matches listings by, and
 * what saved-search alerts percolate a changed listing with (ADR 0406, 0412).
 */
export function listingQueryOf(req: SearchRequest): ListingQuery {
  return {
    terms: req.terms,
    cities: req.cities,
    propertyType: req.propertyType,
    types: req.types,
    states: req.state ? req.state.aliases : null,
    minKobo: req.minPriceKobo,
    maxKobo: req.maxPriceKobo,
    bedrooms: req.bedrooms,
    listingType: req.listingType,
    ownerRoles: req.roles.length ? req.roles : null,
    bbox: req.bbox,
    sort: req.sort,
  };
}

/**
 * The request with each neighbourhood widened to its town ("Lekki Phase 1" → Lekki), and what the reply says
 * (the first neighbourhood and its town); null when the request names no neighbourhood or asks no listings. The
 * service widens only when that neighbourhood has no live listing at all (its listings of another kind or price
 * are no reason to show the town's).
 */
export function widenToTowns(
  req: SearchRequest,
): { req: SearchRequest; said: { from: string; to: string }; area: CityFilter } | null {
  const first = req.cities.find((c) => c.area);
  if (!first?.area || req.type === "users" || req.professions.length > 0) return null;
  const cities: CityFilter[] = [];
  for (const c of req.cities) {
    const { area: _area, ...town } = c;
    if (!cities.some((x) => x.name === town.name && !x.area)) cities.push(town);
  }
  return { req: { ...req, cities }, said: { from: first.area.name, to: first.name }, area: first };
}

const emptyGroup = <T>(page: number, limit: number): Group<T> => ({
  data: [],
  pagination: pageMeta(page, limit, 0),
});

interface Outcome {
  properties: Group<PropertyResult>;
  users: Group<PersonCard>;
  /** Providers, materials, groups and caveat posts (helpers.ts, ADR 0404). */
  helpers: SearchHelperGroups;
  total: number;
}

export class SearchService {
  private readonly db: Db;
  private readonly pages: PageCache;
  private readonly places: CityIndexCache;
  /** What search keeps in the page cache, under its own keys and lifetimes. */
  private readonly cache: SearchCache;
  private readonly helperGroups: HelperGroups;
  private readonly suggestions: Suggestions;
  /** The search port's adapters for listings and people (`SEARCH_ENGINE`, ADR 0412); warmed at start-up. */
  readonly engines: SearchEngines;
  /** Listing and person cards (the same for every viewer) not kept from earlier searches, read in batches. */
  private readonly listingCards: CoalescedReads<PropertyResult>;
  private readonly personCards: CoalescedReads<PersonCard>;

  constructor(
    deps: ServiceDeps,
    private readonly people: PeopleService,
    listings: PropertiesService,
    helpers: SearchHelpers,
  ) {
    this.db = deps.db;
    this.pages = deps.pages;
    this.engines = searchEnginesOf(deps);
    this.suggestions = new Suggestions(deps.db, deps.log, async (word) => {
      const [listings, people] = await Promise.all([
        this.engines.listings.knows(word),
        this.engines.people.knows(word),
      ]);
      return listings || people ? true : listings === null || people === null ? null : false;
    });
    this.places = new CityIndexCache(deps.reads);
    this.cache = new SearchCache(deps.pages);
    this.helperGroups = new HelperGroups(helpers, this.cache, deps.log);
    this.listingCards = new CoalescedReads<PropertyResult>(
      (ids) => listings.byIds(ids),
      (card) => Number(card.id),
    );
    this.personCards = new CoalescedReads<PersonCard>(
      (ids) => people.cards(ids, null),
      (card) => Number(card.id),
    );
  }

  /** One page of matching listing ids and the total, from the engine `SEARCH_ENGINE` chose (port.ts). */
  findListings(q: ListingQuery, ask: PageAsk) {
    return this.engines.listings.find(q, ask);
  }

  /** City words from the data (LGAs, towns in use, neighbourhoods), rebuilt at most every 10 minutes. */
  cities(): Promise<CityIndex> {
    return this.places.cities();
  }

  /**
   * The validated request, its words corrected first (ADR 0405) unless `asTyped=1`: misspelt or split words are
   * replaced by the known words they are near, and the request says what was typed (`corrected`).
   */
  async parse(raw: RawParams): Promise<SearchRequest> {
    const cities = await this.cities();
    const result = parseSearchParams(raw, cities);
    if (!result.ok) {
      const first = result.errors.query?.[0];
      throw AppError.validation(result.errors, first ?? messages.search.invalidParams);
    }
    const typed = result.value;
    if (!typed.query || ["1", "true"].includes(String(raw.asTyped))) return typed;
    const text = await this.suggestions.correct(typed.query, cities);
    const fixed = text === null ? null : parseSearchParams({ ...raw, query: text }, cities);
    if (!fixed?.ok) return typed;
    return { ...fixed.value, corrected: { from: typed.query, to: fixed.value.query } };
  }

  /**
   * The reply to an anonymous search as JSON text (what the route's serializer would give), from the short-lived
   * page cache shared with listing lists (ADR 0403) when a page computed under the current content version is
   * there. Parameters are checked first, so bad ones answer 422 as always; the key is the parsed request, so
   * spellings that parse alike share a page.
   */
  async searchAnonymousJson(raw: RawParams): Promise<Buffer> {
    const req = await this.parse(raw);
    logSearchPlaces(this.db, req);
    // A search that shows helper groups (providers, products) also depends on home-services writes.
    const kind = asksHelpers(req) ? "search+services" : "search";
    return this.pages.page(pageKey(kind, { ...req }), async () =>
      JSON.stringify(
        searchReplySchema.parse({
          status: "success",
          data: { status: "success", data: await this.search(raw, null, req) },
        }),
      ),
    );
  }

  async search(raw: RawParams, session: Session | null, parsed?: SearchRequest): Promise<SearchData> {
    const req = parsed ?? (await this.parse(raw));
    if (!parsed) logSearchPlaces(this.db, req);
    const viewer = viewerOf(session);
    let outcome = await this.run(req, viewer);
    let relaxed = false;
    let effective = req;
    // A neighbourhood with no listing falls back to its town, and the reply says so (ADR 0415).
    const widening = outcome.properties.pagination.total === 0 ? widenToTowns(req) : null;
    let widened: { from: string; to: string } | null = null;
    if (widening && !(await this.hasListingsIn(widening.area))) {
      const wide = await this.run(widening.req, viewer);
      if (wide.properties.pagination.total > 0) {
        outcome = wide;
        effective = widening.req;
        widened = widening.said;
      }
    }
    // City words that found nothing as places are read as text ("Peter Obi" is a person).
    const fromText = effective.cities.filter((c) => c.fromText);
    if (outcome.total === 0 && fromText.length) {
      const placeWords = fromText.flatMap((c) => [...c.words, ...(c.area?.words ?? [])]);
      effective = {
        ...effective,
        terms: [...new Set([...effective.terms, ...placeWords.map(singular)])],
        cities: effective.cities.filter((c) => !c.fromText),
      };
      outcome = await this.run(effective, viewer);
      relaxed = true;
    }
    const suggestions =
      outcome.total === 0 && !req.corrected
        ? await this.suggestions.suggest(effective, (query) =>
            this.correctedTotal({ ...raw, query, page: "1" }, session),
          )
        : [];
    return {
      users: outcome.users,
      properties: outcome.properties,
      ...outcome.helpers,
      total: outcome.total,
      query: {
        text: req.query,
        type: req.type,
        highlight: req.highlight,
        terms: effective.terms,
        filters: {
          roles: req.roles,
          professions: req.professions,
          cities: (widened ? effective : req).cities.map((c) => c.area?.name ?? c.name),
          state: req.state?.name ?? null,
          propertyType: req.propertyType.length
            ? req.propertyType.join(" ")
            : req.types.length
              ? req.types.map((t) => t.name).join(", ")
              : null,
          minPrice: req.minPriceKobo === null ? null : req.minPriceKobo / 100,
          maxPrice: req.maxPriceKobo === null ? null : req.maxPriceKobo / 100,
          bedroomCount: req.bedrooms,
          listingType: req.listingType,
          bbox: req.bbox ? formatBbox(req.bbox) : null,
        },
        sort: req.sort,
        relaxed,
        corrected: req.corrected,
        widened,
      },
      suggestions,
    };
  }

  /** Runs the groups a request asks for; every filter must hold for a result to appear. */
  async run(req: SearchRequest, viewer: Viewer | null): Promise<Outcome> {
    const { page, limit } = req;
    const wantProperties = req.type !== "users" && req.professions.length === 0;
    const wantPeople = req.type !== "properties" && !propertyOnly(req);
    const states = req.state ? req.state.aliases : null;
    const roles = req.roles.length ? req.roles : null;

    const [properties, users, helpers] = await Promise.all([
      wantProperties
        ? this.findListings(listingQueryOf(req), { page, limit }).then(async ({ ids, total }) => ({
            data: await this.cache.cards(ids, this.engines.listings, "listing", this.listingCards),
            pagination: pageMeta(page, limit, total),
          }))
        : emptyGroup<PropertyResult>(page, limit),
      wantPeople
        ? this.findPeople(req, states, roles).then(async ({ ids, total }) => ({
            data: viewer
              ? await this.people.cards(ids, viewer)
              : await this.cache.cards(ids, this.engines.people, "person", this.personCards),
            pagination: pageMeta(page, limit, total),
          }))
        : emptyGroup<PersonCard>(page, limit),
      this.helperGroups.run(req),
    ]);
    return {
      properties,
      users,
      helpers: helpers.groups,
      total: properties.pagination.total + users.pagination.total + helpers.total,
    };
  }

  /** Whether any live listing is in this place (a neighbourhood: ADR 0415), whatever its kind, price or type. */
  private async hasListingsIn(place: CityFilter): Promise<boolean> {
    const { total } = await this.findListings(
      {
        terms: [],
        cities: [place],
        propertyType: [],
        types: [],
        states: null,
        minKobo: null,
        maxKobo: null,
        bedrooms: null,
        listingType: null,
        ownerRoles: null,
        bbox: null,
        sort: "newest",
      },
      { page: 1, limit: 1, cap: 1 },
    );
    return total > 0;
  }

  /** One page of people ids and the total, from the engine `SEARCH_ENGINE` chose (port.ts). */
  private findPeople(req: SearchRequest, states: string[] | null, roles: string[] | null) {
    return this.engines.people.find(
      { terms: req.terms, cities: req.cities, professions: req.professions, states, ownerRoles: roles },
      { page: req.page, limit: req.limit },
    );
  }

  /**
   * How many results a corrected query finds. Only its total is shown, and totals are reused until the next write
   * (ADR 0403), so the whole corrected search is not run again for each repeat of the same typo.
   */
  private correctedTotal(raw: RawParams, session: Session | null): Promise<number> {
    return this.cache.correctedTotal(raw, async () => {
      const { total } = await this.run(await this.parse(raw), viewerOf(session));
      return total;
    });
  }
}

export type { CityFilter };
