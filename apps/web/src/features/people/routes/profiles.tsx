import { Directory } from "../components/directory";

/** /profiles — Meet Users (header People menu). */
export function Component() {
  return <Directory title="Meet users" lead="Agents, landlords, developers and tenants on Ile." />;
}
