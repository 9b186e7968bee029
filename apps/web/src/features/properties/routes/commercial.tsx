import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="Commercial properties"
      lead="Shops, offices, warehouses and event centres."
      preset={{ use: "commercial" }}
    />
  );
}
