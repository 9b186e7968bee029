/**
 * Other listings of the same kind in the same town. They are below the fold and load after the page: their answer
 * is shown through a deferred value, so React renders the cards in small slices instead of one long task in the
 * middle of a phone's start-up (a query's answer otherwise renders synchronously; issue 19).
 */
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { PropertyCard } from "@/components/property-card";
import { listingsQuery } from "../../api/listings";

export function Similar({ city, listingType, slug }: { city: string; listingType: string; slug: string }) {
  const list = useQuery(listingsQuery({ city, listing_type: listingType, limit: "4" }));
  const data = useDeferredValue(list.data);
  const others = (data?.data ?? []).filter((p) => p.slug !== slug).slice(0, 3);
  if (!others.length) return null;
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title" className="mb-3 text-lg font-semibold">
        Similar properties in {city}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
