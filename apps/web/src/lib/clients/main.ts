/**
 * The main API client (SPEC §7): bearer token, one shared refresh-and-retry on 401, session expiry announced
 * to the UI. Pages call it through `api` from lib/api-client, never `fetch`.
 */
import {
  genericErrorMessage,
  messages,
  refreshErrorCode,
  refreshErrorMessage,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from "@ile/contract";
import {
  ApiError,
  DEFAULT_TIMEOUT_MS,
  isErrorBody,
  type Query,
  type RawResponse,
  readErrorBody,
  send,
} from "../http";
import * as session from "../session-storage";

/** Refresh starts when fewer than this many seconds remain (SPEC §9). */
export const REFRESH_MARGIN_SECONDS = TOKEN_REFRESH_MARGIN_SECONDS;

/** Calls that must never trigger a refresh-and-retry on 401 (SPEC §7). */
export const NO_REFRESH_PATHS = [
  "/login",
  "/verify-login",
  "/refresh-token",
  "/logout",
  "/register",
  "/forgot-password",
  "/reset-password",
] as const;

const pathOnly = (path: string) => {
  const p = path.split(/[?#]/, 1)[0] ?? "";
  return `/${p.replace(/^\/+|\/+$/g, "")}`;
};

/** True when a 401 from `path` may be answered with one refresh and one retry (SPEC §7). */
export function canRefreshOn(path: string): boolean {
  return !(NO_REFRESH_PATHS as readonly string[]).includes(pathOnly(path));
}

type ExpiredListener = (reason: string) => void;
const expiredListeners = new Set<ExpiredListener>();

/**
 * The UI subscribes here to open the login modal when a session cannot be refreshed or has expired (SPEC §2,
 * §4). The listener gets the message to show. Returns the unsubscribe.
 */
export function onSessionExpired(listener: ExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Use the subscription token (`jwt_token`, else the session token) — SPEC §3. */
  subscriptionToken?: boolean;
}

export interface MainApiOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Called (besides the `onSessionExpired` listeners) when this client ends the session. */
  onSessionExpired?: ExpiredListener;
}

export function createMainApi({ baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS, ...hooks }: MainApiOptions) {
  let refreshing: Promise<string> | null = null;

  /** Forgets the session and tells the UI — once, whoever noticed first. */
  function expire(reason: string) {
    session.clearSession();
    hooks.onSessionExpired?.(reason);
    for (const l of [...expiredListeners]) l(reason);
  }

  async function doRefresh(): Promise<string> {
    const token = session.getToken();
    if (!token) throw new ApiError(401, messages.session.noToken, { code: "NO_TOKEN" });
    // A timeout or network failure (503) is not a verdict on the session: it is kept and the 503 surfaces.
    const res = await send(baseUrl, "/refresh-token", { method: "POST", body: {}, token, timeoutMs });
    const next = session.readLoginPayload(res.body as session.LoginPayload).token;
    const current = session.getToken();
    if (!res.ok || isErrorBody(res.body) || !next) {
      const { code, message } = readErrorBody(res.body);
      const finalCode = refreshErrorCode(code);
      const err = new ApiError(res.ok ? 401 : res.status, refreshErrorMessage(finalCode, message), {
        code: finalCode,
        serverMessage: message,
        data: res.body,
      });
      // Only end the session we tried to refresh (not one a new login or another tab put in meanwhile).
      if (current === token) expire(err.message);
      throw err;
    }
    if (current !== token) {
      // Logged out, or replaced by another tab or a new login, while this refresh ran: keep what is there.
      if (current) return current;
      throw new ApiError(401, messages.session.expired, { code: "UNAUTHORIZED" });
    }
    session.saveLogin(res.body as session.LoginPayload);
    return next;
  }

  /**
   * POST /refresh-token with the current token and store the reply. Concurrent callers share the one in-flight
   * refresh (SPEC §7). A refusal clears the session and emits `session-expired`; a 503 keeps the session.
   */
  function refreshToken(): Promise<string> {
    refreshing ??= doRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function fail(res: RawResponse): never {
    const { message, code, errors } = readErrorBody(res.body);
    if (res.ok)
      throw new ApiError(400, message ?? messages.generic.badRequest, {
        code,
        errors,
        serverMessage: message,
        data: res.body,
      });
    throw new ApiError(res.status, genericErrorMessage(res.status, message), {
      code,
      errors,
      serverMessage: message,
      data: res.body,
    });
  }

  async function request<T>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    opts: RequestOptions = {},
  ) {
    const canRefresh = opts.auth !== false && canRefreshOn(path);
    const tokenFor = () =>
      opts.auth === false
        ? null
        : opts.subscriptionToken
          ? session.getSubscriptionToken()
          : session.getToken();

    if (canRefresh && session.getToken()) {
      if (session.isExpired()) expire(messages.session.expired);
      else if (refreshing || session.expiresWithin(REFRESH_MARGIN_SECONDS)) await refreshToken();
    }
    const go = (token: string | null) =>
      send(baseUrl, path, {
        method,
        body: opts.body,
        query: opts.query,
        headers: opts.headers,
        signal: opts.signal,
        token,
        timeoutMs,
      });
    const sent = tokenFor();
    let res = await go(sent);
    if (res.status === 401 && canRefresh && sent && session.getToken()) {
      // If another request already refreshed since this one was sent, just retry with the new token.
      if (tokenFor() === sent) await refreshToken();
      res = await go(tokenFor());
    }
    if (res.headers.get("x-token-expiring-soon") === "true") {
      console.warn("Ile: the session token expires soon; it will be refreshed before the next request.");
    }
    if (!res.ok || isErrorBody(res.body)) fail(res);
    return res.body as T;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>("POST", path, { ...opts, body: body ?? {} }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>("PUT", path, { ...opts, body: body ?? {} }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>("PATCH", path, { ...opts, body: body ?? {} }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, opts),
    /** Multipart upload; list fields go as repeated `key[]` entries (SPEC §5) — see `toFormData`. */
    postForm: <T>(path: string, form: FormData, opts?: RequestOptions) =>
      request<T>("POST", path, { ...opts, body: form }),
    putForm: <T>(path: string, form: FormData, opts?: RequestOptions) =>
      request<T>("PUT", path, { ...opts, body: form }),
    /** A private file (e.g. KYC documents) as an object URL, fetched with the bearer token. */
    async blobUrl(path: string): Promise<string> {
      if (session.expiresWithin(REFRESH_MARGIN_SECONDS) && session.getToken()) await refreshToken();
      const token = session.getToken();
      const res = await fetch(`${baseUrl}${path.startsWith("/api/") ? path.slice(4) : path}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }).catch(() => {
        throw new ApiError(503, messages.generic.network);
      });
      if (!res.ok) throw new ApiError(res.status, genericErrorMessage(res.status));
      return URL.createObjectURL(await res.blob());
    },
    refreshToken,
  };
}

export type MainApi = ReturnType<typeof createMainApi>;

/**
 * Builds multipart form data the way SPEC §5 asks for profile uploads: empty and null fields are skipped,
 * lists go as repeated `key[]` entries, files as files.
 */
export function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null && item !== "") form.append(`${key}[]`, String(item));
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
