import { Directory } from "../components/directory";

/** /meet-users — everyone, filterable by role, state, city, verified. */
export function Component() {
  return <Directory title="Meet users" lead="Agents, landlords, developers and tenants on Ile." />;
}
