/** The live part of the home page: featured and latest listings, categories and the towns with the most listings. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PropertyCard } from "@/components/property-card";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { formatCount, formatNumber } from "@/lib/format";
import { categoriesQuery, citiesQuery, featuredQuery, latestQuery } from "../api/listings";

function ListingRow({ title, id, query }: { title: string; id: string; query: typeof featuredQuery }) {
  const list = useQuery(query);
  if (list.data && list.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link to={paths.listingsPage} className="text-sm font-semibold text-brand-700 hover:underline">
          See all listings
        </Link>
      </div>
      <QueryState
        query={list}
        loading="Loading listings..."
        skeleton="cards"
        error={(error) => (
          <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 p-4">
            <span>These listings could not be loaded. {error.message}</span>
            <button type="button" className="btn-outline" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        )}
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((p) => (
              <li key={p.id}>
                <PropertyCard property={p} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Cities() {
  const cities = useQuery(citiesQuery);
  if (!cities.data?.length) return null;
  return (
    <section aria-labelledby="cities" className="container-page py-8">
      <h2 id="cities" className="mb-4 text-2xl font-semibold">
        Towns with the most listings
      </h2>
      <ul className="flex flex-wrap gap-2">
        {cities.data.map((c) => (
          <li key={`${c.state}-${c.city}`}>
            <Link
              to={`${paths.properties}?${new URLSearchParams({ state: c.state, city: c.city })}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm hover:bg-brand-50"
            >
              <span className="font-semibold">{c.city}</span>
              <span className="text-muted">{formatNumber(c.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories() {
  const categories = useQuery(categoriesQuery);
  const shown = (categories.data ?? []).filter((c) => c.count > 0);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="categories" className="container-page py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="categories" className="text-2xl font-semibold">
          Browse by category
        </h2>
        <Link to={paths.categories} className="text-sm font-semibold text-brand-700 hover:underline">
          All categories
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {shown.map((c) => (
          <li key={c.name}>
            <Link
              to={paths.category(c.name)}
              className="card flex min-h-16 flex-col justify-center p-3 hover:bg-brand-50"
            >
              <span className="font-semibold">{c.label}</span>
              <span className="text-sm text-muted">{formatCount(c.count, "listing")}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Marketplace() {
  return (
    <>
      <ListingRow title="Featured listings" id="featured" query={featuredQuery} />
      <ListingRow title="Latest listings" id="latest" query={latestQuery} />
      <Categories />
      <Cities />
    </>
  );
}
