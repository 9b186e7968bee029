/**
 * A page of listings with its filters (issue 4): every filter lives in the URL (shareable; the back button works),
 * the list paginates, cards lazy-load their photos. Pages fix some filters (e.g. /properties/rent) with `preset`.
 */
import { useQuery } from "@tanstack/react-query";
import { SlidersHorizontal } from "lucide-react";
import { startTransition, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import {
  ListingMap,
  MapSplit,
  mapPointOf,
  useActiveListing,
  ViewToggle,
  viewOf,
} from "@/components/listing-map/listing-map";
import { PageMeta } from "@/components/page-meta";
import { PropertyCard } from "@/components/property-card";
import { QueryState } from "@/components/query-state";
import { SaveSearchButton } from "@/components/save-search-button";
import { FormMessage } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { formatCount, formatNumber, formatRent } from "@/lib/format";
import { savedParamsOfList } from "@/lib/saved-searches";
import { pagedTitle } from "@/lib/title";
import { listingsQuery } from "../api/listings";
import { CompareBar } from "./compare-bar";
import { FILTERS, ListingFilters } from "./listing-filters";

/** Listings a page shows: 12 in the list view, 50 in the map view (ADR 0408). */
export const LIST_PAGE_SIZE = 12;
export const MAP_PAGE_SIZE = 50;

/** The list a page shows: its size by view, the URL's filters (not the view), then the page's fixed ones. */
export function listingsPageQuery(search: URLSearchParams, preset: Record<string, string> = {}) {
  const query: Record<string, string> = {
    limit: String(viewOf(search) === "map" ? MAP_PAGE_SIZE : LIST_PAGE_SIZE),
  };
  for (const [k, v] of search) if (v && k !== "view") query[k] = v;
  return listingsQuery({ ...query, ...preset });
}

export function ListingsView({
  title,
  lead,
  preset = {},
}: {
  title: string;
  lead?: string;
  preset?: Record<string, string>;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const onMap = view === "map";
  const highlight = useActiveListing(view === "map");
  const setView = (next: "list" | "map") => {
    const changed = new URLSearchParams(params);
    if (next === "map") changed.set("view", "map");
    else changed.delete("view");
    changed.delete("page");
    setParams(changed);
  };
  const searchArea = (bbox: string) => {
    const changed = new URLSearchParams(params);
    changed.set("bbox", bbox);
    changed.delete("page");
    setParams(changed);
  };
  const list = useQuery(listingsPageQuery(params, preset));
  // The map view's 50 cards: the first screen's worth in the server's HTML, the rest rendered once the page is
  // interactive, in a transition that yields to the person (issue 48: less to send, parse and hydrate).
  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    if (onMap) startTransition(() => setAllCards(true));
  }, [onMap]);
  // Phones show the filters behind a disclosure so the first screen holds listings; wider screens always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTERS.filter((k) => k !== "sort" && params.get(k)).length;
  const page = Math.max(1, Math.floor(Number(params.get("page") ?? 1)) || 1);
  const { pathname } = useLocation();
  const hasFilters = [...params.keys()].some((k) => k !== "page" && k !== "view");
  const count = useRef<HTMLHeadingElement>(null);
  const pageParam = params.get("page");
  const firstRender = useRef(true);
  // A new page moves focus to the top of the results (keyboard and screen-reader users start reading there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page in the URL changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    count.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pageParam]);

  /** The link to another page of the same list (shareable; the back button returns to the page before). */
  const pageHref = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete("page");
    else next.set("page", String(p));
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const clearLink = hasFilters ? (
    <Link to={pathname} className="btn-outline mt-4 inline-flex">
      Clear all filters
    </Link>
  ) : null;

  const results = (
    <section aria-busy={list.isFetching} aria-label="Listings">
      <QueryState
        query={list}
        loading="Loading listings..."
        skeleton="cards"
        error={(error) => (
          <div className="card p-6">
            <FormMessage kind="error">
              {Object.values((error as { errors?: Record<string, string[]> }).errors ?? {})[0]?.[0] ??
                error.message}
            </FormMessage>
            {clearLink ?? (
              <button type="button" className="btn-outline mt-4" onClick={() => void list.refetch()}>
                Try again
              </button>
            )}
          </div>
        )}
        empty={(data) =>
          data.meta.total > 0 ? (
            <EmptyState title={`There is no page ${page}`}>
              <p>
                These filters give {formatCount(data.meta.total, "listing")} on{" "}
                {formatCount(data.meta.last_page, "page")}.
              </p>
              <Link to={pageHref(1)} className="btn-primary mt-4 inline-flex">
                Go to page 1
              </Link>
            </EmptyState>
          ) : hasFilters ? (
            <EmptyState title="No listings match these filters">
              <p>Try a wider price range, another town, or fewer filters.</p>
              {clearLink}
            </EmptyState>
          ) : (
            <EmptyState title="No listings here yet">
              <p>Listings appear here as owners add them.</p>
              <Link to={paths.properties} className="btn-primary mt-4 inline-flex">
                Browse all properties
              </Link>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <>
            <h2
              ref={count}
              tabIndex={-1}
              className="mb-3 text-sm font-normal text-muted outline-none"
              data-testid="result-count"
              aria-live="polite"
            >
              {formatCount(data.meta.total, "listing")}
              {data.meta.last_page > 1
                ? ` · page ${formatNumber(data.meta.current_page)} of ${formatNumber(data.meta.last_page)}`
                : ""}
            </h2>
            <ul
              className={`grid gap-4 ${onMap ? "sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3"}`}
            >
              {(onMap && !allCards ? data.data.slice(0, LIST_PAGE_SIZE) : data.data).map((p, i) => (
                <li key={p.id} {...highlight.cardProps(p.id)}>
                  <PropertyCard property={p} priority={i === 0} />
                </li>
              ))}
            </ul>
            <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} hrefOf={pageHref} />
          </>
        )}
      </QueryState>
    </section>
  );
  const map = onMap ? (
    <ListingMap
      fill
      points={(list.data?.data ?? []).flatMap((p) => {
        const point = mapPointOf({
          ...p,
          price: formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null),
          href: paths.property(p.slug),
        });
        return point ? [point] : [];
      })}
      active={highlight.active}
      onActive={highlight.setActive}
      onSelect={highlight.select}
      bbox={params.get("bbox")}
      onSearchArea={searchArea}
    />
  ) : null;

  return (
    <>
      <PageMeta
        title={pagedTitle(title, page)}
        description={lead ?? `${title} on Ile: listings across Nigeria with prices and photos.`}
        path={page > 1 ? `${pathname}?page=${page}` : pathname}
      />
      <PageHeader title={title} lead={lead} />
      <div className="container-page flex flex-col gap-6 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className={`btn-outline ${onMap ? "" : "sm:hidden"}`}
            aria-expanded={filtersOpen}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? "Hide filters" : "Filters"}
            {activeFilters ? ` (${activeFilters} on)` : ""}
          </button>
          <div className={`flex flex-wrap items-center gap-3 ${onMap ? "" : "sm:w-full sm:justify-between"}`}>
            <SaveSearchButton params={savedParamsOfList(params, preset)} />
            <ViewToggle view={view} onView={setView} />
          </div>
        </div>
        <ListingFilters
          id={id}
          preset={preset}
          open={filtersOpen}
          collapsed={onMap}
          onApplied={() => setFiltersOpen(false)}
        />
        {params.get("bbox") ? (
          <p className="text-sm text-muted">
            Showing listings in the map area you chose.{" "}
            <Link
              to={(() => {
                const rest = new URLSearchParams(params);
                rest.delete("bbox");
                rest.delete("page");
                const s = rest.toString();
                return s ? `${pathname}?${s}` : pathname;
              })()}
              className="text-brand-700 underline"
            >
              Show every area
            </Link>
          </p>
        ) : null}

        {onMap ? <MapSplit list={results} map={map} /> : results}
        <CompareBar />
      </div>
    </>
  );
}
