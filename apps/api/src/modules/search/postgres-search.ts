/**
 * The PostgreSQL adapter of the search port (port.ts, ADR 0412): every operation is SQL over each record's search
 * document (migrations 0420, 0430; repo.ts, people/repo.ts), so it needs nothing in memory, answers as soon as the
 * process starts and scales out with the database (read replicas: the handle comes from its deps). It is the
 * reference the in-process index is held equal to (test/search-contract.test.ts).
 *
 * Totals are exact, or capped when asked (`PageAsk.cap`), and reused per content version (`totals`, the page
 * cache's `currentTotal`). Percolation narrows the saved searches with the percolator's buckets (percolator.ts)
 * and lets each candidate's own `where` decide, one statement for a hundred searches.
 */
import type { DbOrTx } from "../../db/client.ts";
import type { Totals } from "../../db/id-page.ts";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import type { SearchMetrics } from "../../platform/metrics.ts";
import { findPeople } from "../people/repo.ts";
import { ListingFeed } from "./change-feed.ts";
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
import { anyWordStarts, findListings, listingFacets, percolateListings } from "./repo.ts";

/** What the SQL adapter reads with: a database handle (a replica's, later) and where totals are reused. */
export interface SqlSearchDeps {
  db: DbOrTx;
  /** Totals reused under the content version (ADR 0403); counted every time without. */
  totals?: Totals;
  /** Told of every search this adapter answers as the configured engine (platform/metrics.ts). */
  metrics?: SearchMetrics;
}

/** Facet counts most first, then by value (the same order from every adapter). */
export function facetOrder(counts: Iterable<{ value: string; count: number }>): FacetCounts {
  return [...counts].sort(
    (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
}

export class PostgresListingSearch implements ListingSearch {
  readonly engine = "postgres" as const;
  private readonly feed: ListingFeed;

  constructor(private readonly deps: SqlSearchDeps) {
    this.feed = new ListingFeed(deps.db);
  }

  async warm(): Promise<void> {}
  close(): void {}

  knows(word: string): Promise<boolean> {
    return anyWordStarts(this.deps.db, "listings", word);
  }

  stampOf(): undefined {
    return undefined;
  }

  find(q: ListingQuery, ask: PageAsk): Promise<FoundPage> {
    this.deps.metrics?.query("postgres", "listings", "postgres");
    return findListings(this.deps.db, q, ask.page, ask.limit, this.deps.totals, ask.few, ask.cap);
  }

  async countBy(q: ListingQuery, facet: ListingFacet): Promise<FacetCounts> {
    return facetOrder(await listingFacets(this.deps.db, q, facet));
  }

  changedSince(since: number) {
    return this.feed.changedSince(since);
  }

  async percolate(listings: ListingChange[], searches: SavedQuery[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    const live = listings.filter((l) => !l.gone);
    if (!live.length || !searches.length) return out;
    const percolator = new Percolator(searches);
    const candidates = new Set<SavedQuery>();
    for (const doc of await this.feed.docsOf(live))
      for (const s of percolator.candidates(doc)) candidates.add(s);
    const found = await percolateListings(
      this.deps.db,
      live.map((l) => l.id),
      [...candidates],
    );
    for (const { search, listing } of found) out.set(listing, [...(out.get(listing) ?? []), search]);
    for (const ids of out.values()) ids.sort((a, b) => a - b);
    return out;
  }
}

export class PostgresPeopleSearch implements PeopleSearch {
  readonly engine = "postgres" as const;

  constructor(private readonly deps: SqlSearchDeps) {}

  async warm(): Promise<void> {}
  close(): void {}

  knows(word: string): Promise<boolean> {
    return anyWordStarts(this.deps.db, "people", word);
  }

  stampOf(): undefined {
    return undefined;
  }

  find(q: PeopleQuery, ask: PageAsk): Promise<FoundPage> {
    this.deps.metrics?.query("postgres", "people", "postgres");
    const tsquery = buildTsQuery({ terms: q.terms, cities: q.cities, professions: q.professions });
    return findPeople(
      this.deps.db,
      { tsquery, states: q.states, roles: q.ownerRoles, ranked: q.terms.length > 0 },
      ask.page,
      ask.limit,
      this.deps.totals,
      ask.few,
      ask.cap,
    );
  }
}
