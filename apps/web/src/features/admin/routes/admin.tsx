/** /admin/* (SPEC §6: admins only): review sections; features add theirs in app/dashboard-sections adminSections. */
import { lazy } from "react";
import { adminSections } from "@/app/dashboard-sections";
import { AccessGuard } from "@/components/access-guard";
import { SectionShell, type ShellSection } from "@/components/section-shell";
import { paths } from "@/config/paths";

const own: ShellSection[] = [
  { path: "", label: "Identity checks", Component: lazy(() => import("../components/kyc-review")) },
  { path: "users", label: "Users", Component: lazy(() => import("../components/users-admin")) },
  { path: "audit", label: "Audit log", Component: lazy(() => import("../components/audit-log")) },
];

export function Component() {
  return (
    <>
      {/* While access is checked or refused; each section sets its own title once shown. */}
      <title>Admin — Ile</title>
      <AccessGuard adminOnly>
        <SectionShell title="Admin" base={paths.admin} sections={[...own, ...adminSections]} />
      </AccessGuard>
    </>
  );
}
