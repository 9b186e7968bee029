/** App-wide UI state that any page may change: whether the login modal is open, and where to go after login. */
import { useSyncExternalStore } from "react";

interface UiState {
  loginOpen: boolean;
  /** Path to return to after a successful login (SPEC §2: defaults to /dashboard). */
  redirectTo: string | null;
}

let state: UiState = { loginOpen: false, redirectTo: null };
const listeners = new Set<() => void>();
const set = (next: Partial<UiState>) => {
  state = { ...state, ...next };
  for (const l of [...listeners]) l();
};

/**
 * Opens the login modal. `redirectTo` null (the header's Login) goes to /dashboard on success; a guard or an action
 * passes the page to come back to (`herePath()` for the page the user is on).
 */
export function openLogin(redirectTo: string | null = null) {
  set({ loginOpen: true, redirectTo });
}

/** The page the user is on (path and query), for an action that asks for a login and should come back to it. */
export function herePath(): string {
  return typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`;
}

export function closeLogin() {
  set({ loginOpen: false });
}

export function useUiState(): UiState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
