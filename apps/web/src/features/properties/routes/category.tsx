/** /category/{name}: listings of one category (apartment, duplex, land, office, …). */
import { CATEGORY_LABELS, type PropertyCategory } from "@ile/contract";
import { useParams } from "react-router";
import { ListingsView } from "../components/listings-view";

export function Component() {
  const { name = "" } = useParams();
  const label = CATEGORY_LABELS[name as PropertyCategory] ?? name;
  return (
    <ListingsView title={label} lead={`${label} listings for rent and sale.`} preset={{ category: name }} />
  );
}
