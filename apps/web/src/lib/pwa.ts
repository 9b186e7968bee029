/**
 * The service worker (ADR 0018), loaded after the page has loaded so it adds nothing to the first download.
 * A new version waits until the person chooses to reload (a toast), so an open tab never mixes two builds; a
 * new page load always gets the server's current HTML. The signed-in user's cache is emptied whenever there is
 * no session (logout here or in another tab, an expired session).
 */

import { registerSW } from "virtual:pwa-register";
import { CACHE_NAMES } from "@/config/pwa";
import { toast } from "@/lib/toast";

/** The session's token and change feed (lib/session-storage), handed in so this chunk shares no module with the entry. */
export type SessionFeed = { getToken(): string | null; subscribe(listener: () => void): () => void };

export const UPDATE_READY = "A new version of Ile is ready.";

function clearUserCacheWhenSignedOut(session: SessionFeed): void {
  const clear = () => {
    if (!session.getToken() && "caches" in window) caches.delete(CACHE_NAMES.user).catch(() => {});
  };
  clear();
  session.subscribe(clear);
}

export function registerServiceWorker(session: SessionFeed): void {
  clearUserCacheWhenSignedOut(session);
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(UPDATE_READY, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: "Reload", onClick: () => void updateSW(true) },
      });
    },
    onRegisterError() {
      // No worker (blocked, private browsing): the app works online exactly as before.
    },
  });
}
