/**
 * One search across listings and people (SPEC §5, §7; ADR 0400), and the premium profile lookup by unique key
 * (SPEC §4, §8). Parsing is query.ts; SQL is repo.ts (listings) and modules/people (people); this file decides which groups run, relaxes city words
 * that found nothing, offers "Did you mean …?" when nothing is found, and serialises the groups.
 */
import {
  messages,
  type PersonCard,
  type PropertyResult,
  type SearchHelperGroups,
  type SearchReply,
  searchReplySchema,
} from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { chooseCorrection, fold, singular, stripMarkup } from "../../platform/language/text.ts";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import { buildCityIndex, type CityIndex } from "../../platform/language/vocabulary.ts";
import { type PageCache, pageKey } from "../../platform/page-cache.ts";
import { type PageMeta, pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { logSearchPlaces } from "../analytics/search-log.ts";
import {
  canViewPremiumContent,
  canViewPremiumProfile,
  profileUnlockInstructions,
  type Viewer,
} from "../payments/entitlements.ts";
import { UNIQUE_KEY } from "../people/profiles.ts";
import { type PeopleService, viewerOf } from "../people/service.ts";
import type { PropertiesService } from "../properties/service.ts";
import { propertyOnly, runHelpers, type SearchHelpers } from "./helpers.ts";
import { type CityFilter, parseSearchParams, type RawParams, type SearchRequest } from "./query.ts";
import {
  findListings,
  knownPrefix,
  nearestTerms,
  type PropertySearch,
  placeNames,
  refreshTerms,
  termsState,
} from "./repo.ts";

type SearchData = SearchReply["data"]["data"];
type Group<T> = { data: T[]; pagination: PageMeta };

const CITY_INDEX_TTL_MS = 10 * 60_000;
const TERMS_TTL_MS = 10 * 60_000;

export { viewerOf };

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
  private readonly unlockPriceKobo: number;
  private cityIndex: { index: CityIndex; at: number } | null = null;
  private cityIndexLoading: Promise<CityIndex> | null = null;
  private termsAt = 0;
  private termsLoading: Promise<unknown> | null = null;
  private readonly corrections = new Map<string, { term: string | null; at: number }>();

  constructor(
    deps: ServiceDeps,
    private readonly people: PeopleService,
    private readonly listings: PropertiesService,
    private readonly helpers: SearchHelpers,
  ) {
    this.db = deps.db;
    this.pages = deps.pages;
    this.log = deps.log;
    this.unlockPriceKobo = deps.config.PROFILE_UNLOCK_PRICE_KOBO;
  }

  /** One page of matching listing ids and the total; totals are reused until the next write (ADR 0403). */
  findListings(q: PropertySearch, page: number, limit: number, few?: number) {
    return findListings(this.db, q, page, limit, (key, count) => this.pages.currentTotal(key, count), few);
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
        const index = buildCityIndex(places);
        this.cityIndex = { index, at: Date.now() };
        return index;
      })
      .finally(() => {
        this.cityIndexLoading = null;
      });
    return this.cityIndexLoading;
  }

  /** Suggestion terms: rebuilt when empty (awaited) or older than 10 minutes (in the background). */
  private async ensureTerms(): Promise<void> {
    if (Date.now() - this.termsAt < TERMS_TTL_MS) return;
    const refresh = () => {
      this.termsLoading ??= refreshTerms(this.db)
        .then(() => {
          this.termsAt = Date.now();
        })
        .finally(() => {
          this.termsLoading = null;
        });
      return this.termsLoading;
    };
    const state = await termsState(this.db);
    if (state.count === 0) {
      await refresh();
      return;
    }
    // Terms rebuilt lately (by the seed, or by another process) are fresh: a restart does not rebuild them,
    // which on the embedded database would hold every other query for the seconds ts_stat takes.
    if (state.refreshedAt && Date.now() - state.refreshedAt < TERMS_TTL_MS) {
      this.termsAt = state.refreshedAt;
      return;
    }
    refresh().catch((err) => this.log.warn({ err }, "search terms refresh failed"));
  }

  async parse(raw: RawParams) {
    const result = parseSearchParams(raw, await this.cities());
    if (!result.ok) {
      const first = result.errors.query?.[0];
      throw AppError.validation(result.errors, first ?? messages.search.invalidParams);
    }
    return result.value;
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
    return this.pages.page(pageKey("search", { ...req }), async () =>
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
      effective = {
        ...req,
        terms: [...new Set([...req.terms, ...fromText.flatMap((c) => c.words.map(singular))])],
        cities: req.cities.filter((c) => !c.fromText),
      };
      outcome = await this.run(effective, viewer);
      relaxed = true;
    }
    const suggestions = outcome.total === 0 ? await this.suggest(raw, effective, session) : [];
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
          cities: req.cities.map((c) => c.name),
          state: req.state?.name ?? null,
          propertyType: req.propertyType.length ? req.propertyType.join(" ") : null,
          minPrice: req.minPriceKobo === null ? null : req.minPriceKobo / 100,
          maxPrice: req.maxPriceKobo === null ? null : req.maxPriceKobo / 100,
          bedroomCount: req.bedrooms,
          listingType: req.listingType,
        },
        relaxed,
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
        ? this.findListings(
            {
              tsquery: buildTsQuery({
                terms: req.terms,
                cities: req.cities,
                propertyType: req.propertyType,
              }),
              states,
              minKobo: req.minPriceKobo,
              maxKobo: req.maxPriceKobo,
              bedrooms: req.bedrooms,
              listingType: req.listingType,
              ownerRoles: roles,
            },
            page,
            limit,
          ).then(async ({ ids, total }) => ({
            data: (await this.listings.byIds(ids)) as unknown as PropertyResult[],
            pagination: pageMeta(page, limit, total),
          }))
        : emptyGroup<PropertyResult>(page, limit),
      wantPeople
        ? this.people
            .find(
              {
                tsquery: buildTsQuery({
                  terms: req.terms,
                  cities: req.cities,
                  professions: req.professions,
                }),
                states,
                roles,
                ranked: req.terms.length > 0,
              },
              page,
              limit,
            )
            .then(async ({ ids, total }) => ({
              data: await this.people.cards(ids, viewer),
              pagination: pageMeta(page, limit, total),
            }))
        : emptyGroup<PersonCard>(page, limit),
      runHelpers(this.helpers, req, (key, count) => this.pages.currentTotal(key, count)),
    ]);
    return {
      properties,
      users,
      helpers: helpers.groups,
      total: properties.pagination.total + users.pagination.total + helpers.total,
    };
  }

  /**
   * "Did you mean …?": each word that no indexed word starts with is replaced by its most similar term
   * (pg_trgm); the corrected query is offered only when it finds something.
   */
  private async suggest(raw: RawParams, req: SearchRequest, session: Session | null) {
    if (!req.terms.length) return [];
    await this.ensureTerms();
    const replacements = new Map<string, string>();
    for (const term of req.terms) {
      if (term.length < 3 || /^\d+$/.test(term)) continue;
      const correction = await this.correction(term);
      if (correction) replacements.set(term, correction);
    }
    if (!replacements.size) return [];
    const corrected = correctText(req.query, replacements);
    if (!corrected || fold(corrected) === fold(req.query)) return [];
    const total = await this.correctedTotal({ ...raw, query: corrected, page: "1" }, session);
    if (total === 0) return [];
    const [first] = replacements;
    return [
      {
        word: first![0],
        suggestion: first![1],
        query: corrected,
        total,
      },
    ];
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

  /**
   * The correction of one word, or null when some indexed word starts with it or nothing is near enough.
   * Remembered until the terms are next rebuilt (they change at most every 10 minutes).
   */
  private async correction(word: string): Promise<string | null> {
    const hit = this.corrections.get(word);
    if (hit && hit.at >= this.termsAt && Date.now() - hit.at < TERMS_TTL_MS) return hit.term;
    const term = (await knownPrefix(this.db, word))
      ? null
      : (chooseCorrection(word, await nearestTerms(this.db, word))?.term ?? null);
    if (this.corrections.size >= 5000) this.corrections.clear();
    this.corrections.set(word, { term, at: Date.now() });
    return term;
  }

  /** GET /api/search?premium=1: whether the session may see /premium-content (401 without one). */
  async premiumContentAllowed(session: Session | null): Promise<boolean> {
    if (!session) throw AppError.unauthorized(messages.search.loginRequired);
    return canViewPremiumContent(this.db, viewerOf(session));
  }

  /**
   * GET /api/search?unique_key= (SPEC §4 "Profile lookup by unique key", §8 "Profile lookup"): the full profile
   * to those entitled, otherwise a 402 payment_required body with payment instructions.
   */
  async lookup(
    rawKey: unknown,
    session: Session | null,
  ): Promise<{ status: 200; body: unknown } | { status: 402; body: unknown }> {
    const raw = Array.isArray(rawKey) ? rawKey[rawKey.length - 1] : rawKey;
    const key = stripMarkup(typeof raw === "string" ? raw : "").toUpperCase();
    if (!key)
      throw AppError.validation(
        { unique_key: [messages.profileLookup.uniqueKeyRequired] },
        messages.profileLookup.uniqueKeyRequired,
      );
    if (!UNIQUE_KEY.test(key))
      throw AppError.validation(
        { unique_key: [messages.profileLookup.invalidUniqueKey] },
        messages.profileLookup.invalidUniqueKey,
      );
    if (!session) throw AppError.unauthorized(messages.profileLookup.loginRequired);
    const headline = await this.people.headline(key);
    if (!headline) throw AppError.notFound(messages.profileLookup.notFound);
    const viewer = viewerOf(session)!;
    if (!(await canViewPremiumProfile(this.db, viewer, headline.userId))) {
      return {
        status: 402,
        body: {
          status: "payment_required",
          statusCode: 402,
          message: messages.profileLookup.paymentRequired,
          code: "PAYMENT_REQUIRED",
          data: {
            unique_key: headline.uniqueKey,
            profile: headline.profile,
            payment_instructions: profileUnlockInstructions(this.unlockPriceKobo, headline.uniqueKey),
          },
        },
      };
    }
    const privateDocs = viewer.role === "admin" || viewer.userId === headline.userId;
    const profile = await this.people.fullProfile(key, privateDocs);
    if (!profile) throw AppError.notFound(messages.profileLookup.notFound);
    return { status: 200, body: { status: "success", data: profile } };
  }
}

/** The query text with each word whose folded, singular form is a key replaced by its value. */
export function correctText(text: string, replacements: Map<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    return replacements.get(singular(folded)) ?? replacements.get(folded) ?? word;
  });
}

export type { CityFilter };
