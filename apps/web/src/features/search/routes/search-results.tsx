/**
 * /search-results: one search across properties and people (SPEC §7). Filters live in the URL; results are
 * grouped by kind with counts; matched words are highlighted; words corrected before searching show "Showing results
 * for …" with a link to search them as typed (ADR 0405); a neighbourhood with no listing shows "No listings in … yet
 * — showing …" (its town, ADR 0415); nothing found shows "Did you mean …?". Providers,
 * building materials, groups and caveat posts (the helper searches, ADR 0404) come in the same reply and show in
 * their own tabs (`tab=` in the URL, so the server renders the chosen one). "Sort by" orders the listings
 * (`sort=`: relevance, newest, price up or down; issue 47).
 */
import type { SearchSort, SearchType } from "@ile/contract";
import { X } from "lucide-react";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { ListingMap, mapPointOf, useActiveListing, ViewToggle } from "@/components/listing-map/listing-map";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { SaveSearchButton } from "@/components/save-search-button";
import { PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { type TabItem, TabList, tabPanelProps } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { formatCount, formatRent, type RentPeriod } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { savedParamsOfSearch } from "@/lib/saved-searches";
import { pagedTitle } from "@/lib/title";
import { searchQueryOptions, useSearch } from "../api/search";
import { CorrectedQuery, EmptyResults, WidenedPlace } from "../components/empty-results";
import { HELPER_TABS, HelperPanel } from "../components/helper-results";
import { PersonResultCard, PropertyResultCard } from "../components/result-cards";
import { SearchFilters } from "../components/search-filters";
import { SortSelect } from "../components/sort-select";
import { searchErrorMessage } from "../lib/errors";
import { TYPE_TABS } from "../lib/options";
import {
  activeFilters,
  type ResultTab,
  readSearchState,
  type SearchState,
  toApiParams,
  updateSearchState,
  writeSearchState,
} from "../lib/params";

const PAGE_SIZE = 12;

export const queries: PageQueries = ({ url }) => [
  searchQueryOptions(toApiParams(readSearchState(url.searchParams), PAGE_SIZE)),
];

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <>
      {label}
      <span className="rounded-full bg-canvas px-2 text-xs text-ink">{count}</span>
    </>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const type = (state.type ?? "all") as SearchType;
  const apiParams = useMemo(() => toApiParams(state, PAGE_SIZE), [state]);
  const search = useSearch(apiParams);
  const result = search.data;
  const words = result?.query.highlight ?? [];
  const filters = activeFilters(state);

  const view = state.view === "map" ? "map" : "list";
  const highlight = useActiveListing(view === "map");

  const go = (changes: SearchState) => setParams(writeSearchState(updateSearchState(state, changes)));
  const onPage = (page: number) => {
    go({ page: String(page) });
    window.scrollTo({ top: 0 });
  };
  const clearFilters = () =>
    setParams(writeSearchState({ query: state.query, type: state.type === "all" ? undefined : state.type }));

  const counts = {
    properties: result?.properties.pagination.total ?? 0,
    users: result?.users.pagination.total ?? 0,
    all: 0,
  };
  counts.all = counts.properties + counts.users;
  const mainCount = (result?.properties.data.length ?? 0) + (result?.users.data.length ?? 0);

  // The tab of each kind of result, with its count; without `tab=` the first with results is shown.
  const tabsId = useId();
  const tabs: TabItem<ResultTab>[] = [
    { value: "results", label: <TabLabel label="Properties and people" count={counts.all} /> },
    ...HELPER_TABS.map((h) => ({
      value: h.tab as ResultTab,
      label: <TabLabel label={h.label} count={result?.[h.key].pagination.total ?? 0} />,
    })),
  ];
  const firstWithResults =
    counts.all > 0
      ? "results"
      : ((HELPER_TABS.find((h) => (result?.[h.key].pagination.total ?? 0) > 0)?.tab ??
          "results") as ResultTab);
  const tab = (state.tab as ResultTab | undefined) ?? firstWithResults;
  const title = state.query ? `Results for “${state.query}”` : "Search Ile";
  const documentTitle = pagedTitle(
    state.query ? `Search results for “${state.query}”` : filters.length ? "Search results" : "Search",
    state.page,
  );

  return (
    <>
      <PageMeta
        title={documentTitle}
        description="Homes, land and the people behind them, in one search on Ile."
        path={`/search-results${state.query ? `?query=${encodeURIComponent(state.query)}` : ""}`}
      />
      <PageHeader title={title} lead="Homes, land and the people behind them, in one search." />
      <div className="container-page space-y-5 py-6">
        <SearchFilters state={state} onSubmit={(draft) => go(draft)} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SaveSearchButton params={savedParamsOfSearch(params)} />
          {type !== "users" ? (
            <SortSelect value={(state.sort ?? "relevance") as SearchSort} onChange={(sort) => go({ sort })} />
          ) : null}
          {type !== "users" ? (
            <ViewToggle
              view={view}
              onView={(v) =>
                setParams(
                  writeSearchState({ ...state, view: v === "map" ? "map" : undefined, page: undefined }),
                )
              }
            />
          ) : null}
        </div>
        {view === "map" && type !== "users" && result ? (
          <ListingMap
            points={result.properties.data.flatMap((item) => {
              const point = mapPointOf({
                ...item,
                price: formatRent(
                  item.price,
                  item.listing_type === "rent" ? (item.rent_period as RentPeriod | null) : null,
                ),
                href: paths.property(item.slug),
              });
              return point ? [point] : [];
            })}
            active={highlight.active}
            onActive={highlight.setActive}
            onSelect={highlight.select}
            bbox={state.bbox ?? null}
            onSearchArea={(bbox) => go({ bbox })}
          />
        ) : null}

        {filters.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Active filters">
            {filters.map((f) => (
              <li key={f.field}>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-3 text-sm hover:bg-brand-50"
                  onClick={() => go({ [f.field]: "" })}
                  aria-label={`Remove filter ${f.label}: ${f.value}`}
                >
                  <span className="text-muted">{f.label}:</span> {f.value}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <p className="sr-only" aria-live="polite">
          {result ? formatCount(result.total, "result") : ""}
        </p>

        <QueryState
          query={search}
          loading="Searching..."
          skeleton="cards"
          error={(error) => (
            <div role="alert" className="card flex flex-col items-start gap-3 p-6">
              <p className="font-semibold text-negative">{searchErrorMessage(error)}</p>
              <button type="button" className="btn-outline" onClick={() => search.refetch()}>
                Try again
              </button>
            </div>
          )}
        >
          {(result) => (
            <div className={search.isFetching ? "opacity-70" : ""} aria-busy={search.isFetching}>
              {result.query.corrected ? (
                <div className="mb-4">
                  <CorrectedQuery
                    corrected={result.query.corrected}
                    asTypedHref={`${paths.searchResults}?${writeSearchState(
                      updateSearchState(state, { query: result.query.corrected.from, asTyped: "1" }),
                    )}`}
                  />
                </div>
              ) : null}
              {result.query.widened ? (
                <div className="mb-4">
                  <WidenedPlace widened={result.query.widened} />
                </div>
              ) : null}
              <TabList
                idBase={tabsId}
                label="Results by kind"
                tabs={tabs}
                value={tab}
                onChange={(value) => go({ tab: value, page: state.page })}
              />
              <div {...tabPanelProps(tabsId, "results", tab)} className="space-y-5 pt-5">
                <fieldset className="flex flex-wrap gap-2">
                  <legend className="sr-only">Show</legend>
                  {TYPE_TABS.map((pill) => (
                    <button
                      key={pill.value}
                      type="button"
                      aria-pressed={type === pill.value}
                      onClick={() => go({ type: pill.value })}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                        type === pill.value
                          ? "bg-brand-700 text-white"
                          : "bg-surface text-ink hover:bg-brand-50"
                      }`}
                    >
                      {pill.label}
                      <span
                        className={`rounded-full px-2 text-xs ${type === pill.value ? "bg-brand-800" : "bg-canvas"}`}
                      >
                        {counts[pill.value]}
                      </span>
                    </button>
                  ))}
                </fieldset>
                {result.total === 0 ? (
                  <EmptyResults
                    query={state.query ?? ""}
                    suggestions={result.suggestions}
                    hasFilters={filters.length > 0}
                    onSuggestion={(query) => go({ query })}
                    onClearFilters={clearFilters}
                  />
                ) : mainCount === 0 ? (
                  <p className="card p-8 text-center text-muted">
                    No properties or people match this search.
                  </p>
                ) : (
                  <div className="space-y-10">
                    {type !== "users" && result.properties.data.length ? (
                      <section aria-labelledby="results-properties">
                        <div className="mb-3 flex items-baseline justify-between gap-3">
                          <h2 id="results-properties" className="text-xl font-semibold">
                            Properties{" "}
                            <span className="text-muted">({result.properties.pagination.total})</span>
                          </h2>
                          {type === "all" &&
                          result.properties.pagination.total > result.properties.data.length ? (
                            <button
                              type="button"
                              className="btn-ghost"
                              onClick={() => go({ type: "properties" })}
                            >
                              See all {result.properties.pagination.total}
                            </button>
                          ) : null}
                        </div>
                        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                          {result.properties.data.map((item, i) => (
                            <li key={item.id} {...highlight.cardProps(Number(item.id))}>
                              <PropertyResultCard item={item} words={words} priority={i === 0} />
                            </li>
                          ))}
                        </ul>
                        {type === "properties" ? (
                          <Pagination
                            page={result.properties.pagination.current_page}
                            lastPage={result.properties.pagination.last_page}
                            onPage={onPage}
                            label="Property pages"
                          />
                        ) : null}
                      </section>
                    ) : null}
                    {type !== "properties" && result.users.data.length ? (
                      <section aria-labelledby="results-people">
                        <div className="mb-3 flex items-baseline justify-between gap-3">
                          <h2 id="results-people" className="text-xl font-semibold">
                            People <span className="text-muted">({result.users.pagination.total})</span>
                          </h2>
                          {type === "all" && result.users.pagination.total > result.users.data.length ? (
                            <button type="button" className="btn-ghost" onClick={() => go({ type: "users" })}>
                              See all {result.users.pagination.total}
                            </button>
                          ) : null}
                        </div>
                        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                          {result.users.data.map((person) => (
                            <PersonResultCard key={person.id} person={person} words={words} />
                          ))}
                        </div>
                        {type === "users" ? (
                          <Pagination
                            page={result.users.pagination.current_page}
                            lastPage={result.users.pagination.last_page}
                            onPage={onPage}
                            label="People pages"
                          />
                        ) : null}
                      </section>
                    ) : null}
                  </div>
                )}
              </div>
              {/* A panel's cards are rendered while its tab is selected; the others stay empty and hidden (each tab's
                aria-controls still names its panel), which keeps the page's first HTML a fifth smaller (issue 19). */}
              {HELPER_TABS.map((helper) => (
                <div key={helper.tab} {...tabPanelProps(tabsId, helper.tab, tab)} className="pt-5">
                  {tab === helper.tab ? (
                    <HelperPanel helper={helper} result={result} words={words} onPage={onPage} />
                  ) : null}
                </div>
              ))}
            </div>
          )}
        </QueryState>
      </div>
    </>
  );
}
