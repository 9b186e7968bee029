/** /categories: the categories that have available listings, with how many (an empty one is not offered). */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { categoriesQuery } from "../api/listings";

export const queries: PageQueries = () => [categoriesQuery];

export function Component() {
  const categories = useQuery(categoriesQuery);
  return (
    <>
      <PageMeta
        title="Property categories — Ile"
        description="Browse Nigerian property listings by kind: flats, duplexes, land, offices and more."
      />
      <PageHeader title="Property categories" lead="Browse listings by the kind of property." />
      <section className="container-page py-6" aria-label="Categories">
        <QueryState query={categories} loading="Loading categories...">
          {(data) => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {data
                .filter((c) => c.count > 0)
                .map((c) => (
                  <li key={c.name}>
                    <Link
                      to={paths.category(c.name)}
                      className="card flex min-h-20 flex-col justify-center p-4 hover:bg-brand-50"
                    >
                      <span className="font-semibold">{c.label}</span>
                      <span className="text-sm text-muted">{formatCount(c.count, "listing")}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
