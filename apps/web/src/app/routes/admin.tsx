/** /admin/* (SPEC §6: admins only): review sections, composed by the app layer (app/dashboard-sections adminSections). */
import { adminSections } from "@/app/dashboard-sections";
import { AccessGuard } from "@/components/access-guard";
import { SectionShell } from "@/components/section-shell";
import { paths } from "@/config/paths";

export function Component() {
  return (
    <>
      {/* While access is checked or refused; each section sets its own title once shown. */}
      <title>Admin — Ile</title>
      <AccessGuard adminOnly>
        <SectionShell title="Admin" base={paths.admin} sections={adminSections} />
      </AccessGuard>
    </>
  );
}
