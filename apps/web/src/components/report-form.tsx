/**
 * The report dialog itself (components/report-dialog.tsx opens it, and loads this module the first time): a reason
 * from the contract's list and optional details, sent to the reports API. A Radix dialog keeps focus inside; the
 * opener gives focus back to its button when it closes.
 */
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { api } from "@/lib/api-client";
import { errorText } from "@/lib/http";
import { Field, FormMessage } from "./ui/field";
import { ModalCard } from "./ui/modal";

export default function ReportForm({
  endpoint,
  label,
  onClose,
}: {
  endpoint: string;
  label: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
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
