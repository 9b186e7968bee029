import type { PageQueries } from "@/lib/page-queries";
import { ListingsView, listingsPageQuery } from "../components/listings-view";

const PRESET = { use: "residential" };

export const queries: PageQueries = ({ url }) => [listingsPageQuery(url.searchParams, PRESET)];

export function Component() {
  return <ListingsView title="Residential properties" lead="Homes to rent or buy." preset={PRESET} />;
}
