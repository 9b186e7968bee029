import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="Properties"
      lead="Homes, land and commercial property for rent and sale across Nigeria."
    />
  );
}
