import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams)];

/** /meet-users — everyone, filterable by role, state, city, verified. */
export function Component() {
  return <Directory title="Meet users" lead="Agents, landlords, developers and tenants on Ile." />;
}
