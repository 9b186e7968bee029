/**
 * /dashboard (SPEC §2, §6: requires login): the person's own sections. The app layer composes it because its
 * sections come from many features (app/dashboard-sections); features never import each other or src/app.
 */
import { dashboardSections } from "@/app/dashboard-sections";
import { AccessGuard } from "@/components/access-guard";
import { SectionShell } from "@/components/section-shell";
import { paths } from "@/config/paths";

export function Component() {
  return (
    <>
      {/* While access is checked or refused; each section sets its own title once shown. */}
      <title>Dashboard — Ile</title>
      <AccessGuard>
        <SectionShell title="Dashboard" base={paths.dashboard} sections={dashboardSections} />
      </AccessGuard>
    </>
  );
}
