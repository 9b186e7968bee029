/**
 * Short-lived cache of anonymous public pages (ADR 0202, 0403): listing lists and search results. A page is the
 * reply's JSON text, keyed by its normalised query and stored with the *content version* it was computed under.
 * Every write that changes what such a page shows (listings, favourites, and the people shown beside them:
 * profiles, verification, reviews, activation) bumps the version before it answers, so a page computed before
 * the write never matches again: a write is visible at once. Pages also expire after TTL_MS.
 *
 * With Redis (REDIS_URL) the version and the pages live in Redis, shared by every instance, and each instance
 * keeps a copy of the pages it served: a request whose copy is current costs one GET of the version; otherwise
 * one MGET (version + page). Without Redis they live in this process only.
 *
 * Concurrent misses of one page under one version in this process share one computation (no stampede). A page
 * past its TTL but of the current version is served while one request computes its successor (stale while
 * revalidate, up to STALE_MS past the TTL), so an expiring popular page never holds the requests behind it.
 * When Redis does not answer, reads go to the database uncached; a failed version bump is logged and the write
 * still answers (its pages then live at most TTL_MS).
 *
 * Versions are kept per kind of content (`PageKind`): the market (listings, people, reviews, verification,
 * auctions) and home services (providers, products). A page depends on the kinds its key names (`depsOf`), and its
 * version is the sum of theirs (each only grows, so an equal sum means none of them moved): a provider or product
 * write no longer drops the listing pages, nor the searches that show no helper groups.
 *
 * A page is kept as its encoded bytes (a Buffer: serialised once, written as it is) and, once a client asks for
 * it compressed, as gzip and brotli bytes too (ADR 0021; page-reply.ts serves them). Each page remembers its key,
 * so a repeated request of the same URL can be answered before its query is parsed again (`alias`). The copies
 * this process keeps (the least recently used out first) are in local-pages.ts.
 *
 * Totals and values that other code keeps per content version (search's cards, helper results and corrected
 * totals: modules/search/search-cache.ts) are version-memo.ts; this file holds the pages and the versions.
 *
 * While the database cannot be reached, a page whose computation fails for that reason is answered with the last
 * copy this process kept of it, expired or not (ADR 0014 addendum); without one the error goes on (a 503).
 */
import { isDatabaseUnavailable } from "./errors.ts";
import { LocalPages, STALE_MS } from "./local-pages.ts";
import { pageBody } from "./page-bytes.ts";
import { type Redis, redisUp } from "./redis.ts";
import { UNKNOWN, VersionMemo } from "./version-memo.ts";

export const PAGE_CACHE_TTL_MS = 5_000;

/** What a kept page can depend on; a write bumps the kinds it changes (all, unless it names them). */
export type PageKind = "market" | "services";
export const PAGE_KINDS: readonly PageKind[] = ["market", "services"];
export const MARKET: readonly PageKind[] = ["market"];
export const SERVICES: readonly PageKind[] = ["services"];
/** The kinds a page depends on, by the kind of page its key starts with (pageKey); others depend on every kind. */
const DEPENDS: Record<string, readonly PageKind[]> = {
  listings: MARKET,
  search: MARKET,
  providers: SERVICES,
  store: SERVICES,
};
export function depsOf(key: string): readonly PageKind[] {
  const cut = key.indexOf(":");
  return (cut > 0 && DEPENDS[key.slice(0, cut)]) || PAGE_KINDS;
}
/**
 * How long pages live whose every change bumps the version through the service that writes it (the provider
 * directory and the product list, ADR 0304): only what no write bumps (view counts) can lag, by this much.
 */
export const BUMPED_PAGE_TTL_MS = 60_000;
/** A page longer than this is served but not kept. */
const MAX_PAGE_BYTES = 512 * 1024;

/** A cache key of a query: its defined fields in a fixed order, prefixed by what kind of page it is. */
export function pageKey(kind: string, query: Record<string, unknown>): string {
  return `${kind}:${JSON.stringify(
    Object.keys(query)
      .sort()
      .filter((k) => query[k] !== undefined)
      .map((k) => [k, query[k]]),
  )}`;
}

