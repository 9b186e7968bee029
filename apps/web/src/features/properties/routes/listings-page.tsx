import { ListingsView } from "../components/listings-view";

export function Component() {
  return (
    <ListingsView
      title="All listings"
      lead="Every listing on Ile, newest first; filter by status to see only what is still available."
    />
  );
}
