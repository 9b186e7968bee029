import type { PageQueries } from "@/lib/page-queries";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "landlord";

export const queries: PageQueries = ({ url }) => [directoryQuery(url.searchParams, ROLE)];

/** /meet-the-landlords */
export function Component() {
  return (
    <Directory
      title="Meet the landlords"
      lead="Landlords letting and selling on Ile. Verified landlords have passed identity checks."
      personRole={ROLE}
    />
  );
}
