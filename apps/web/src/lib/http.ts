/**
 * The one HTTP primitive under every API client: JSON in and out, a timeout (10 s by default, SPEC §9), and
 * failures as ApiError. A timeout or a network failure becomes status 503 with the network message (SPEC §8).
 */
import { type ApiErrorBody, messages, REQUEST_TIMEOUT_MS } from "@ile/contract";

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;
  /** The server's own message, when it sent one (feature code applies its SPEC §8 wording with it). */
  readonly serverMessage?: string;
  readonly data?: unknown;

  constructor(
    status: number,
    message: string,
    extra: { code?: string; errors?: Record<string, string[]>; serverMessage?: string; data?: unknown } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = extra.code;
    this.errors = extra.errors;
    this.serverMessage = extra.serverMessage;
    this.data = extra.data;
  }

  /**
   * The first message of each field of a 422 (`errors`), keyed by the top-level field ("unit_types.0.name" is
   * "unit_types"): the one place server field errors are read for forms.
   */
  get fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [key, list] of Object.entries(this.errors ?? {})) {
      const first = list[0];
      if (first) fields[key.split(".")[0] ?? key] ??= first;
    }
    return fields;
  }

  /** The first field error, if any (SPEC §8 Login: "The first field error is shown if any"). */
  get firstFieldError(): string | undefined {
    return Object.values(this.errors ?? {}).find((list) => list.length)?.[0];
  }
}

/**
 * Every query's and mutation's error is an ApiError (TanStack Query's `Register`): the clients turn every failure
 * into one (lib/clients), so `query.error.message`, `.status` and `.errors` need no cast.
 */
declare module "@tanstack/react-query" {
  interface Register {
    defaultError: ApiError;
  }
}

/** What to show for a failed call: the first field error, else the server's message, else the error's own. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.firstFieldError ?? err.serverMessage ?? err.message;
  return err instanceof Error ? err.message : messages.generic.unexpected;
}

/** A caught failure's own message (`catch (err)` is `unknown`): the error's message, else the generic one. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : messages.generic.unexpected;
}

export const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

let fetcher: typeof fetch = (input, init) => fetch(input, init);

/**
 * Replaces the `fetch` under every client. The server renderer (entry-server.tsx, ADR 0022) passes one that
 * answers same-origin paths from the API in-process, so a page's data comes through the same API as in the browser.
 */
export function setFetch(impl: typeof fetch): void {
  fetcher = impl;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface SendOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Query;
  token?: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
  headers: Headers;
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = `${base}${path.startsWith("/") ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== "") params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

/**
 * Sends one request. Resolves with any HTTP status; rejects on timeout or network failure (ApiError 503), or
 * with the caller's AbortError when the caller's `signal` aborts.
 */
export async function send(base: string, path: string, opts: SendOptions = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary itself
  } else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  // One AbortController for the timeout and the caller's signal (AbortSignal.any/timeout are missing on older
  // mobile browsers). The timer covers the body too: a reply that stalls half-way is a timeout, not an empty 2xx.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  else opts.signal?.addEventListener("abort", onAbort, { once: true });
  let res: Response;
  let text: string;
  try {
    res = await fetcher(buildUrl(base, path, opts.query), {
      method: opts.method ?? "GET",
      headers,
      body,
      signal: controller.signal,
    });
    text = await res.text();
  } catch (err) {
    // A caller's own cancellation (e.g. React Query on unmount) stays an AbortError, not a network failure.
    if (opts.signal?.aborted) throw err;
    throw new ApiError(503, messages.generic.network, { code: "NETWORK_ERROR" });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, ok: res.ok, body: parsed, headers: res.headers };
}

/** The server's message/code/errors from an error body (the one shape of packages/contract), when present. */
export function readErrorBody(body: unknown): Partial<ApiErrorBody> {
  if (!body || typeof body !== "object") return {};
  const b = body as Record<string, unknown>;
  return {
    message: typeof b.message === "string" && b.message ? b.message : undefined,
    code: typeof b.code === "string" ? b.code : undefined,
    errors: b.errors && typeof b.errors === "object" ? (b.errors as Record<string, string[]>) : undefined,
  };
}

/** SPEC §7: a 2xx body whose status is "error" is a 400 failure. */
export function isErrorBody(body: unknown): boolean {
  return !!body && typeof body === "object" && (body as { status?: unknown }).status === "error";
}
