/** The live part of the home page: featured and latest listings, and the towns with the most listings. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PropertyCard } from "@/components/property-card";
import { paths } from "@/config/paths";
import { citiesQuery, featuredQuery, latestQuery } from "../api/listings";

function ListingRow({ title, id, query }: { title: string; id: string; query: typeof featuredQuery }) {
  const list = useQuery(query);
  if (list.isError || (list.data && list.data.length === 0)) return null;
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
      {list.isPending ? (
        <p role="status" className="text-muted">
          Loading listings...
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((p) => (
            <li key={p.id}>
              <PropertyCard property={p} />
            </li>
          ))}
        </ul>
      )}
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
              <span className="text-muted">{c.count.toLocaleString("en-NG")}</span>
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
      <Cities />
    </>
  );
}
