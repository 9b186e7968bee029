import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "tenant";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams, ROLE)];

/** /meet-tenants */
export function Component() {
  return <Directory title="Meet tenants" lead="Tenants looking for homes on Ile." personRole={ROLE} />;
}
