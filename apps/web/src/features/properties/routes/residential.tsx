import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="Residential properties"
      lead="Homes to rent or buy."
      preset={{ use: "residential" }}
    />
  );
}
