import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

const PRESET = { use: "commercial" };

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams, PRESET)];

export function Component() {
  return (
    <ListingsView
      title="Commercial properties"
      lead="Shops, offices, warehouses and event centres."
      preset={PRESET}
    />
  );
}
