/** What the header's menus share: closing a popup on Escape or a click outside it, and the menu links' look. */
import { useEffect } from "react";

/** Closes a popup on Escape (returning focus to its button) and on a click outside it. */
export function useDismiss(open: boolean, close: () => void, container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const button = container.current?.querySelector<HTMLElement>("[aria-expanded='true']");
      close();
      button?.focus();
    };
    const onPointer = (e: MouseEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open, close, container]);
}

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-[var(--radius-control)] px-3 py-2.5 text-sm font-semibold transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-brand-50 hover:text-brand-700"
  }`;
