/**
 * Scroll and focus after moving to another page (ADR 0013). A client-side navigation to a new pathname scrolls
 * to the top and focuses the page's main heading (the first h1 in <main>, or `heading`) or, while there is none,
 * <main> itself, so keyboard and screen-reader users start at the new page, as after a full page load. The heading is
 * what gets announced; nothing else announces the change (no live region), so it is heard once.
 *
 * - Not on the first load (the browser's own start stays), and not when only the query string or the hash
 *   changes (filters and pages keep the user where they are; the skip link and in-page links work natively).
 * - A link to another page with a hash (/faqs#fees) scrolls to and focuses that element instead, once it exists.
 * - Pages that load their data render their heading later or swap a loading heading for the real one: until the
 *   user presses a key or a pointer, or 10 s pass, focus follows to the heading as long as it is not elsewhere
 *   (lost to <body>, or still on <main> or on what this hook focused).
 * - A page that puts focus inside <main> itself while mounting keeps it. (A link that stays focused because
 *   React reused its element for the new page does not count.)
 */
import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

const FOLLOW_MS = 10_000;

/** The history entry this document was loaded at (React Router calls it "default" unless the entry is restored). */
const loadKey: string =
  (typeof window !== "undefined" && (window.history.state as { key?: string } | null)?.key) || "default";
/** Set at the first location that is not the one the document was loaded at: every page move after counts. */
let navigated = false;

/** Focusable from script only (not added to the tab order), focused without a second scroll. */
function focusQuietly(el: HTMLElement) {
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
}

function byHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return document.getElementById(hash.slice(1));
  }
}

/**
 * `heading`: the selector of the page's heading inside <main> ("h1" in the main layout; "h2" in the dashboard and
 * admin frame, whose h1 names the frame and whose sections start at h2).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>, heading = "h1") {
  const { pathname, hash, key } = useLocation();
  // What had focus when the user left the previous page, read while rendering the new one (before React commits
  // it): focus found anywhere else in <main> afterwards was put there by the new page.
  const before = useRef<{ pathname: string; focus: Element | null }>({ pathname, focus: null });
  if (before.current.pathname !== pathname && typeof document !== "undefined")
    before.current = { pathname, focus: document.activeElement };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new pathname only (hash and key are read then)
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    if (key !== loadKey) navigated = true;
    const moved = navigated;
    if (!hash || !byHash(hash)) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    if (!moved && !hash) return;

    let ours: HTMLElement | null = null;
    let scrolled = false;
    let first = true;
    const place = () => {
      const active = document.activeElement as HTMLElement | null;
      if (first) {
        first = false;
        // The page focused something of its own while mounting (a form field, a message): leave it there.
        if (moved && active && active !== main && active !== before.current.focus && main.contains(active))
          return stop();
      } else {
        const free =
          !active || active === document.body || active === main || active === ours || !active.isConnected;
        if (!free) return stop();
      }
      const target = hash ? byHash(hash) : null;
      if (target && !scrolled) {
        scrolled = true;
        target.scrollIntoView?.();
      }
      if (!moved) {
        if (target) stop();
        return;
      }
      const next = target ?? main.querySelector<HTMLElement>(heading) ?? main;
      if (next !== active) focusQuietly(next);
      ours = next;
    };

    const observer = new MutationObserver(() => place());
    const timer = window.setTimeout(() => stop(), FOLLOW_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener("keydown", stop, true);
      document.removeEventListener("pointerdown", stop, true);
    };
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener("keydown", stop, true);
    document.addEventListener("pointerdown", stop, true);
    place();
    return stop;
  }, [pathname]);
}
