/**
 * The service worker's push handlers (public/push-sw.js, ADR 0410), run in a stand-in worker scope: a push message
 * is shown as a notification with its title, body, photo and link; a click opens the link (a tab already on it is
 * focused instead), and never a page of another site.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

const source = readFileSync(fileURLToPath(new URL("../../../public/push-sw.js", import.meta.url)), "utf8");
const ORIGIN = "https://ile.ng";

type Handler = (event: Record<string, unknown>) => void;

function worker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const handlers: Record<string, Handler> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, h: Handler) => {
      handlers[type] = h;
    },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(source, { self, URL });
  /** Fires an event and waits for what it hands to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { self, fire };
}

const pushEvent = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});

describe("the service worker's push messages", () => {
  it("shows the message with its photo and keeps its link", async () => {
    const { self, fire } = worker();
    await fire(
      "push",
      pushEvent({
        title: 'New match for "Lekki flats": Bright flat',
        body: "New · ₦3,500,000.00/year · Lekki, Lagos",
        url: "/property/bright-flat",
        image: "https://ile.ng/uploads/public/a-640.webp",
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'New match for "Lekki flats": Bright flat',
      {
        body: "New · ₦3,500,000.00/year · Lekki, Lagos",
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        image: "https://ile.ng/uploads/public/a-640.webp",
        data: { url: "/property/bright-flat" },
      },
    );
  });

  it("a message that is not JSON is still shown", async () => {
    const { self, fire } = worker();
    await fire("push", {
      data: {
        json: () => {
          throw new SyntaxError("not JSON");
        },
        text: () => "Hello",
      },
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "Ile",
      expect.objectContaining({ body: "Hello" }),
    );
  });

  it("a click opens the listing, or focuses a tab already on it", async () => {
    const close = vi.fn();
    const click = (url: string) => ({ notification: { close, data: { url } } });
    const opened = worker();
    await opened.fire("notificationclick", click("/property/bright-flat"));
    expect(close).toHaveBeenCalled();
    expect(opened.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/property/bright-flat`);

    const focus = vi.fn(async () => null);
    const focused = worker([{ url: `${ORIGIN}/property/bright-flat`, focus }]);
    await focused.fire("notificationclick", click("/property/bright-flat"));
    expect(focus).toHaveBeenCalled();
    expect(focused.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("never opens another site", async () => {
    const { self, fire } = worker();
    await fire("notificationclick", {
      notification: { close: () => {}, data: { url: "https://evil.example/x" } },
    });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
