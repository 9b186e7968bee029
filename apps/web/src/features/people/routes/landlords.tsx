import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "landlord";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams, ROLE)];

/** /landlords */
export function Component() {
  return (
    <Directory
      title="Landlords"
      lead="Find a landlord by state or city and read what tenants say."
      personRole={ROLE}
    />
  );
}
