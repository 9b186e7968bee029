import { useSyncExternalStore } from "react";

/** What the banner says while the browser has no connection (ADR 0018). */
export const OFFLINE_MESSAGE = "You are offline. Showing the pages and listings saved on this device.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser says it is online; follows the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A strip under the header while offline, announced politely (role="status"). Nothing is rendered while online,
 * so the page has no extra status region and nothing moves on a normal visit.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="bg-accent-100 px-4 py-2 text-center text-sm font-medium text-accent-800">
      {OFFLINE_MESSAGE}
    </p>
  );
}
