/** /dashboard (SPEC §2, §6: requires login): the person's own sections; features add theirs in app/dashboard-sections. */
import { lazy } from "react";
import { dashboardSections } from "@/app/dashboard-sections";
import { AccessGuard } from "@/components/access-guard";
import { SectionShell, type ShellSection } from "@/components/section-shell";
import { paths } from "@/config/paths";

const own: ShellSection[] = [
  { path: "", label: "Profile", Component: lazy(() => import("../components/profile-section")) },
  {
    path: "verification",
    label: "Verification",
    Component: lazy(() => import("../components/verification-section")),
  },
];

export function Component() {
  return (
    <>
      {/* While access is checked or refused; each section sets its own title once shown. */}
      <title>Dashboard — Ile</title>
      <AccessGuard>
        <SectionShell title="Dashboard" base={paths.dashboard} sections={[...own, ...dashboardSections]} />
      </AccessGuard>
    </>
  );
}
