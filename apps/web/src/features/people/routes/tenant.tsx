import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "tenant";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams, ROLE)];

/** /tenant */
export function Component() {
  return <Directory title="Tenants" lead="People renting on Ile, by state and city." personRole={ROLE} />;
}
