import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "@/lib/toast";

/** Toasts sit top right and close after 5000 ms (SPEC §2, §9). */
export const TOAST_DURATION_MS = 5000;

/**
 * Sonner's rich colours put text at about 4.2:1 on its tinted backgrounds (below WCAG AA's 4.5:1 for 13 px
 * text): darker text of the same hues, all above 6:1.
 */
const contrast = {
  "--success-text": "#006b24",
  "--error-text": "#b3000f",
  "--info-text": "#0b4aa2",
  "--warning-text": "#7a4100",
} as CSSProperties;

/** Loaded with the first toast (lib/toast.ts), not with every page. */
export function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <Sonner position="top-right" duration={TOAST_DURATION_MS} richColors closeButton style={contrast} />;
}
