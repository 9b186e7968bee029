/**
 * A button that opens a dialog for signed-in people and the login for everyone else (the page stays, so what it
 * showed is kept). The dialog is rendered only while open (lazy dialogs load the first time) inside a Suspense
 * boundary; when it closes, focus goes back to the button. Used by "Report this …" and "Save this search".
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";

export function SignedInDialogButton({
  className,
  children,
  dialog,
}: {
  className: string;
  /** The button's content (icon and label). */
  children: ReactNode;
  /** The dialog, given how to close it. */
  dialog: (close: () => void) => ReactNode;
}) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup={user ? "dialog" : undefined}
        onClick={() => (user ? setOpen(true) : openLogin(herePath()))}
      >
        {children}
      </button>
      {user && open ? <Suspense fallback={null}>{dialog(() => setOpen(false))}</Suspense> : null}
    </>
  );
}
