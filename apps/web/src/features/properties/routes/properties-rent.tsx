import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="Properties for rent"
      lead="Flats, houses and offices to let, with the rent period shown."
      preset={{ listing_type: "rent" }}
    />
  );
}
