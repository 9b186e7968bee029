/**
 * An admin action that needs a reason (cancel an auction, mark a refund...): a button opening a Radix dialog
 * (focus kept inside, returned on close) with the reason field; the server's message is shown in the dialog and
 * a success closes it. The reason is kept in the audit log by the server.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
import { ModalCard } from "@/components/ui/modal";
import { errorText } from "@/lib/http";

export function ReasonDialog({
  trigger,
  triggerLabel,
  title,
  description,
  confirm,
  onConfirm,
}: {
  /** The button's text, and its accessible name when `triggerLabel` is not given. */
  trigger: string;
  triggerLabel?: string;
  title: string;
  description: string;
  confirm: string;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onConfirm(reason);
      setOpen(false);
      setReason("");
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

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
        <button type="button" className="btn-outline min-h-11" aria-label={triggerLabel}>
          {trigger}
        </button>
      </Dialog.Trigger>
      <ModalCard title={title} description={description}>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <Field label="Reason" hint="Kept in the audit log.">
            {(p) => (
              <textarea
                {...p}
                className="input min-h-20"
                value={reason}
                required
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
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
      </ModalCard>
    </Dialog.Root>
  );
}
