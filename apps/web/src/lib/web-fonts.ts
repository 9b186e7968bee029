/**
 * Inter (issue 19, ADR 0022 addendum). A page paints in a local font sized like Inter (styles/index.css). Inter
 * loads once the app has started and the browser is idle, and replaces the local font at the first move to another
 * page, which is laid out then anyway: switching fonts on a painted page lays the whole page out again, a long
 * task on a phone while it is starting. Until then, and when Inter cannot load, the local font stays.
 */
import type { DataRouter } from "react-router";
import { whenIdle } from "./idle";

const FACES = ["400 1em Inter", "600 1em Inter"];

export function interAtFirstNavigation(router: Pick<DataRouter, "state" | "subscribe">): void {
  const fonts = document.fonts;
  if (!fonts) return;
  whenIdle(() => {
    for (const face of FACES) fonts.load(face).catch(() => {});
  });
  const first = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === first) return;
    if (!FACES.every((face) => fonts.check(face))) return;
    document.documentElement.classList.add("web-fonts");
    unsubscribe();
  });
}
