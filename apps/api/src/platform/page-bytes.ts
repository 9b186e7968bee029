/**
 * The bytes of kept pages (ADR 0021): each page the caches give out is a Buffer remembered here with its key and,
 * once a client asks for them, its compressed forms, so page-reply.ts can compress it once and answer a repeated
 * URL with it early.
 */

/**
 * What the cache knows of a page's bytes: its key (null for bytes derived from a page, which page-reply.ts never
 * answers a URL with early) and, once asked for, its compressed forms.
 */
export interface PageInfo {
  key: string | null;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}
const pageInfo = new WeakMap<Buffer, PageInfo>();

/** The key and compressed forms of a page's bytes, when `body` is a page this process's caches gave out. */
export const pageInfoOf = (body: Buffer): PageInfo | undefined => pageInfo.get(body);

/** A page's bytes, remembered with its key (null: never answered early). */
export function pageBody(key: string | null, json: string): Buffer {
  const body = Buffer.from(json);
  pageInfo.set(body, { key, encoded: {} });
  return body;
}

/**
 * Bytes made from a kept page (a server-rendered page's HTML, platform/ssr.ts) to send as they are: page-reply.ts
 * compresses them once, like a page, but never answers a URL with them early (they are not JSON).
 */
export const derivedPageBytes = (text: string): Buffer => pageBody(null, text);
