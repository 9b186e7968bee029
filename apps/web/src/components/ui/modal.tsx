/**
 * The frame every card-style dialog shares: a Radix dialog portal with its dimmed overlay, a centred card that
 * fits a small phone (scrolls when taller than the screen), and the title and description Radix names it by.
 * Radix keeps focus inside and gives it back to the trigger on close. Put it inside a `Dialog.Root`.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

export function ModalCard({
  title,
  description,
  wide = false,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** max-w-lg instead of max-w-md, for dialogs with more to show. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <Dialog.Content
        className={`card fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] ${wide ? "max-w-lg" : "max-w-md"} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto p-5`}
        // Without a description, say so, so Radix does not warn about a missing aria-describedby.
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
      >
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        {description === undefined ? null : (
          <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
        )}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
