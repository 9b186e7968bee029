/**
 * Typed clients, one per base (SPEC §7): the main API with its session rules, and the newsletter, groups,
 * service-providers, store and news services. Pages call these, never `fetch`.
 */
import {
  genericErrorMessage,
  messages,
  refreshErrorCode,
  refreshErrorMessage,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from "@ile/contract";
import { env } from "@/config/env";
import {
  ApiError,
  DEFAULT_TIMEOUT_MS,
  isErrorBody,
  type Query,
  type RawResponse,
  readErrorBody,
  send,
} from "./http";
import * as session from "./session-storage";

export { ApiError, errorText } from "./http";

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

// ---------------------------------------------------------------------------------------------------------
// Satellite services (SPEC §7). Each has its own base and its own fallbacks (SPEC §8).

interface SimpleClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

/** A satellite call: 2xx with body status "error" → 400; failures carry the server message or `fallback`. */
async function satellite<T>(
  { baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: SimpleClientOptions,
  path: string,
  fallback: string,
  opts: { method?: "GET" | "POST"; body?: unknown; query?: Query } = {},
): Promise<T> {
  let res: RawResponse;
  try {
    res = await send(baseUrl, path, { ...opts, timeoutMs });
  } catch (err) {
    throw err instanceof ApiError ? err : new ApiError(503, messages.generic.network);
  }
  const { message, code, errors } = readErrorBody(res.body);
  if (!res.ok)
    throw new ApiError(res.status, message ?? fallback, {
      code,
      errors,
      serverMessage: message,
      data: res.body,
    });
  if (isErrorBody(res.body))
    throw new ApiError(400, message ?? fallback, { code, errors, serverMessage: message, data: res.body });
  return res.body as T;
}

export interface NewsletterPayload {
  email: string;
  platform: string;
  honeypot: string;
}

export function createNewsletterApi(opts: SimpleClientOptions) {
  return {
    subscribe: (payload: NewsletterPayload) =>
      satellite<{ status: string; message: string }>(opts, "/subscribe", messages.newsletter.failed, {
        method: "POST",
        body: payload,
      }),
  };
}

export function createGroupsApi(opts: SimpleClientOptions) {
  return {
    getAllGroups: <T = unknown>() => satellite<T>(opts, "/groups/getAllGroups", messages.groups.list),
    getGroupBySlug: <T = unknown>(slug: string) =>
      satellite<T>(opts, `/groups/getGroupBySlug/${encodeURIComponent(slug)}`, messages.groups.one),
    getDiscussionsByGroup: <T = unknown>(group: string | number) =>
      satellite<T>(
        opts,
        `/groups/getDiscussionsByGroup/${encodeURIComponent(String(group))}`,
        messages.groups.discussions,
      ),
  };
}

/** A service provider as pages see it (SPEC §3 "Service provider (from list)"). */
export interface ServiceProvider {
  id: number | string;
  name: string;
  image: string | null;
  category: string;
  speciality: string;
  location: string;
  email: string;
  phone: string;
  phone2: string;
  pricing: string;
  experience: string;
  bio: string;
  ratings: number;
  views: number;
  verified: boolean;
  bankName: string;
  accountNumber: string;
  paymentMethod: string;
  registrationDate: string;
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null ? "" : String(v));
const int = (v: unknown) => {
  const n = Number.parseInt(str(v), 10);
  return Number.isFinite(n) ? n : 0;
};
const joinUrl = (base: string, path: unknown) => {
  const p = str(path);
  if (!p) return null;
  if (/^https?:\/\//.test(p)) return p;
  return `${base}/${p.replace(/^\/+/, "")}`;
};

export function phoneList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter(Boolean);
  return str(value)
    .split(/[,;/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function mapProvider(raw: Raw, base: string): ServiceProvider {
  const phones = phoneList(raw.phone_numbers ?? raw.phones ?? raw.phone);
  return {
    id: (raw.id as number | string) ?? "",
    name: str(raw.name),
    image: joinUrl(base, raw.image),
    category: str(raw.category),
    speciality: str(raw.speciality),
    location: str(raw.location),
    email: str(raw.email),
    phone: phones[0] ?? "",
    phone2: phones[1] ?? "",
    pricing: str(raw.pricing),
    experience: str(raw.experience),
    bio: str(raw.bio),
    ratings: Number(raw.ratings ?? 0) || 0,
    views: int(raw.views),
    verified: raw.verified === "1",
    bankName: str(raw.bank_name ?? raw.bankName),
    accountNumber: str(raw.account_number ?? raw.accountNumber),
    paymentMethod: str(raw.payment_method ?? raw.paymentMethod),
    registrationDate: str(raw.registration_date ?? raw.registrationDate),
  };
}

export function createProvidersApi(opts: SimpleClientOptions) {
  return {
    async list(): Promise<ServiceProvider[]> {
      const body = await satellite<Raw>(opts, "/service-providers.php", messages.providers.failed);
      if (body.status !== "success") {
        throw new ApiError(400, str(body.message) || messages.providers.failed, { data: body });
      }
      const list = Array.isArray(body.service_providers) ? (body.service_providers as Raw[]) : [];
      return list.map((p) => mapProvider(p, opts.baseUrl));
    },
  };
}

/** A building-material product as pages see it (SPEC §3). */
export interface Product {
  id: number;
  name: string;
  price: number;
  location: string;
  address: string;
  image: string | null;
  details: string;
  discount: number;
  quantity: number;
  phone: string;
  sellerId: string;
  verified: true;
  description: string[];
  website: string;
  email: string;
  reviews: never[];
  similarProducts: never[];
}

/** Shown where the store has no website or email for a seller — never an invented address. */
export const NOT_PROVIDED = "Not provided";

export function mapProduct(raw: Raw, base: string): Product {
  const details = str(raw.product_details);
  return {
    id: int(raw.id),
    name: str(raw.product_name).replaceAll("&amp;", "&"),
    price: int(raw.product_price),
    location: str(raw.product_location),
    address: str(raw.product_address),
    image: joinUrl(base, raw.product_image),
    details,
    discount: int(raw.product_discount),
    quantity: int(raw.product_quantity),
    phone: str(raw.phone_number),
    sellerId: str(raw.seller_id),
    verified: true,
    description: details
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    website: NOT_PROVIDED,
    email: NOT_PROVIDED,
    reviews: [],
    similarProducts: [],
  };
}

export function createStoreApi(opts: SimpleClientOptions) {
  return {
    async list(query: { per_page?: number; page?: number } = {}) {
      const body = await satellite<Raw>(opts, "/building-materials.php", messages.generic.unexpected, {
        query,
      });
      const products = Array.isArray(body.products) ? (body.products as Raw[]) : [];
      return {
        status: str(body.status),
        total_results: int(body.total_results),
        products: products.map((p) => mapProduct(p, opts.baseUrl)),
      };
    },
    async get(id: number | string): Promise<Product | null> {
      const body = await satellite<Raw>(opts, "/building-materials.php", messages.generic.unexpected, {
        query: { id },
      });
      const first = Array.isArray(body.products) ? (body.products as Raw[])[0] : undefined;
      return first ? mapProduct(first, opts.baseUrl) : null;
    },
  };
}

export interface Pagination {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export const DEFAULT_NEWS_PAGE_SIZE = 4;

export function createNewsApi(opts: SimpleClientOptions) {
  return {
    async listCaveatPosts<P = Raw>(params: Query = {}): Promise<{ posts: P[]; pagination: Pagination }> {
      const query: Query = {
        ...params,
        status: "published",
        per_page: params.per_page ?? DEFAULT_NEWS_PAGE_SIZE,
      };
      const body = await satellite<Raw>(opts, "/posts/caveat/article", messages.news.listFailed, { query });
      if (body.status !== "success")
        throw new ApiError(400, str(body.message) || messages.news.listFailed, { data: body });
      if (!Array.isArray(body.posts)) throw new ApiError(400, messages.news.invalidStructure, { data: body });
      return { posts: body.posts as P[], pagination: body.pagination as Pagination };
    },
    async getCaveatPost<P = Raw>(id: number | string): Promise<P> {
      let body: Raw;
      try {
        body = await satellite<Raw>(
          opts,
          `/caveat/${encodeURIComponent(String(id))}`,
          messages.news.detailFailed,
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw new ApiError(404, messages.news.notFound);
        throw err;
      }
      if (!body.post) throw new ApiError(404, messages.news.notFound, { data: body });
      return body.post as P;
    },
  };
}

export interface ApiBases {
  apiBase: string;
  newsletterBase: string;
  groupsBase: string;
  providersBase: string;
  storeBase: string;
  newsBase: string;
  timeoutMs?: number;
}

/** Every client for a set of bases; the app uses the defaults below, tests point them at a local server. */
export function createApiClients(b: ApiBases) {
  const t = b.timeoutMs;
  return {
    api: createMainApi({ baseUrl: b.apiBase, timeoutMs: t }),
    newsletterApi: createNewsletterApi({ baseUrl: b.newsletterBase, timeoutMs: t }),
    groupsApi: createGroupsApi({ baseUrl: b.groupsBase, timeoutMs: t }),
    providersApi: createProvidersApi({ baseUrl: b.providersBase, timeoutMs: t }),
    storeApi: createStoreApi({ baseUrl: b.storeBase, timeoutMs: t }),
    newsApi: createNewsApi({ baseUrl: b.newsBase, timeoutMs: t }),
  };
}

export const { api, newsletterApi, groupsApi, providersApi, storeApi, newsApi } = createApiClients(env);
