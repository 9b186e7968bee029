/**
 * The reason dialog's form (reason-dialog.tsx loads it when the dialog first opens): the reason, on the form kit.
 * The browser asks for it (required, at most 500 characters) before anything is sent; the server checks the rest,
 * and its 422 lands on the field as well as in the dialog's alert. Closing the dialog unmounts this form; the typed
 * reason is kept in the dialog's `draft` for the next opening and emptied by a success.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { setServerErrors, useSchemaForm } from "@/lib/form";
import { errorText } from "@/lib/http";
import { Field, FormMessage } from "./field";

const reasonSchema = z.object({ reason: z.string() });

export default function ReasonForm({
  confirm,
  draft,
  onBusy,
  onConfirm,
  onDone,
}: {
  confirm: string;
  draft: RefObject<string>;
  onBusy: (busy: boolean) => void;
  /** Sends the reason; throws the error to show. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Closes the dialog after a success. */
  onDone: () => void;
}) {
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: draft.current } });
  const {
    register,
    formState: { errors, isSubmitting: busy },
  } = form;
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  // The first field gets focus when the form appears (it loads after the dialog opened), and what was typed is
  // kept when the dialog closes without a success.
  useEffect(() => {
    form.setFocus("reason");
    return () => {
      if (!sent.current) draft.current = form.getValues("reason");
    };
  }, [form, draft]);
  useEffect(() => {
    onBusy(busy);
    return () => onBusy(false);
  }, [busy, onBusy]);

  const submit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await onConfirm(reason);
      sent.current = true;
      draft.current = "";
      onDone();
    } catch (err) {
      setServerErrors(form, err);
      setError(errorText(err));
    }
  });

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <Field label="Reason" hint="Kept in the audit log." error={errors.reason?.message}>
        {(p) => (
          <textarea {...p} className="input min-h-20" required maxLength={500} {...register("reason")} />
        )}
      </Field>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <div className="flex justify-end gap-2">
        <Dialog.Close asChild>
          <button type="button" className="btn-ghost" disabled={busy}>
            Close
          </button>
        </Dialog.Close>
        <button type="submit" className="btn bg-status-sold text-white" disabled={busy}>
          {confirm}
        </button>
      </div>
    </form>
  );
}
