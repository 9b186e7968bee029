/**
 * The session as React sees it (SPEC §4): the stored user, kept in step with this tab and others through
 * session-storage's subscription. Login, refresh and check-on-load live with the accounts feature.
 */
import { messages } from "@ile/contract";
import { useSyncExternalStore } from "react";
import { toast } from "@/lib/toast";
import { api } from "./api-client";
import * as storage from "./session-storage";

export type { SessionUser } from "./session-storage";

let cachedRaw: string | null | undefined;
let cachedUser: storage.SessionUser | null = null;

/** A stable snapshot: the same object until the stored user changes. */
function snapshot(): storage.SessionUser | null {
  const raw = storage.getToken() ? JSON.stringify(storage.getUser()) : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = raw ? storage.getUser() : null;
  }
  return cachedUser;
}

/** The signed-in user, or null when signed out. */
export function useSessionUser(): storage.SessionUser | null {
  return useSyncExternalStore(storage.subscribe, snapshot, () => null);
}

/** Ends the session here and on the server ("Logged out successfully"). Works offline too. */
export async function logout(): Promise<void> {
  if (storage.getToken()) {
    // This browser stops showing this user's alerts (web push, ADR 0410); loaded only where there is a worker.
    if ("serviceWorker" in navigator) await import("./push").then((m) => m.forgetPushHere());
    await api.post("/logout").catch(() => {
      // The token is forgotten here whatever the server says; it expires on its own.
    });
  }
  storage.clearSession();
  toast.success(messages.session.loggedOut);
}
