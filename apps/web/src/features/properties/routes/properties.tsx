import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams)];

export function Component() {
  return (
    <ListingsView
      title="Properties"
      lead="Homes, land and commercial property for rent and sale across Nigeria."
    />
  );
}
