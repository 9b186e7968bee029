/**
 * Builds the adapters of the search port (port.ts) that `SEARCH_ENGINE` chooses (ADR 0412): `postgres` (SQL
 * only) or `index` (the in-process index, answering through the SQL adapter until it is built). The SQL adapter
 * reads with `reads` (a read replica when DATABASE_READ_URL names one, ADR 0030) and reuses totals under the
 * market's content version; the in-process index follows the primary (`db`), whose change clock it trusts. A new engine (OpenSearch) is one more case here and one more adapter file.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import { noSearchMetrics, type SearchMetrics } from "../../platform/metrics.ts";
import { MARKET, type PageCache } from "../../platform/page-cache.ts";
import { ListingFeed } from "./change-feed.ts";
import { ChangeClock, FollowedIndex } from "./followed-index.ts";
import { listingSource, peopleSource } from "./index.repo.ts";
import { IndexListingSearch, IndexPeopleSearch } from "./index-search.ts";
import type { SearchEngines } from "./port.ts";
import { PostgresListingSearch, PostgresPeopleSearch } from "./postgres-search.ts";

export interface EngineDeps {
  /** The primary: what the in-process index is built from and follows. */
  db: DbOrTx;
  /** What the SQL adapter's searches read with: a read replica's handle (db/replicas.ts), or the primary's. */
  reads?: DbOrTx;
  pages: PageCache;
  log: FastifyBaseLogger;
  config: Pick<Config, "SEARCH_ENGINE">;
  /** Each adapter tells it of the searches it answers (platform/metrics.ts); nothing when absent. */
  searchMetrics?: SearchMetrics;
}

export function searchEnginesOf(deps: EngineDeps, engine = deps.config.SEARCH_ENGINE): SearchEngines {
  const metrics = deps.searchMetrics ?? noSearchMetrics;
  const sql = {
    db: deps.reads ?? deps.db,
    totals: (key: string, count: () => Promise<number>) => deps.pages.currentTotal(key, count, MARKET),
    // As the index adapter's fallback, the index adapter counts the searches it hands over.
    ...(engine === "postgres" ? { metrics } : {}),
  };
  const listings = new PostgresListingSearch(sql);
  const people = new PostgresPeopleSearch(sql);
  if (engine === "postgres") return { listings, people };
  const version = () => deps.pages.version(MARKET);
  const clock = new ChangeClock(deps.db);
  return {
    listings: new IndexListingSearch(
      new FollowedIndex(listingSource, deps.db, clock, version, deps.log),
      listings,
      new ListingFeed(deps.db),
      metrics,
    ),
    people: new IndexPeopleSearch(
      new FollowedIndex(peopleSource, deps.db, clock, version, deps.log),
      people,
      metrics,
    ),
  };
}
