/*
 * Web push in the service worker (issue 37, ADR 0410), imported by the worker Workbox generates (vite.config.ts,
 * workbox.importScripts). A push message is JSON {title, body, url, image?} (the contract's pushPayloadSchema):
 * it is shown as a notification; a click opens its url (a path on this site), focusing a tab already there.
 */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const options = {
    body: data.body || "",
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    data: { url: typeof data.url === "string" ? data.url : "/" },
  };
  if (typeof data.image === "string") options.image = data.image;
  if (typeof data.tag === "string") options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(data.title || "Ile", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  // Only pages of this site: a message can never send a click elsewhere.
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const w of windows) if (w.url === url && "focus" in w) return w.focus();
      return self.clients.openWindow(url);
    }),
  );
});
