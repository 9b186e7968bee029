import { ListingsView } from "../components/listings-view";

export function Component() {
  return <ListingsView title="All listings" lead="Every available listing on Ile, newest first." />;
}
