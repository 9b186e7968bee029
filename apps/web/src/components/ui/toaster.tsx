import { Toaster as Sonner } from "sonner";

/** Toasts sit top right and close after 5000 ms (SPEC §2, §9). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return <Sonner position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />;
}
