/**
 * What a server-rendered page carries for the browser (ADR 0022): React Router's hydration state and the query
 * cache the server rendered from, as one JSON data block (`<script type="application/json">`, which the
 * Content-Security-Policy allows, unlike an inline script). Errors travel as their ApiError fields, so a page that
 * showed "This listing does not exist" on the server shows it in the browser too.
 */
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import { ApiError } from "@/lib/http";

export const SSR_STATE_ID = "ile-ssr-state";

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

interface SerializedError {
  apiError: { status: number; message: string; code?: string; serverMessage?: string; errors?: unknown };
}

const toPlain = (err: unknown): SerializedError | unknown => {
  if (err instanceof ApiError) {
    const { status, message, code, serverMessage, errors } = err;
    return { apiError: { status, message, code, serverMessage, errors } };
  }
  return err instanceof Error ? { apiError: { status: 500, message: err.message } } : err;
};

const fromPlain = (value: unknown): unknown => {
  const e = (value as Partial<SerializedError> | null)?.apiError;
  if (!e) return value;
  return new ApiError(e.status, e.message, {
    code: e.code,
    serverMessage: e.serverMessage,
    errors: e.errors as Record<string, string[]> | undefined,
  });
};

/**
 * The server's query cache: answers and failures both (a failure is what the page showed). A query whose options
 * have `meta.dehydrate` travels as what that function keeps of its answer (only what the page shows, issue 48).
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === "error",
  });
  for (const q of state.queries) {
    const { dehydrate: keep, ...meta } = (q.meta ?? {}) as { dehydrate?: (data: unknown) => unknown };
    q.meta = Object.keys(meta).length ? meta : undefined;
    q.state = {
      ...q.state,
      data: keep && q.state.data !== undefined ? keep(q.state.data) : q.state.data,
      error: toPlain(q.state.error) as ApiError,
      fetchFailureReason: null,
    };
  }
  return state;
}

/**
 * Puts the server's answers into the browser's cache, as fetched now (the browser's clock decides staleness, so a
 * clock that differs from the server's neither refetches at once nor keeps old data longer).
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  // A failure the server rendered ("This listing does not exist") is shown as it is, not retried on mount: a
  // retry would render a loading state that does not match the server's HTML, and ask again for nothing.
  for (const q of state.queries)
    if (q.state.status === "error") client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  hydrate(client, {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      dehydratedAt: now,
      state: {
        ...q.state,
        error: fromPlain(q.state.error) as ApiError | null,
        dataUpdatedAt: q.state.data === undefined ? 0 : now,
        errorUpdatedAt: q.state.error ? now : 0,
      },
    })),
  });
}

/** JSON that is safe inside a <script> element (no "</script>", no line separators that break old parsers). */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The state of a server-rendered page, or null for the app shell (offline fallback, client pages, dev). */
export function readState(doc: Document): SsrState | null {
  const el = doc.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
