/**
 * The in-process index adapter of the search port (port.ts, ADR 0407, 0412): an accelerator for one machine.
 * Each process keeps every live listing's and listed person's words and filters in memory (search-index.ts),
 * follows the database through the change feed (followed-index.ts), and answers pages, totals (always exact) and
 * facets in microseconds to milliseconds. Until its index is built it answers through the SQL adapter it is
 * given, with the same matches and order (the contract tests hold the two equal). Percolation tests each changed
 * listing, as the index keeps it, against the saved searches of its percolator buckets with the search's own
 * matcher (`docMatch`).
 */

import { PROFESSION_STEMS } from "../../platform/language/vocabulary.ts";
import { noSearchMetrics, type SearchIndexName, type SearchMetrics } from "../../platform/metrics.ts";
import { pageWindow } from "../../platform/pagination.ts";
import type { ListingFeed } from "./change-feed.ts";
import type { FollowedIndex } from "./followed-index.ts";
import { Percolator } from "./percolator.ts";
import type {
  FacetCounts,
  FoundPage,
  ListingChange,
  ListingFacet,
  ListingQuery,
  ListingSearch,
  PageAsk,
  PeopleQuery,
  PeopleSearch,
  SavedQuery,
} from "./port.ts";
import { facetOrder, type PostgresListingSearch, type PostgresPeopleSearch } from "./postgres-search.ts";
import { docMatch } from "./search-index.ts";

const offsetOf = (ask: PageAsk) => pageWindow(ask.page, ask.limit).offset;

/** What both index adapters do by asking their followed index: warm it, close it, ask it for a word or a stamp. */
abstract class FollowedIndexSearch {
  constructor(
    /** The followed index (tests and the statements bench reach it here). */
    readonly index: FollowedIndex,
    protected readonly metrics: SearchMetrics,
    name: SearchIndexName,
  ) {
    metrics.indexState(name, () => index.state());
  }

  warm(): Promise<void> {
    return this.index.warm();
  }

  close(): void {
    this.index.close();
  }

  knows(word: string): Promise<boolean | null> {
    return this.index.knows(word);
  }

  stampOf(id: number): number | undefined {
    return this.index.stampOf(id);
  }
}

export class IndexListingSearch extends FollowedIndexSearch implements ListingSearch {
  readonly engine = "index" as const;

  constructor(
    index: FollowedIndex,
    private readonly sql: PostgresListingSearch,
    private readonly feed: ListingFeed,
    metrics: SearchMetrics = noSearchMetrics,
  ) {
    super(index, metrics, "listings");
  }

  async find(q: ListingQuery, ask: PageAsk): Promise<FoundPage> {
    const page = await this.index.find(q, offsetOf(ask), ask.limit, ask.cap);
    this.metrics.query("index", "listings", page ? "index" : "postgres");
    return page ?? this.sql.find(q, ask);
  }

  async countBy(q: ListingQuery, facet: ListingFacet): Promise<FacetCounts> {
    const matcher = await this.index.current();
    if (!matcher) return this.sql.countBy(q, facet);
    return facetOrder([...matcher.countBy(q, facet)].map(([value, count]) => ({ value, count })));
  }

  changedSince(since: number) {
    return this.feed.changedSince(since);
  }

  async percolate(listings: ListingChange[], searches: SavedQuery[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    const live = listings.filter((l) => !l.gone);
    if (!live.length || !searches.length) return out;
    const percolator = new Percolator(searches);
    for (const doc of await this.feed.docsOf(live)) {
      const ids = percolator
        .candidates(doc)
        .filter((s) => docMatch(doc, s.query).ok)
        .map((s) => s.id)
        .sort((a, b) => a - b);
      if (ids.length) out.set(doc.id, ids);
    }
    return out;
  }
}

/** A people query as the index reads it: professions by their stems in the type part. */
export function peopleIndexQuery(q: PeopleQuery): ListingQuery {
  return {
    terms: q.terms,
    cities: q.cities,
    propertyType: [],
    anyTypes: [...new Set(q.professions.flatMap((p) => PROFESSION_STEMS[p]))],
    states: q.states,
    minKobo: null,
    maxKobo: null,
    bedrooms: null,
    listingType: null,
    ownerRoles: q.ownerRoles,
  };
}

export class IndexPeopleSearch extends FollowedIndexSearch implements PeopleSearch {
  readonly engine = "index" as const;

  constructor(
    index: FollowedIndex,
    private readonly sql: PostgresPeopleSearch,
    metrics: SearchMetrics = noSearchMetrics,
  ) {
    super(index, metrics, "people");
  }

  async find(q: PeopleQuery, ask: PageAsk): Promise<FoundPage> {
    const page = await this.index.find(peopleIndexQuery(q), offsetOf(ask), ask.limit, ask.cap);
    this.metrics.query("index", "people", page ? "index" : "postgres");
    return page ?? this.sql.find(q, ask);
  }
}
