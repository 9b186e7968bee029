import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

const PRESET = { listing_type: "sale" };

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams, PRESET)];

export function Component() {
  return (
    <ListingsView
      title="Properties for sale"
      lead="Houses, flats and land for sale across Nigeria."
      preset={PRESET}
    />
  );
}
