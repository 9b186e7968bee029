/**
 * The session as the browser keeps it (SPEC §3 "Stored locally", ARCHITECTURE §5): `auth_token`,
 * `auth_token_expires_at` (epoch ms), `auth_user` (JSON), `frontendRole`; subscription calls also read `jwt_token`.
 * Changes are announced to subscribers in this tab and, through the `storage` event, from other tabs.
 */
export const SESSION_KEYS = {
  token: "auth_token",
  expiresAt: "auth_token_expires_at",
  user: "auth_user",
  role: "frontendRole",
  subscriptionToken: "jwt_token",
} as const;

export interface SessionUser {
  id?: number;
  full_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  role?: string;
  profile_image?: string | null;
  profileImage?: string | null;
  initials?: string;
  [key: string]: unknown;
}

export interface LoginPayload {
  token?: string;
  expires_in?: number;
  user?: SessionUser;
  token_type?: string;
  data?: { token?: string; expires_in?: number; user?: SessionUser; token_type?: string };
}

type Listener = () => void;

let storageOverride: Storage | null = null;
const listeners = new Set<Listener>();

function store(): Storage | null {
  if (storageOverride) return storageOverride;
  return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
}

/** Tests (and non-browser runtimes) may supply their own Storage. */
export function useStorage(storage: Storage | null) {
  storageOverride = storage;
}

function emit() {
  for (const l of [...listeners]) l();
}

export function getToken(): string | null {
  return store()?.getItem(SESSION_KEYS.token) ?? null;
}

export function getExpiresAt(): number | null {
  const raw = store()?.getItem(SESSION_KEYS.expiresAt);
  const n = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

export function getUser(): SessionUser | null {
  const raw = store()?.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw);
    return user && typeof user === "object" ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function getRole(): string | null {
  return store()?.getItem(SESSION_KEYS.role) ?? null;
}

/** Token for subscription calls: `jwt_token` when set, else the session token (SPEC §3). */
export function getSubscriptionToken(): string | null {
  return store()?.getItem(SESSION_KEYS.subscriptionToken) ?? getToken();
}

/** Seconds until the token expires (negative when past); null without an expiry. */
export function secondsLeft(now = Date.now()): number | null {
  const at = getExpiresAt();
  return at === null ? null : (at - now) / 1000;
}

export function isExpired(now = Date.now()): boolean {
  const left = secondsLeft(now);
  return left !== null && left <= 0;
}

export function expiresWithin(seconds: number, now = Date.now()): boolean {
  const left = secondsLeft(now);
  return left !== null && left < seconds;
}

/** Reads a login/refresh reply (fields at the top or under `data`, SPEC §3) into its parts. */
export function readLoginPayload(payload: LoginPayload) {
  const token = payload.token ?? payload.data?.token;
  const expiresIn = payload.expires_in ?? payload.data?.expires_in;
  const user = payload.user ?? payload.data?.user;
  return { token, expiresIn, user };
}

export function saveLogin(payload: LoginPayload, now = Date.now()): void {
  const s = store();
  const { token, expiresIn, user } = readLoginPayload(payload);
  if (!s || !token) return;
  s.setItem(SESSION_KEYS.token, token);
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn)) {
    s.setItem(SESSION_KEYS.expiresAt, String(now + expiresIn * 1000));
  }
  if (user) {
    s.setItem(SESSION_KEYS.user, JSON.stringify(user));
    if (typeof user.role === "string") s.setItem(SESSION_KEYS.role, user.role);
  }
  emit();
}

export function saveUser(user: SessionUser): void {
  const s = store();
  if (!s) return;
  s.setItem(SESSION_KEYS.user, JSON.stringify(user));
  if (typeof user.role === "string") s.setItem(SESSION_KEYS.role, user.role);
  emit();
}

export function clearSession(): void {
  const s = store();
  if (!s) return;
  for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
  emit();
}

/** Calls `listener` on every session change in this tab, and when another tab changes the token or user. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SESSION_KEYS.token || e.key === SESSION_KEYS.user) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}
