/**
 * "Report this listing" / "Report this user" (issue 22, ADR 0902): a reason from the contract's list and optional
 * details, sent to the reports API; the safety team reviews it, and three independent reports hide a listing
 * until then. Signed out, the button opens the login first. The dialog (components/report-form.tsx, with Radix)
 * loads the first time it opens, so the pages that show this button do not download it up front (issue 19);
 * closing it gives focus back to the button.
 */
import { Flag } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";

const ReportForm = lazy(() => import("./report-form"));

export function ReportDialog({ endpoint, subject }: { endpoint: string; subject: "listing" | "user" }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const label = subject === "listing" ? "Report this listing" : "Report this user";

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn-ghost self-start text-sm"
        aria-haspopup={user ? "dialog" : undefined}
        onClick={() => (user ? setOpen(true) : openLogin(herePath()))}
      >
        <Flag aria-hidden="true" className="size-4" /> {label}
      </button>
      {user && open ? (
        <Suspense fallback={null}>
          <ReportForm endpoint={endpoint} label={label} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
