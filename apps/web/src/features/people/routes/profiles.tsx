import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams)];

/** /profiles — Meet Users (header People menu). */
export function Component() {
  return <Directory title="Meet users" lead="Agents, landlords, developers and tenants on Ile." />;
}
