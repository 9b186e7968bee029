import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { audienceFiguresQuery } from "../api/figures";
import { AudienceLanding } from "../components/audience-landing";
import { Directory, directoryQuery } from "../components/directory";

const ROLE = "landlord";

export const queries: PageQueries = ({ url }) => [
  directoryQuery(url.searchParams, ROLE),
  audienceFiguresQuery(),
];

const POINTS = [
  "List homes to rent or sell, with your fees shown and the move-in total worked out for tenants.",
  "Add your tenancies: the rent schedule is made for the term and tenants are reminded before rent falls due.",
  "Take rent online or record cash and transfers; both of you get a receipt.",
  "Give notice or renew with the periods of the Lagos State Tenancy Law 2011, and send repairs to a service provider.",
];

/** /landlords: what landlords can do on Ile, live figures, and the landlords directory. */
export function Component() {
  return (
    <Directory
      title="Landlords"
      lead="Let your homes, collect rent and keep every receipt, tenancy and repair in one place."
      personRole={ROLE}
      intro={
        <AudienceLanding
          points={POINTS}
          actions={[
            { to: `${paths.dashboard}/tenancies`, label: "Manage my tenancies", primary: true },
            { to: paths.propertyManagement, label: "Let Ile manage it" },
            { to: paths.meetTheLandlords, label: "Meet the landlords" },
          ]}
        />
      }
    />
  );
}
