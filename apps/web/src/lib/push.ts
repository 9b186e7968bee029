/**
 * Web push in this browser (issue 37, ADR 0410): whether the browser can show push notifications, and turning
 * them on for the signed-in user (ask permission, subscribe the service worker's push manager with the server's
 * VAPID key, hand the subscription to the API). The service worker (public/push-sw.js, imported by the generated
 * worker) shows each message and opens its listing on a click.
 */
import { pushMessages } from "@ile/contract";
import { api } from "./api-client";

/** True when this browser can receive and show push messages (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The service worker's registration, or null when there is none (blocked, private browsing, not yet installed). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

/**
 * Turns push on in this browser for the signed-in user; throws an Error whose message says why not (permission
 * refused, no service worker, push not set up on the server).
 */
export async function enablePush(): Promise<void> {
  if (!pushSupported()) throw new Error(pushMessages.unsupported);
  const permission =
    Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new Error(pushMessages.permissionDenied);
  const reg = await registration();
  if (!reg) throw new Error(pushMessages.unsupported);
  const { data } = await api.get<{ status: "success"; data: { public_key: string } }>("/push/key");
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.public_key),
    }));
  await api.post("/push/subscriptions", subscription.toJSON());
}

/**
 * Stops this browser showing the signed-in user's alerts (on logout, so the next person on this device does not
 * see them): the server forgets the subscription, and the browser drops it. Never throws.
 */
export async function forgetPushHere(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = await reg?.pushManager.getSubscription();
    if (!sub) return;
    await api.delete("/push/subscriptions", { body: { endpoint: sub.endpoint } }).catch(() => {});
    await sub.unsubscribe();
  } catch {
    // No worker or no permission: nothing to forget.
  }
}
