/**
 * The pages a page cache (page-cache.ts) keeps in this process: each page's bytes with the version it was computed
 * under and when it expires, at most MAX_LOCAL_BYTES of them (the least recently used go first), and the request
 * URLs answered with them (`alias`), forgotten with the pages. A page past its TTL is served for STALE_MS more
 * while its successor is computed; a page of any age stays (until it is replaced, a write of what it shows drops
 * it, or it is pushed out) as the copy `last` gives while the database cannot be reached.
 */

import { dropOldestWhile, makeRoom } from "./oldest-first.ts";

/** How long past its TTL a page may still be served while its successor is computed (page-cache.ts). */
export const STALE_MS = 60_000;

/** Pages kept in this process, by their JSON length (the least recently used go first). */
const MAX_LOCAL_BYTES = 32 * 1024 * 1024;
/** URLs answered with a page, and the page's key: at most this many, forgotten with the pages. */
const MAX_ALIASES = 20_000;

export interface LocalPage {
  version: number;
  body: Buffer;
  expires: number;
  /** When a hit last moved it to the recent end (`touch`). */
  movedAt?: number;
}

/** A page hit again within this long keeps its place in the recency order (`touch`). */
const MOVE_EVERY_MS = 1000;

export class LocalPages {
  private readonly pages = new Map<string, LocalPage>();
  private bytes = 0;
  /** Request URLs (path and query as sent) that were answered with the page of a key. */
  private readonly aliases = new Map<string, string>();

  /**
   * The page kept under `key` while it may still be served: before its expiry, or for `staleMs` past it (served
   * while its successor is computed). Older pages are not served, but stay for `last`.
   */
  kept(key: string, now: number, staleMs = STALE_MS): LocalPage | undefined {
    const page = this.pages.get(key);
    return page && page.expires + staleMs > now ? page : undefined;
  }

  /** The page kept under `key`, whatever its age or version (the answer while the database cannot be reached). */
  last(key: string): LocalPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Keeps `page` under `key`, dropping the least recently used pages while the pages are over their bytes (and a
   * tenth more: oldest-first.ts).
   */
  keep(key: string, page: LocalPage) {
    this.drop(key);
    dropOldestWhile(
      this.pages,
      (slack) => this.bytes + page.body.length > MAX_LOCAL_BYTES * (1 - slack),
      (_key, old) => {
        this.bytes -= old.body.length;
      },
    );
    this.pages.set(key, page);
    this.bytes += page.body.length;
  }

  /**
   * Least recently used goes first: a hit moves the page to the end, at most once a second. A popular page is hit
   * thousands of times a second, and each move is a delete and an insert in a map of thousands of pages (a
   * tenth of a cached answer's CPU).
   */
  touch(key: string, page: LocalPage, now: number) {
    if (page.movedAt !== undefined && now - page.movedAt < MOVE_EVERY_MS) return;
    page.movedAt = now;
    this.pages.delete(key);
    this.pages.set(key, page);
  }

  drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }

  /** Forgets the pages whose keys `test` picks. */
  dropWhere(test: (key: string) => boolean) {
    for (const key of [...this.pages.keys()]) if (test(key)) this.drop(key);
  }

  /** Forgets every page and every URL answered with one. */
  clear() {
    this.pages.clear();
    this.aliases.clear();
    this.bytes = 0;
  }

  /** Remembers that `url` was answered with the page of `key`. */
  alias(url: string, key: string) {
    if (this.aliases.get(url) === key) return;
    makeRoom(this.aliases, MAX_ALIASES);
    this.aliases.set(url, key);
  }

  /** The key of the page that answered `url`, while such a page may still be kept. */
  aliasOf(url: string): string | undefined {
    return this.aliases.size ? this.aliases.get(url) : undefined;
  }
}
