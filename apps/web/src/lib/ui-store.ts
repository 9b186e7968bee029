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

export function openLogin(redirectTo: string | null = null) {
  set({ loginOpen: true, redirectTo });
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
