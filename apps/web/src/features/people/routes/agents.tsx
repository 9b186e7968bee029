import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "agent";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams, ROLE)];

/** /agent */
export function Component() {
  return (
    <Directory
      title="Agents"
      lead="Estate agents across Nigeria, with their listings and ratings from people who dealt with them."
      personRole={ROLE}
    />
  );
}
