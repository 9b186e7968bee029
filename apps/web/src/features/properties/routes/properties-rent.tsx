import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

const PRESET = { listing_type: "rent" };

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams, PRESET)];

export function Component() {
  return (
    <ListingsView
      title="Properties for rent"
      lead="Flats, houses and offices to let, with the rent period shown."
      preset={PRESET}
    />
  );
}
