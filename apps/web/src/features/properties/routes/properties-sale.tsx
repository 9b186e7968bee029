import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="Properties for sale"
      lead="Houses, flats and land for sale across Nigeria."
      preset={{ listing_type: "sale" }}
    />
  );
}
