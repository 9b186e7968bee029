/**
 * The search port's adapters as the tests build and reach them (modules/search/engine.ts, ADR 0412): both
 * engines over one app's database, and the in-process index behind the app's own `index` engine.
 */
import { searchEnginesOf } from "../src/modules/search/engine.ts";
import type { FollowedIndex } from "../src/modules/search/followed-index.ts";
import { IndexListingSearch, IndexPeopleSearch } from "../src/modules/search/index-search.ts";
import type { SearchEngines } from "../src/modules/search/port.ts";
import { pageCacheOf } from "../src/platform/page-cache.ts";
import type { TestApp } from "./helpers.ts";

type App = TestApp["app"];

export const ENGINES = ["postgres", "index"] as const;
export type EngineName = (typeof ENGINES)[number];

/** A fresh pair of adapters of this engine over the app's database (the index engine warmed: built). */
export async function enginesOf(app: App, engine: EngineName): Promise<SearchEngines> {
  const engines = searchEnginesOf(
    { db: app.db, pages: pageCacheOf(app), log: app.log, config: { SEARCH_ENGINE: engine } },
    engine,
  );
  await Promise.all([engines.listings.warm(), engines.people.warm()]);
  return engines;
}

/** The listing index the app's search uses (the app runs the `index` engine in tests). */
export function listingIndexOf(app: App): FollowedIndex {
  const listings = app.services.search.engines.listings;
  if (!(listings instanceof IndexListingSearch)) throw new Error("the app does not run the index engine");
  return listings.index;
}

export function peopleIndexOf(app: App): FollowedIndex {
  const people = app.services.search.engines.people;
  if (!(people instanceof IndexPeopleSearch)) throw new Error("the app does not run the index engine");
  return people.index;
}
