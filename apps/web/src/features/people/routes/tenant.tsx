import { AFFORDABILITY_RULE } from "@ile/contract";
import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { audienceFiguresQuery } from "../api/figures";
import { AudienceLanding } from "../components/audience-landing";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "tenant";

export const queries: PageQueries = ({ url }) => [
  directoryQuery(url.searchParams, ROLE),
  audienceFiguresQuery(),
];

const POINTS = [
  "Search homes to rent with the rent period shown and the full cost to move in on every listing, fees above the usual 10% flagged and, in Lagos, what the Tenancy Law 2011 says about rent in advance.",
  `Filter rent lists by your monthly income. ${AFFORDABILITY_RULE}`,
  "See your tenancy, your rent schedule and every receipt in one place, and pay rent online.",
  "Report repairs with photos and follow them until they are done.",
];

/** /tenant: what tenants can do on Ile, live figures, and the tenants directory. */
export function Component() {
  return (
    <Directory
      title="Tenants"
      lead="Rent with the full cost up front, your receipts kept, and repairs followed through."
      personRole={ROLE}
      intro={
        <AudienceLanding
          points={POINTS}
          actions={[
            { to: paths.propertiesRent, label: "Find a home to rent", primary: true },
            { to: `${paths.dashboard}/tenancy`, label: "My tenancy" },
            { to: paths.signup, label: "Create an account" },
          ]}
        />
      }
    />
  );
}
