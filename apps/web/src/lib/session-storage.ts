/**
 * The session as the browser keeps it (SPEC §3 "Stored locally", ARCHITECTURE §5): `auth_token`,
 * `auth_token_expires_at` (epoch ms), `auth_user` (JSON), `frontendRole`; subscription calls also read `jwt_token`.
 * Changes are announced to subscribers in this tab and, through the `storage` event, from other tabs.
 */
import { DEFAULT_TOKEN_LIFETIME_SECONDS, type SessionUser } from "@ile/contract";

export const SESSION_KEYS = {
  token: "auth_token",
  expiresAt: "auth_token_expires_at",
  user: "auth_user",
  role: "frontendRole",
  subscriptionToken: "jwt_token",
} as const;

export type { SessionUser };

export interface LoginPayload {
  status?: string;
  message?: string;
  token?: string;
  /** Seconds; some servers send it as a numeric string. */
  expires_in?: number | string;
  user?: SessionUser;
  token_type?: string;
  data?: { token?: string; expires_in?: number | string; user?: SessionUser; token_type?: string };
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
  const p = payload && typeof payload === "object" ? payload : {};
  const data = p.data && typeof p.data === "object" ? p.data : undefined;
  const rawToken = p.token ?? data?.token;
  const token = typeof rawToken === "string" && rawToken ? rawToken : undefined;
  const rawExpires = Number(p.expires_in ?? data?.expires_in ?? Number.NaN);
  const expiresIn = Number.isFinite(rawExpires) && rawExpires > 0 ? rawExpires : undefined;
  const rawUser = p.user ?? data?.user;
  const user = rawUser && typeof rawUser === "object" ? rawUser : undefined;
  return { token, expiresIn, user };
}

/**
 * Stores a login or refresh reply (fields at the top or under `data`). Without `expires_in` the token gets the
 * default 30-day lifetime (SPEC §9) rather than keeping a stale expiry. Without `user`, the stored user stays.
 */
export function saveLogin(payload: LoginPayload, now = Date.now()): void {
  const s = store();
  const { token, expiresIn, user } = readLoginPayload(payload);
  if (!s || !token) return;
  s.setItem(SESSION_KEYS.token, token);
  s.setItem(SESSION_KEYS.expiresAt, String(now + (expiresIn ?? DEFAULT_TOKEN_LIFETIME_SECONDS) * 1000));
  if (user) writeUser(s, user);
  emit();
}

function writeUser(s: Storage, user: SessionUser) {
  s.setItem(SESSION_KEYS.user, JSON.stringify(user));
  if (typeof user.role === "string" && user.role) s.setItem(SESSION_KEYS.role, user.role);
  else s.removeItem(SESSION_KEYS.role);
}

export function saveUser(user: SessionUser): void {
  const s = store();
  if (!s) return;
  writeUser(s, user);
  emit();
}

/** Token for subscription calls (SPEC §3), when a flow hands one out separately from the session token. */
export function setSubscriptionToken(token: string | null): void {
  const s = store();
  if (!s) return;
  if (token) s.setItem(SESSION_KEYS.subscriptionToken, token);
  else s.removeItem(SESSION_KEYS.subscriptionToken);
  emit();
}

/** Forgets every session key (logout, failed refresh, expired token). */
export function clearSession(): void {
  const s = store();
  if (!s) return;
  for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
  emit();
}

/** Alias of `clearSession`. */
export const clear = clearSession;

const WATCHED_KEYS: ReadonlySet<string> = new Set(Object.values(SESSION_KEYS));

/**
 * Calls `listener` on every session change in this tab, and when another tab changes one of the session keys
 * (the `storage` event; `key === null` means that tab cleared all of localStorage). Returns the unsubscribe.
 */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || WATCHED_KEYS.has(e.key)) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}
