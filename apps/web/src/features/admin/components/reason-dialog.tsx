/**
 * An admin action that needs a reason (cancel an auction, mark a refund...): a button opening a Radix dialog
 * (focus kept inside, returned on close) with the reason field; the server's message is shown in the dialog and
 * a success closes it. The reason is kept in the audit log by the server.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Field, FormMessage } from "@/components/ui/field";
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 p-5">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
