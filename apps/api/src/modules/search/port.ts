/**
 * The search port (issue 47, ADR 0412): what the product asks of a search engine, for listings and for people.
 * The search service (service.ts) and the saved-search alerts (saved-searches/alerts.ts) call only these
 * interfaces; `engine.ts` builds the adapters `SEARCH_ENGINE` chooses:
 * - `postgres` (postgres-search.ts): the SQL path over each record's search document, the reference;
 * - `index` (index-search.ts): the in-process index (search-index.ts, followed-index.ts), an accelerator for one
 *   machine that answers through the SQL adapter until it is built.
 * A third adapter (OpenSearch: a query per search, `_count`/terms aggregations for facets, its percolator for
 * saved searches) implements the same interfaces; `test/search-contract.test.ts` is what it must pass.
 *
 * The queries are the parsed request's (query.ts → `listingQueryOf`), never engine syntax: the words are folded
 * prefixes, places are phrases of the place part, kinds of home are their ways (platform/language/).
 */
import type { Profession } from "../../platform/language/vocabulary.ts";
import type { IndexQuery } from "./search-index.ts";

export type { SearchSort } from "@ile/contract";

/**
 * What a listing search asks: every word part must match and every filter hold. `sort` (the contract's
 * SEARCH_SORTS) defaults to relevance (every text word in the title, place or type first; then verified owners;
 * then newest); the others are newest first, price up, price down, each with ties broken by id (newest and price
 * down: higher id first; price up: lower id first), so pages never overlap or skip.
 */
export type ListingQuery = IndexQuery;

/** A people search: the same word parts (professions as their stems in the type part) and filters. */
export type PeopleQuery = Pick<IndexQuery, "terms" | "cities" | "states" | "ownerRoles"> & {
  /** Professions: any of their stems (PROFESSION_STEMS) in the occupation or skills. */
  professions: Profession[];
};

export interface PageAsk {
  page: number;
  limit: number;
  /**
   * At most this many counted (a capped total): past it `total` is the cap and `capped` is set, and the page
   * shows "1,000+"; without it totals are exact (SPEC §7 `pagination.total`).
   */
  cap?: number;
  /** Matches up to this many are read whole and sorted in SQL instead of walked in index order (db/id-page.ts). */
  few?: number;
}

/** One page of ids in the query's order, and the total (exact, or the cap with `capped`). */
export interface FoundPage {
  ids: number[];
  total: number;
  capped?: true;
}

/** Facets a listing search can be counted by. */
export const LISTING_FACETS = ["listingType", "bedrooms", "state"] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];
/** Matches per value of a facet, most first (then by value); values with no match are left out. */
export type FacetCounts = { value: string; count: number }[];

/** A listing that changed in a searchable way (the change feed of migration 0970), as alerts need it. */
export interface ListingChange {
  id: number;
  /** Created (ms). */
  created: number;
  price: number;
  /** Deleted or hidden: in no search. */
  gone: boolean;
}

/** A saved search as a percolator keeps it: its id and its parsed listing query. */
export interface SavedQuery {
  id: number;
  query: ListingQuery;
}

/** Both ports: an engine builds, follows and closes what it keeps. */
export interface SearchEngine {
  /** Which adapter answers (`SEARCH_ENGINE`). */
  readonly engine: "postgres" | "index";
  /** Starts what the engine keeps (the index build); searches are answered meanwhile. */
  warm(): Promise<void>;
  close(): void;
  /**
   * Whether some word the engine searches starts with `word` now (null: it cannot say yet). Corrections ask it
   * before replacing a word, so a word a search would find is never "corrected" away.
   */
  knows(word: string): Promise<boolean | null>;
  /**
   * When the record last changed in a searchable way, when the engine keeps it (cards are kept under it for a
   * minute); undefined otherwise (cards are kept for the page cache's seconds).
   */
  stampOf(id: number): number | undefined;
}

export interface ListingSearch extends SearchEngine {
  find(q: ListingQuery, page: PageAsk): Promise<FoundPage>;
  /** Matches per value of `facet`; they add up to the total `find` gives. */
  countBy(q: ListingQuery, facet: ListingFacet): Promise<FacetCounts>;
  /**
   * The listings stamped since `since` (ms on the database's clock) and the clock when read: what a sweep reads
   * next time from `now` less its margin.
   */
  changedSince(since: number): Promise<{ now: number; listings: ListingChange[] }>;
  /**
   * Which saved searches each of these listings (from `changedSince`) matches by the search's own rules, as
   * `find` would find it: listing id → saved search ids. Gone listings match nothing.
   */
  percolate(listings: ListingChange[], searches: SavedQuery[]): Promise<Map<number, number[]>>;
}

export interface PeopleSearch extends SearchEngine {
  find(q: PeopleQuery, page: PageAsk): Promise<FoundPage>;
}

/** The listing and people searches of one engine. */
export interface SearchEngines {
  listings: ListingSearch;
  people: PeopleSearch;
}
