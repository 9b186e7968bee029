/**
 * One search across listings and people (SPEC §5, §7; ADR 0400); the premium profile lookup by unique key
 * (SPEC §4, §8) is lookup.ts. Parsing is query.ts; SQL is repo.ts (listings) and modules/people (people); this file
 * corrects misspelt and split words before searching (suggestions.ts, ADR 0405; not with `asTyped=1`), decides
 * which groups run, relaxes city words that found nothing, offers "Did you mean …?" when a query searched as typed
 * finds nothing, and serialises the groups.
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
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { countAlways } from "../../db/id-page.ts";
import type { Session } from "../../platform/auth.ts";
import { CoalescedReads } from "../../platform/coalesced-reads.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { singular } from "../../platform/language/text.ts";
import { buildCityIndex, type CityIndex } from "../../platform/language/vocabulary.ts";
import { BUMPED_PAGE_TTL_MS, MARKET, type PageCache, pageKey, SERVICES } from "../../platform/page-cache.ts";
import { type PageMeta, pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { logSearchPlaces } from "../analytics/search-log.ts";
import type { Viewer } from "../payments/entitlements.ts";
import { type PeopleService, viewerOf } from "../people/service.ts";
import type { PropertiesService } from "../properties/service.ts";
import { knownNeighbourhoods } from "../valuation/files.ts";
import { searchEnginesOf } from "./engine.ts";
import {
  asksHelpers,
  HelperWords,
  helperFilters,
  probesOf,
  propertyOnly,
  runHelpers,
  type SearchHelpers,
} from "./helpers.ts";
import type { ListingQuery, PageAsk, SearchEngine, SearchEngines } from "./port.ts";
import { type CityFilter, parseSearchParams, type RawParams, type SearchRequest } from "./query.ts";
import { placeNames } from "./repo.ts";
import { correctText, Suggestions } from "./suggestions.ts";

type SearchData = SearchReply["data"]["data"];
type Group<T> = { data: T[]; pagination: PageMeta };

const CITY_INDEX_TTL_MS = 10 * 60_000;
/** A helper group that a probe showed empty. */
const NO_HELPER_RESULTS = { items: [], total: 0 };

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
  private readonly log: FastifyBaseLogger;
  private cityIndex: { index: CityIndex; at: number } | null = null;
  private cityIndexLoading: Promise<CityIndex> | null = null;
  private readonly suggestions: Suggestions;
  /** The search port's adapters for listings and people (`SEARCH_ENGINE`, ADR 0412); warmed at start-up. */
  readonly engines: SearchEngines;
  /** Listing and person cards (the same for every viewer) not kept from earlier searches, read in batches. */
  private readonly listingCards: CoalescedReads<PropertyResult>;
  private readonly personCards: CoalescedReads<PersonCard>;
  /** The words each helper group's records can be found by. */
  private readonly helperWords: HelperWords;

  constructor(
    deps: ServiceDeps,
    private readonly people: PeopleService,
    listings: PropertiesService,
    private readonly helpers: SearchHelpers,
  ) {
    this.db = deps.db;
    this.pages = deps.pages;
    this.log = deps.log;
    this.engines = searchEnginesOf(deps);
    this.suggestions = new Suggestions(deps.db, deps.log, async (word) => {
      const [listings, people] = await Promise.all([
        this.engines.listings.knows(word),
        this.engines.people.knows(word),
      ]);
      return listings || people ? true : listings === null || people === null ? null : false;
    });
    this.helperWords = new HelperWords(helpers, BUMPED_PAGE_TTL_MS, (err) =>
      deps.log.warn({ err }, "search: reading the helper groups' words failed"),
    );
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

  /** City words from the data (LGAs, towns in use), rebuilt at most every 10 minutes. */
  async cities(): Promise<CityIndex> {
    const cached = this.cityIndex;
    if (cached && Date.now() - cached.at < CITY_INDEX_TTL_MS) return cached.index;
    if (cached) {
      // Serve the old index while a fresh one loads.
      this.loadCities().catch(() => {});
      return cached.index;
    }
    return this.loadCities();
  }

  private loadCities(): Promise<CityIndex> {
    this.cityIndexLoading ??= placeNames(this.db)
      .then((places) => {
        const index = buildCityIndex({ ...places, neighbourhoods: knownNeighbourhoods() });
        this.cityIndex = { index, at: Date.now() };
        return index;
      })
      .finally(() => {
        this.cityIndexLoading = null;
      });
    return this.cityIndexLoading;
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
    // City words that found nothing as places are read as text ("Peter Obi" is a person).
    const fromText = req.cities.filter((c) => c.fromText);
    if (outcome.total === 0 && fromText.length) {
      const placeWords = fromText.flatMap((c) => [...c.words, ...(c.area?.words ?? [])]);
      effective = {
        ...req,
        terms: [...new Set([...req.terms, ...placeWords.map(singular)])],
        cities: req.cities.filter((c) => !c.fromText),
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
          cities: req.cities.map((c) => c.area?.name ?? c.name),
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
            data: await this.kept(ids, this.engines.listings, "listing", this.listingCards),
            pagination: pageMeta(page, limit, total),
          }))
        : emptyGroup<PropertyResult>(page, limit),
      wantPeople
        ? this.findPeople(req, states, roles).then(async ({ ids, total }) => ({
            data: viewer
              ? await this.people.cards(ids, viewer)
              : await this.kept(ids, this.engines.people, "person", this.personCards),
            pagination: pageMeta(page, limit, total),
          }))
        : emptyGroup<PersonCard>(page, limit),
      this.helperGroups(req),
    ]);
    return {
      properties,
      users,
      helpers: helpers.groups,
      total: properties.pagination.total + users.pagination.total + helpers.total,
    };
  }

  /**
   * The helper groups of a request. Each group's result depends on its filters and its satellite's content alone,
   * so it is reused under the same services version for a minute (BUMPED_PAGE_TTL_MS): every write of providers,
   * materials, groups and caveat posts moves that version (a group's member count lags as long). Their totals are
   * reused likewise (`currentTotal`). A group is empty without asking the satellite when one of the words is in
   * none of its records (`HelperWords`), or when one of its probes (a word, the places or the state alone,
   * `probesOf`) shows it empty: on the embedded database a statement costs milliseconds of the server's one thread
   * even on a table of five rows.
   */
  private helperGroups(req: SearchRequest) {
    const filters = JSON.stringify(helperFilters(req, countAlways));
    let version: Promise<number> | undefined;
    const servicesVersion = () => (version ??= this.pages.version(SERVICES));
    return runHelpers(
      this.helpers,
      req,
      (key, count) => this.pages.currentTotal(key, count, SERVICES),
      (group, compute, f) =>
        this.pages.reuse(
          `helpers|${group}|${filters}`,
          async () =>
            (await this.helperSurelyEmpty(group, f, await servicesVersion())) ? NO_HELPER_RESULTS : compute(),
          SERVICES,
          BUMPED_PAGE_TTL_MS,
        ) as Promise<Awaited<ReturnType<typeof compute>>>,
    );
  }

  /** Whether a word of these filters is in none of the group's records, or a probe of them finds nothing. */
  private async helperSurelyEmpty(
    group: keyof SearchHelpers,
    f: HelperSearch,
    version: number,
  ): Promise<boolean> {
    if (this.helperWords.surelyNone(group, f.words, version)) return true;
    const totals = await Promise.all(
      probesOf(f).map((probe) =>
        this.pages.reuse(
          `helper-probe|${group}|${JSON.stringify(probe)}`,
          async () => (await this.helpers[group].searchCards(probe)).total,
          SERVICES,
          BUMPED_PAGE_TTL_MS,
        ),
      ),
    );
    return totals.some((total) => total === 0);
  }

  /**
   * Cards by id in the order of `ids`: those read under the current market version are reused (the same listings
   * and people top many searches), the others read in one query. A card is kept with its record's change stamp in
   * the index (every searchable change moves it, also one made outside the app), so it is kept for a minute
   * (BUMPED_PAGE_TTL_MS: view and favourite counts lag as long); without the index, for the page cache's seconds.
   * Only cards that are the same for every viewer come through here. The missing cards of searches answered at
   * the same time are read together (`CoalescedReads`).
   */
  private async kept<T extends { id: number | string }>(
    ids: number[],
    index: SearchEngine,
    kind: string,
    cards: CoalescedReads<T>,
  ): Promise<T[]> {
    if (!ids.length) return [];
    const version = await this.pages.version(MARKET);
    const found = new Map<number, T>();
    /** The cards to read, with the key each is kept under. */
    const missing = new Map<number, string>();
    for (const id of ids) {
      const stamp = index.stampOf(id);
      const key = stamp === undefined ? `${kind}|${id}` : `${kind}|${id}|${stamp}`;
      const card = this.pages.recall<T>(
        version,
        key,
        MARKET,
        stamp === undefined ? undefined : BUMPED_PAGE_TTL_MS,
      );
      if (card) found.set(id, card);
      else missing.set(id, key);
    }
    if (missing.size) {
      const read = await cards.load([...missing.keys()]);
      for (const [id, key] of missing) {
        const card = read.get(id);
        if (!card) continue;
        found.set(id, card);
        this.pages.remember(version, key, MARKET, card);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
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
    const key = JSON.stringify(Object.entries(raw).sort(([a], [b]) => a.localeCompare(b)));
    return this.pages.currentTotal(`corrected|${key}`, async () => {
      const { total } = await this.run(await this.parse(raw), viewerOf(session));
      return total;
    });
  }
}

export type { CityFilter };
