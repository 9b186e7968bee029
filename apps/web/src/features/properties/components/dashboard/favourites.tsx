/** Dashboard → Favourites: the listings I saved, newest first, each with an "Unsave" button. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PagedList } from "@/components/paged-list";
import { PropertyCard } from "@/components/property-card";
import { FormMessage } from "@/components/ui/field";
import { paths } from "@/config/paths";
import { setFavourite } from "../../api/listings";
import { favouritesQuery } from "../../api/manage";

export default function FavouritesSection() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const list = useQuery(favouritesQuery(page));
  const unsave = useMutation({
    mutationFn: (slug: string) => setFavourite(slug, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["properties"] }),
  });
  return (
    <section aria-labelledby="favourites-title" className="flex flex-col gap-4">
      <h2 id="favourites-title" className="text-xl font-semibold">
        Favourites
      </h2>
      <PagedList
        query={list}
        loading="Loading your saved listings..."
        skeleton="cards"
        empty={
          <div className="card flex flex-col items-start gap-2 p-6">
            <Heart aria-hidden="true" className="size-8 text-brand-600" />
            <p className="font-semibold">No saved listings yet</p>
            <p className="text-muted">Press "Save" on a listing to keep it here.</p>
            <Link to={paths.properties} className="btn-primary mt-2">
              Browse listings
            </Link>
          </div>
        }
        before={() =>
          unsave.isError ? <FormMessage kind="error">{unsave.error.message}</FormMessage> : null
        }
        listClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        pager={{ page, onPage: setPage, label: "Favourite pages" }}
      >
        {(p) => (
          <li key={p.id} className="flex flex-col gap-2">
            <PropertyCard property={p} />
            <button
              type="button"
              className="btn-outline"
              disabled={unsave.isPending && unsave.variables === p.slug}
              onClick={() => unsave.mutate(p.slug)}
            >
              <Heart aria-hidden="true" className="size-4" /> Unsave
              <span className="sr-only"> {p.title}</span>
            </button>
          </li>
        )}
      </PagedList>
    </section>
  );
}