export class PageCache {
  private readonly localVersions: Record<PageKind, number> = { market: 0, services: 0 };
  /** The pages kept in this process (and the URLs answered with them). */
  private readonly local = new LocalPages();
  /** Totals and values kept per content version (version-memo.ts). */
  private readonly memo: VersionMemo<readonly PageKind[]>;
  private readonly versionKeys: Record<PageKind, string>;
  private readonly pagePrefix: string;
  /** Pages being computed in this process, by version and key. */
  private readonly computing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly redis: Redis | null,
    prefix: string,
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly warn: (msg: string, err: unknown) => void = () => {},
    /** How long past its TTL a page of the current version is served while its successor is computed. */
    private readonly staleMs = STALE_MS,
  ) {
    this.versionKeys = {
      market: `${prefix}pages:version:market`,
      services: `${prefix}pages:version:services`,
    };
    this.pagePrefix = `${prefix}pages:page:`;
    this.memo = new VersionMemo<readonly PageKind[]>((deps) => this.version(deps), ttlMs);
  }

  /** Whether the current request reads its user's own recent write (set from the read replicas, ADR 0030). */
  ownWrites: (() => Promise<boolean>) | null = null;

  private sharedBefore: boolean | null = null;
  /** When serving stale pages was last logged (once every 10 s, not once a request, through an outage). */
  private staleWarnedAt = 0;

  /**
   * Whether pages are shared through Redis now. While Redis is away (ADR 0014) the cache works as on a single
   * instance (its own version, bumped by its own writes); each switch drops what is kept here, since versions of
   * the two kinds are not comparable.
   */
  private sharedRedis(): Redis | null {
    const now = redisUp(this.redis);
    if (this.sharedBefore !== null && now !== this.sharedBefore) {
      this.local.clear();
      this.memo.clearTotals();
      for (const kind of PAGE_KINDS) this.localVersions[kind] += 1;
    }
    this.sharedBefore = now;
    return now ? this.redis : null;
  }

  private localVersion(deps: readonly PageKind[]): number {
    let sum = 0;
    for (const kind of deps) sum += this.localVersions[kind];
    return sum;
  }

  /**
   * `get` without waiting, when this process alone knows the current version (pages are not shared through Redis
   * now); undefined when Redis must be asked.
   */
  getLocal(
    key: string,
    now = Date.now(),
  ): { version: number; body: Buffer | null; stale: boolean } | undefined {
    return this.sharedRedis() ? undefined : this.localPage(key, now);
  }

  /** `get` on a single instance: the page kept here under this process's version. */
  private localPage(key: string, now: number): { version: number; body: Buffer | null; stale: boolean } {
    const version = this.localVersion(depsOf(key));
    const local = this.local.kept(key, now, this.staleMs);
    if (!local) return { version, body: null, stale: false };
    if (local.version !== version) {
      this.local.drop(key);
      return { version, body: null, stale: false };
    }
    this.local.touch(key, local, now);
    return { version, body: local.body, stale: local.expires <= now };
  }

  /**
   * The current version of the page `key` and, when one is kept under it, the page's bytes; `stale` when the page
   * is past its TTL (serve it, but compute its successor).
   */
  async get(key: string): Promise<{ version: number; body: Buffer | null; stale: boolean }> {
    const now = Date.now();
    const redis = this.sharedRedis();
    if (!redis) return this.localPage(key, now);
    const local = this.local.kept(key, now, this.staleMs);
    const deps = depsOf(key);
    try {
      const versionKeys = deps.map((kind) => this.versionKeys[kind]);
      if (local && local.expires > now) {
        // The copy kept here is good while the shared versions have not moved: one small MGET.
        const version = sumOf(await redis.mget(...versionKeys));
        if (local.version === version) {
          this.local.touch(key, local, now);
          return { version, body: local.body, stale: false };
        }
        this.local.drop(key);
        return this.fromRedis(key, version, await redis.get(this.pagePrefix + key), now);
      }
      const found = await redis.mget(...versionKeys, this.pagePrefix + key);
      return this.fromRedis(key, sumOf(found.slice(0, -1)), found.at(-1) ?? null, now);
    } catch (err) {
      this.warn("page cache: Redis read failed; answering from the database", err);
      return { version: UNKNOWN, body: null, stale: false };
    }
  }

  /** A page read from Redis (`version\nexpires\njson`): served, and copied here, when of the current version. */
  private fromRedis(key: string, version: number, stored: string | null, now: number) {
    if (!stored) return { version, body: null, stale: false };
    const cut1 = stored.indexOf("\n");
    const cut2 = stored.indexOf("\n", cut1 + 1);
    if (Number(stored.slice(0, cut1)) !== version) return { version, body: null, stale: false };
    const expires = Number(stored.slice(cut1 + 1, cut2));
    const body = pageBody(key, stored.slice(cut2 + 1));
    this.local.keep(key, { version, body, expires });
    if (expires + this.staleMs <= now) return { version, body: null, stale: false };
    return { version, body, stale: expires <= now };
  }

  /**
   * Stores a page computed under `version` (read before the page's queries ran); its bytes, to send as they are.
   * `ttlMs` may lengthen the cache's own TTL for pages whose every change bumps the version (only what no write
   * bumps, such as view counts, can then lag).
   */
  async set(key: string, version: number, page: string | Buffer, ttlMs = this.ttlMs): Promise<void> {
    const body = typeof page === "string" ? pageBody(key, page) : page;
    if (body.length > MAX_PAGE_BYTES || version === UNKNOWN) return;
    const expires = Date.now() + ttlMs;
    const redis = this.sharedRedis();
    if (redis) {
      this.local.keep(key, { version, body, expires });
      await redis
        .set(
          this.pagePrefix + key,
          Buffer.concat([Buffer.from(`${version}\n${expires}\n`), body]),
          "PX",
          ttlMs + this.staleMs,
        )
        .catch((err) => this.warn("page cache: Redis write failed", err));
      return;
    }
    if (version !== this.localVersion(depsOf(key))) return;
    this.local.keep(key, { version, body, expires });
  }

  /** Remembers that `url` was answered with the page of `key` (an anonymous GET whose answer depends on its URL alone). */
  alias(url: string, key: string) {
    this.local.alias(url, key);
  }

  /** The key of the page that answered `url`, while such a page may still be kept. */
  aliasOf(url: string): string | undefined {
    return this.local.aliasOf(url);
  }

  /** The current version of content of these kinds alone (for reads that are not cached but reuse totals). */
  async version(deps: readonly PageKind[] = PAGE_KINDS): Promise<number> {
    // A user reading their own write from the primary neither reuses nor keeps values that a read replica may
    // have computed before it replayed that write (db/replicas.ts, ADR 0030).
    if (this.ownWrites && (await this.ownWrites())) return UNKNOWN;
    const redis = this.sharedRedis();
    if (!redis) return this.localVersion(deps);
    try {
      return sumOf(await redis.mget(...deps.map((kind) => this.versionKeys[kind])));
    } catch (err) {
      this.warn("page cache: Redis read failed; answering from the database", err);
      return UNKNOWN;
    }
  }

  /**
   * The bytes of page `key` (its JSON, encoded once): cached under the current version, or computed by
   * `compute(version)` and cached. Concurrent misses of the same page and version in this process wait for one
   * computation. Send the bytes as they are: page-reply.ts knows them and serves them compressed when asked.
   */
  async page(
    key: string,
    compute: (version: number) => Promise<string>,
    ttlMs = this.ttlMs,
  ): Promise<Buffer> {
    const cached = await this.get(key);
    if (cached.body !== null && !cached.stale) return cached.body;
    const flight = `${cached.version}|${key}`;
    const running = this.computing.get(flight);
    if (running) return cached.body ?? running;
    const job = (async () => {
      let text: string;
      try {
        text = await compute(cached.version);
      } catch (err) {
        // While the database cannot be reached, the last page kept here (expired, or of an older version) is a
        // better answer than a 503: public pages stay up through an outage (ADR 0014 addendum).
        const stale = isDatabaseUnavailable(err) ? this.local.last(key) : undefined;
        if (!stale) throw err;
        if (Date.now() - this.staleWarnedAt > 10_000) {
          this.staleWarnedAt = Date.now();
          this.warn("page cache: database unavailable; serving the last kept pages", err);
        }
        return stale.body;
      }
      const body = pageBody(key, text);
      await this.set(key, cached.version, body, ttlMs);
      return body;
    })().finally(() => this.computing.delete(flight));
    if (cached.version !== UNKNOWN) this.computing.set(flight, job);
    if (cached.body === null) return job;
    // Stale while revalidate: this request and those during the computation get the kept page.
    job.catch((err) =>
      this.warn("page cache: refreshing a kept page failed; it is served until it ages out", err),
    );
    return cached.body;
  }

  /** The total of a query under `version` (of the kinds `deps`), counted by `count` when not known. */
  total(
    version: number,
    queryKey: string,
    count: () => Promise<number>,
    deps: readonly PageKind[] = PAGE_KINDS,
  ): Promise<number> {
    return this.memo.total(version, queryKey, count, deps);
  }

  /** A total under the current version of `deps` (read now), counted by `count` when not known. */
  currentTotal(
    queryKey: string,
    count: () => Promise<number>,
    deps: readonly PageKind[] = PAGE_KINDS,
  ): Promise<number> {
    return this.memo.currentTotal(queryKey, count, deps);
  }

  /** A value read under `version` of `deps`, when one was kept less than `ttlMs` ago (version-memo.ts). */
  recall<T>(version: number, key: string, deps: readonly PageKind[], ttlMs?: number): T | undefined {
    return this.memo.recall<T>(version, key, deps, ttlMs);
  }

  remember(version: number, key: string, deps: readonly PageKind[], value: unknown): void {
    this.memo.remember(version, key, deps, value);
  }

  /** A value under the current version of `deps`: recalled, or computed once for concurrent callers. */
  reuse<T>(key: string, compute: () => Promise<T>, deps: readonly PageKind[], ttlMs?: number): Promise<T> {
    return this.memo.reuse(key, compute, deps, ttlMs);
  }

  /**
   * Called after every write that changes a public page, before the write answers, with the kinds of content it
   * changed (every kind unless named): pages and totals that depend on them are not served again.
   */
  async bump(kinds: readonly PageKind[] = PAGE_KINDS): Promise<void> {
    for (const kind of kinds) this.localVersions[kind] += 1;
    // Nothing older than a write is served again, not even through a database outage.
    this.local.dropWhere((key) => depsOf(key).some((kind) => kinds.includes(kind)));
    const redis = this.sharedRedis();
    if (!redis) return;
    try {
      await Promise.all(kinds.map((kind) => redis.incr(this.versionKeys[kind])));
    } catch (err) {
      // The write is committed: answer it. Other instances' pages of the old version expire within the TTL.
      this.warn("page cache: version bump in Redis failed; cached pages live out their TTL", err);
    }
  }
}

const sumOf = (versions: (string | null)[]) => versions.reduce((sum, v) => sum + Number(v ?? 0), 0);

/** Route config of writes that change what listing or search pages show (people, reviews, verification). */
export const changesPublicPages = { changesPublicPages: true } as const;

/** One cache per app (listings and search share it and its version), found by the app's database. */
const caches = new WeakMap<object, PageCache>();
export function pageCacheOf(app: {
  database: object;
  redis: Redis | null;
  config: { REDIS_KEY_PREFIX: string };
  log: { warn: (obj: object, msg: string) => void };
  replicas?: { enabled: boolean; readsOwnWrites(): Promise<boolean> };
}): PageCache {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = new PageCache(app.redis, app.config.REDIS_KEY_PREFIX, PAGE_CACHE_TTL_MS, (msg, err) =>
      app.log.warn({ err }, msg),
    );
    const replicas = app.replicas;
    if (replicas?.enabled) cache.ownWrites = () => replicas.readsOwnWrites();
    caches.set(app.database, cache);
  }
  return cache;
}
