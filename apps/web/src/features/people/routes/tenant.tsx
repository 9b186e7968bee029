import { Directory } from "../components/directory";

/** /tenant */
export function Component() {
  return <Directory title="Tenants" lead="People renting on Ile, by state and city." personRole="tenant" />;
}
