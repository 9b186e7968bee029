/** What every satellite service client (SPEC §7) shares: the call, its error rules and the value readers. */
import { messages } from "@ile/contract";
import {
  ApiError,
  DEFAULT_TIMEOUT_MS,
  isErrorBody,
  type Query,
  type RawResponse,
  readErrorBody,
  send,
} from "../http";

export interface SimpleClientOptions {
  baseUrl: string;
  timeoutMs?: number;
}

/** A satellite call: 2xx with body status "error" → 400; failures carry the server message or `fallback`. */
export async function satellite<T>(
  { baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: SimpleClientOptions,
  path: string,
  fallback: string,
  opts: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: unknown;
    query?: Query;
    /** The session token, for the calls of a signed-in user (quotes, orders). */
    token?: string | null;
  } = {},
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

export type Raw = Record<string, unknown>;
export const str = (v: unknown) => (v === undefined || v === null ? "" : String(v));
export const int = (v: unknown) => {
  const n = Number.parseInt(str(v), 10);
  return Number.isFinite(n) ? n : 0;
};
export const joinUrl = (base: string, path: unknown) => {
  const p = str(path);
  if (!p) return null;
  if (/^https?:\/\//.test(p)) return p;
  return `${base}/${p.replace(/^\/+/, "")}`;
};

/** The multipart body of an image upload (`images[]`, as the listing pipeline reads it). */
export function imagesForm(files: File[]): FormData {
  const form = new FormData();
  for (const f of files) form.append("images[]", f, f.name);
  return form;
}
