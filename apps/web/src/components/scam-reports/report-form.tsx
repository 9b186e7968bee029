/**
 * The report dialog itself (scam-reports/report-dialog.tsx opens it, and loads this module the first time): a reason
 * from the contract's list and optional details, sent to the reports API. A Radix dialog keeps focus inside; the
 * opener gives focus back to its button when it closes. Checked with the contract's `abuseReportSchema` before
 * sending; a 422's field errors land on the same fields.
 */
import { abuseReportSchema, REPORT_REASON_LABELS, REPORT_REASONS } from "@ile/contract";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { errorText } from "@/lib/http";
import { Field, FormMessage } from "../ui/field";
import { ModalCard } from "../ui/modal";

export default function ReportForm({
  endpoint,
  label,
  onClose,
}: {
  endpoint: string;
  label: string;
  onClose: () => void;
}) {
  const form = useSchemaForm(abuseReportSchema, { defaultValues: { details: "" } });
  const {
    register,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ reason, details }: z.input<typeof abuseReportSchema>) => {
    setError(null);
    try {
      const r = await api.post<{ message: string }>(endpoint, {
        reason,
        details: details?.trim() || undefined,
      });
      setSent(r.message);
    } catch (err) {
      setServerErrors(form, err);
      setError(errorText(err));
    }
  });
  // The reason's message (the contract's "Choose a reason.") is the form's alert, as the server's is.
  const message = error ?? errors.reason?.message;

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
                  <input type="radio" value={r} {...register("reason")} className="mt-1" />
                  {REPORT_REASON_LABELS[r]}
                </label>
              ))}
            </fieldset>
            <Field label="What happened (optional)" error={errors.details?.message}>
              {(p) => (
                <textarea {...p} className="input min-h-20" maxLength={2000} {...register("details")} />
              )}
            </Field>
            {message ? <FormMessage kind="error">{message}</FormMessage> : null}
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
