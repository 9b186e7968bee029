/**
 * Short-lived cache of anonymous listing pages (ADR 0202). A page is the reply's JSON text, keyed by the
 * normalised query and stored with the listings *version* it was computed under. Every listing write (create,
 * update, delete, status, images, favourites) bumps the version before it answers, so a page computed before
 * the write never matches again: a write is visible at once. Pages also expire after TTL_MS.
 *
 * With Redis (REDIS_URL) the version and the pages live in Redis, shared by every instance: one MGET per read
 * (version + page). Without Redis they live in this process (an LRU of MAX_PAGES).
 *
 * Concurrent misses of one page under one version in this process share one computation (no stampede). When
 * Redis does not answer, reads go to the database uncached; a failed version bump is logged and the write still
 * answers (its pages then live at most TTL_MS).
 */
import type { Redis } from "../../platform/redis.ts";
import type { ListFilters } from "./repo.ts";

export const LIST_CACHE_TTL_MS = 5_000;
/** The version when Redis could not be read: nothing is cached or reused under it. */
const UNKNOWN = -1;
const MAX_PAGES = 1_000;
const MAX_PAGE_BYTES = 512 * 1024;

/** The cache key of a list query: every filter that changes the answer, in a fixed order, place names folded. */
export function listKey(f: ListFilters): string {
  const norm: Record<string, unknown> = {
    ...f,
    property_type: f.property_type?.toLowerCase(),
    state: f.state?.toLowerCase(),
    city: f.city?.toLowerCase(),
  };
  return JSON.stringify(
    Object.keys(norm)
      .sort()
      .filter((k) => norm[k] !== undefined)
      .map((k) => [k, norm[k]]),
  );
}

/** Totals of list queries are reused this long under one version (other processes' seeds: TTL bounded). */
const TOTAL_TTL_MS = 30_000;
const MAX_TOTALS = 2_000;

export class ListCache {
  private localVersion = 0;
  private readonly pages = new Map<string, { version: number; json: string; expires: number }>();
  /**
   * Exact totals per filter and version: counting a broad filter over 100k rows costs tens of milliseconds,
   * paging through it costs nothing. A new version (any listing write, in any instance when Redis is shared)
   * makes every older total unreachable.
   */
  private readonly totals = new Map<string, { total: number; at: number }>();
  private readonly versionKey: string;
  private readonly pagePrefix: string;
  /** Pages being computed in this process, by version and key. */
  private readonly computing = new Map<string, Promise<string>>();

  constructor(
    private readonly redis: Redis | null,
    prefix: string,
    private readonly ttlMs = LIST_CACHE_TTL_MS,
    private readonly warn: (msg: string, err: unknown) => void = () => {},
  ) {
    this.versionKey = `${prefix}listings:version`;
    this.pagePrefix = `${prefix}listings:page:`;
  }

  /** The current version and, when one is cached under it, the page's JSON. */
  async get(key: string): Promise<{ version: number; json: string | null }> {
    if (this.redis) {
      let v: string | null;
      let page: string | null;
      try {
        [v = null, page = null] = await this.redis.mget(this.versionKey, this.pagePrefix + key);
      } catch (err) {
        this.warn("listing cache: Redis read failed; answering from the database", err);
        return { version: UNKNOWN, json: null };
      }
      const version = Number(v ?? 0);
      if (!page) return { version, json: null };
      const cut = page.indexOf("\n");
      return { version, json: Number(page.slice(0, cut)) === version ? page.slice(cut + 1) : null };
    }
    const version = this.localVersion;
    const hit = this.pages.get(key);
    if (!hit) return { version, json: null };
    if (hit.version !== version || hit.expires <= Date.now()) {
      this.pages.delete(key);
      return { version, json: null };
    }
    // Least recently used goes first: re-insert on a hit.
    this.pages.delete(key);
    this.pages.set(key, hit);
    return { version, json: hit.json };
  }

  /** Stores a page computed under `version` (read before the page's queries ran). */
  async set(key: string, version: number, json: string): Promise<void> {
    if (json.length > MAX_PAGE_BYTES || version === UNKNOWN) return;
    if (this.redis) {
      await this.redis
        .set(this.pagePrefix + key, `${version}\n${json}`, "PX", this.ttlMs)
        .catch((err) => this.warn("listing cache: Redis write failed", err));
      return;
    }
    if (version !== this.localVersion) return;
    this.pages.delete(key);
    while (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { version, json, expires: Date.now() + this.ttlMs });
  }

  /** The current version alone (for reads that are not cached but reuse version-keyed totals). */
  async version(): Promise<number> {
    if (!this.redis) return this.localVersion;
    try {
      return Number((await this.redis.get(this.versionKey)) ?? 0);
    } catch (err) {
      this.warn("listing cache: Redis read failed; answering from the database", err);
      return UNKNOWN;
    }
  }

  /**
   * The JSON of page `key`: cached under the current version, or computed by `compute(version)` and cached.
   * Concurrent misses of the same page and version in this process wait for one computation.
   */
  async page(key: string, compute: (version: number) => Promise<string>): Promise<string> {
    const cached = await this.get(key);
    if (cached.json !== null) return cached.json;
    const flight = `${cached.version}|${key}`;
    const running = this.computing.get(flight);
    if (running) return running;
    const job = (async () => {
      const json = await compute(cached.version);
      await this.set(key, cached.version, json);
      return json;
    })().finally(() => this.computing.delete(flight));
    if (cached.version !== UNKNOWN) this.computing.set(flight, job);
    return job;
  }

  /** The total of a filter under `version`, counted by `count` when not known. */
  async total(version: number, filterKey: string, count: () => Promise<number>): Promise<number> {
    if (version === UNKNOWN) return count();
    const key = `${version}|${filterKey}`;
    const hit = this.totals.get(key);
    if (hit && Date.now() - hit.at < TOTAL_TTL_MS) return hit.total;
    const total = await count();
    if (this.totals.size >= MAX_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    this.totals.set(key, { total, at: Date.now() });
    return total;
  }

  /** Called after every listing write, before the write answers. */
  async bump(): Promise<void> {
    this.localVersion += 1;
    this.pages.clear();
    this.totals.clear();
    if (!this.redis) return;
    try {
      await this.redis.incr(this.versionKey);
    } catch (err) {
      // The write is committed: answer it. Other instances' pages of the old version expire within the TTL.
      this.warn("listing cache: version bump in Redis failed; cached pages live out their TTL", err);
    }
  }
}

/** One cache per app (several services share it: listings, search, people), found by the app's database. */
const caches = new WeakMap<object, ListCache>();
export function listCacheOf(app: {
  database: object;
  redis: Redis | null;
  config: { REDIS_KEY_PREFIX: string };
  log: { warn: (obj: object, msg: string) => void };
}): ListCache {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = new ListCache(app.redis, app.config.REDIS_KEY_PREFIX, LIST_CACHE_TTL_MS, (msg, err) =>
      app.log.warn({ err }, msg),
    );
    caches.set(app.database, cache);
  }
  return cache;
}
