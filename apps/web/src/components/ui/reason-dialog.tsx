/**
 * An admin action that needs a reason (cancel an auction, mark a refund...): a button opening a Radix dialog
 * (focus kept inside, returned on close) with the reason field; the server's message is shown in the dialog and
 * a success closes it. The reason is kept in the audit log by the server.
 *
 * The form itself (reason-form.tsx, on the form kit) loads the first time the dialog opens, so a public page that
 * shows this button to moderators (a group's page) stays zod-free (ADR 0022). A reason typed and then closed
 * without confirming is kept for the next opening, as before.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { lazy, Suspense, useRef, useState } from "react";
import { ModalCard } from "@/components/ui/modal";

const ReasonForm = lazy(() => import("./reason-form"));

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
  const busy = useRef(false);
  /** The reason typed so far (kept while the dialog is closed; emptied by a success). */
  const draft = useRef("");

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (busy.current) return;
        setOpen(o);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-outline min-h-11" aria-label={triggerLabel}>
          {trigger}
        </button>
      </Dialog.Trigger>
      <ModalCard title={title} description={description}>
        <Suspense fallback={null}>
          <ReasonForm
            confirm={confirm}
            draft={draft}
            onBusy={(b) => {
              busy.current = b;
            }}
            onConfirm={onConfirm}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      </ModalCard>
    </Dialog.Root>
  );
}
