/**
 * "Report this listing" / "Report this user" (issue 22, ADR 0902): a reason from the contract's list and optional
 * details, sent to the reports API; the safety team reviews it, and three independent reports hide a listing
 * until then. Signed out, the button opens the login first. The dialog (scam-reports/report-form.tsx, with Radix)
 * loads the first time it opens, so the pages that show this button do not download it up front (issue 19);
 * closing it gives focus back to the button.
 */
import { Flag } from "lucide-react";
import { lazy } from "react";
import { SignedInDialogButton } from "../signed-in-dialog-button";

const ReportForm = lazy(() => import("./report-form"));

export function ReportDialog({ endpoint, subject }: { endpoint: string; subject: "listing" | "user" }) {
  const label = subject === "listing" ? "Report this listing" : "Report this user";
  return (
    <SignedInDialogButton
      className="btn-ghost self-start text-sm"
      dialog={(close) => <ReportForm endpoint={endpoint} label={label} onClose={close} />}
    >
      <Flag aria-hidden="true" className="size-4" /> {label}
    </SignedInDialogButton>
  );
}
