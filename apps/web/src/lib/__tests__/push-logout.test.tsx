/**
 * Logout and web push (ADR 0410): the browser stops showing the signed-in user's alerts, so the next person on
 * the device does not see them; the server forgets the subscription before the session ends.
 */
import { pushMessages } from "@ile/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logout } from "@/lib/session";
import { clearSession, getToken, saveLogin } from "@/lib/session-storage";
import { mockApi, route } from "@/testing/api";

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function browserWith(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const reg = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal(
    "Notification",
    Object.assign(() => {}, { permission: "granted" }),
  );
  vi.stubGlobal("PushManager", () => {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => reg, ready: Promise.resolve(reg) },
  });
}

describe("logout with push on", () => {
  it("forgets this browser's subscription on the server, then unsubscribes it, then logs out", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: "https://push.example.net/send/abc", unsubscribe });
    const calls = mockApi(
      route("DELETE /push/subscriptions", () => [
        200,
        { status: "success", message: pushMessages.unsubscribed },
      ]),
      route("POST /logout", () => [200, { status: "success", message: "Logged out successfully" }]),
    );
    await logout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /push/subscriptions", "POST /logout"]);
    expect(calls[0]!.body).toEqual({ endpoint: "https://push.example.net/send/abc" });
    expect(calls[0]!.headers.get("authorization")).toBe("Bearer t0ken");
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(getToken()).toBeNull();
  });

  it("logs out as before when this browser has no subscription", async () => {
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "tenant" } });
    browserWith(null);
    const calls = mockApi(
      route("POST /logout", () => [200, { status: "success", message: "Logged out successfully" }]),
    );
    await logout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /logout"]);
    expect(getToken()).toBeNull();
  });
});
