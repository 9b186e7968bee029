/**
 * Totals and values kept per content version (page-cache.ts owns the versions): a general memo that any reader
 * fills under its own keys (search: modules/search/search-cache.ts; the listing lists: totals). A value kept under
 * a version is never served under another, so every write that bumps the version makes older ones unreachable.
 * Both live in this process only, bounded (the oldest out first), and nothing is kept under UNKNOWN (Redis could
 * not be read).
 */
import { makeRoom } from "./oldest-first.ts";

/** What a kept value depends on (page-cache.ts `PageKind`). */
type Kinds = readonly string[];

/** The version when Redis could not be read: nothing is cached or reused under it. */
export const UNKNOWN = -1;
/** Totals of queries are reused this long under one version (out-of-band writes such as seeds: TTL bounded). */
const TOTAL_TTL_MS = 30_000;
const MAX_TOTALS = 5_000;
/**
 * Values kept by `remember` (helper results, listing and person cards), the oldest out first. With 100,000 listings
 * and ~1,700 never-repeating searches a second, 20,000 held a card for seconds, not its minute: 27% of searches
 * waited for a card read (server-side p90 30 ms). At 50,000, 10% do (p90 1.4 ms), with the server's memory the same
 * (~530 MB resident either way; bench/README "Search at scale", 2026-11-29).
 */
const MAX_VALUES = 50_000;

export class VersionMemo<K extends Kinds = Kinds> {
  /**
   * Exact totals per query and version: counting a broad filter over 100k rows costs milliseconds, paging
   * through it costs nothing. A new version (any write, in any instance when Redis is shared) makes every older
   * total unreachable.
   */
  private readonly totals = new Map<string, { total: number; at: number }>();
  private readonly values = new Map<string, { value: unknown; at: number }>();
  /** Values being computed by `reuse`, by version and key. */
  private readonly reusing = new Map<string, Promise<unknown>>();

  constructor(
    /** The current version of content of these kinds. */
    private readonly version: (deps: K) => Promise<number>,
    /** How long a value is recalled when its reader names no lifetime. */
    private readonly ttlMs: number,
  ) {}

  /** Forgets every total (versions were renumbered: Redis came or went). */
  clearTotals(): void {
    this.totals.clear();
  }

  /** The total of a query under `version` (of the kinds `deps`), counted by `count` when not known. */
  async total(version: number, queryKey: string, count: () => Promise<number>, deps: K): Promise<number> {
    if (version === UNKNOWN) return count();
    const key = `${deps.join("+")}|${version}|${queryKey}`;
    const hit = this.totals.get(key);
    if (hit && Date.now() - hit.at < TOTAL_TTL_MS) return hit.total;
    const total = await count();
    makeRoom(this.totals, MAX_TOTALS);
    this.totals.set(key, { total, at: Date.now() });
    return total;
  }

  /** A total under the current version of `deps` (read now), counted by `count` when not known. */
  async currentTotal(queryKey: string, count: () => Promise<number>, deps: K): Promise<number> {
    return this.total(await this.version(deps), queryKey, count, deps);
  }

  /**
   * A value read under `version` of `deps` (a search helper's results, a listing's card), when one was kept less
   * than `ttlMs` ago; at most MAX_VALUES of them.
   */
  recall<T>(version: number, key: string, deps: K, ttlMs = this.ttlMs): T | undefined {
    if (version === UNKNOWN) return undefined;
    const hit = this.values.get(`${deps.join("+")}|${version}|${key}`);
    return hit && Date.now() - hit.at < ttlMs ? (hit.value as T) : undefined;
  }

  remember(version: number, key: string, deps: K, value: unknown): void {
    if (version === UNKNOWN) return;
    makeRoom(this.values, MAX_VALUES);
    this.values.set(`${deps.join("+")}|${version}|${key}`, { value, at: Date.now() });
  }

  /**
   * A value under the current version of `deps` (at most `ttlMs` old): recalled, or computed (once for concurrent
   * callers) and remembered.
   */
  async reuse<T>(key: string, compute: () => Promise<T>, deps: K, ttlMs = this.ttlMs): Promise<T> {
    const version = await this.version(deps);
    const kept = this.recall<T>(version, key, deps, ttlMs);
    if (kept !== undefined) return kept;
    // Requests asking for the same value at once share one computation.
    const slot = `${deps.join("+")}|${version}|${key}`;
    const running = this.reusing.get(slot);
    if (running) return running as Promise<T>;
    const value = compute()
      .then((v) => {
        this.remember(version, key, deps, v);
        return v;
      })
      .finally(() => this.reusing.delete(slot));
    if (version !== UNKNOWN) this.reusing.set(slot, value);
    return value;
  }
}
