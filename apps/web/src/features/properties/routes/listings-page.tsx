import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams)];

export function Component() {
  return (
    <ListingsView
      title="All listings"
      lead="Every listing on Ile, newest first; filter by status to see only what is still available."
    />
  );
}
