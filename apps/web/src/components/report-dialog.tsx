/**
 * "Report this listing" / "Report this user" (issue 22, ADR 0902): a reason from the contract's list and optional
 * details, sent to the reports API; the safety team reviews it, and three independent reports hide a listing
 * until then. Signed out, the button opens the login first. A Radix dialog keeps focus inside and returns it.
 */
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { Flag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { api } from "@/lib/api-client";
import { errorText } from "@/lib/http";
import { useSessionUser } from "@/lib/session";
import { openLogin } from "@/lib/ui-store";
import { Field, FormMessage } from "./ui/field";
import { ModalCard } from "./ui/modal";

export function ReportDialog({ endpoint, subject }: { endpoint: string; subject: "listing" | "user" }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = subject === "listing" ? "Report this listing" : "Report this user";

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!reason) {
      setError("Choose a reason.");
      return;
    }
    setBusy(true);
    try {
      const r = await api.post<{ message: string }>(endpoint, {
        reason,
        details: details.trim() || undefined,
      });
      setSent(r.message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (!user)
    return (
      <button type="button" className="btn-ghost self-start text-sm" onClick={() => openLogin()}>
        <Flag aria-hidden="true" className="size-4" /> {label}
      </button>
    );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        setOpen(o);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-ghost self-start text-sm">
          <Flag aria-hidden="true" className="size-4" /> {label}
        </button>
      </Dialog.Trigger>
      <ModalCard
        title={label}
        description={"Our safety team reviews every report. The person reported is not told who sent it."}
      >
        {sent ? (
          <FormMessage kind="success">{sent}</FormMessage>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
            <fieldset className="flex flex-col gap-2">
              <legend className="label">Reason</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="mt-1"
                  />
                  {REPORT_REASON_LABELS[r]}
                </label>
              ))}
            </fieldset>
            <Field label="What happened (optional)">
              {(p) => (
                <textarea
                  {...p}
                  className="input min-h-20"
                  value={details}
                  maxLength={2000}
                  onChange={(e) => setDetails(e.target.value)}
                />
              )}
            </Field>
            {error ? <FormMessage kind="error">{error}</FormMessage> : null}
            <button type="submit" className="btn-primary self-end" disabled={busy}>
              Send report
            </button>
          </form>
        )}
        <Dialog.Close asChild>
          <button type="button" className="btn-ghost self-end" disabled={busy}>
            Close
          </button>
        </Dialog.Close>
      </ModalCard>
    </Dialog.Root>
  );
}
