/**
 * Toasts (SPEC §2, §9: top right, 5000 ms) without Sonner in every page's first download (issue 48): `toast` has
 * the calls the app makes of Sonner's, and the first one loads Sonner and mounts the Toaster (RootLayout watches
 * `toasterWanted`); every call is shown once both are there, in the order made. On the server it does nothing.
 */
import type { toast as sonnerToast } from "sonner";

type Sonner = typeof import("sonner");
type Args = Parameters<typeof sonnerToast>;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether a toast was asked for: RootLayout mounts the Toaster from then on. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called by the Toaster once it is mounted (its own subscription to Sonner is in place by then). */
export function toasterMounted(): void {
  markMounted();
}

function show(run: (s: Sonner) => void): void {
  if (typeof window === "undefined") return;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner");
  void Promise.all([sonner, mounted]).then(([s]) => run(s));
}

export const toast = Object.assign((...args: Args) => show((s) => s.toast(...args)), {
  success: (...args: Args) => show((s) => s.toast.success(...args)),
  error: (...args: Args) => show((s) => s.toast.error(...args)),
  warning: (...args: Args) => show((s) => s.toast.warning(...args)),
  message: (...args: Args) => show((s) => s.toast.message(...args)),
});
