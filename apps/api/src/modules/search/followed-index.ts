/**
 * Keeps one of this process's search indexes (search-index.ts, ADR 0407) in step with the database.
 *
 * - Build: every live record is read in id chunks from its source (index.repo.ts; a background job at start-up:
 *   searches use the SQL path until it is done), after noting the database's clock.
 * - Follow: before a search, one small read (shared by both indexes and by the searches of the same second:
 *   `ChangeClock`) gives the database's clock and the latest change stamps
 *   (migration 0970). When the index's stamp has moved, or the market's content version has (every listing, profile, verification
 *   and review write bumps it after committing and before it answers, in any instance when Redis is shared:
 *   platform/page-cache.ts), or SYNC_EVERY_MS has passed, the listings stamped since the last read less MARGIN_MS
 *   are read and shadow their older copies. So a write through the app is found by the next search, here and in
 *   every instance sharing Redis; one made outside the app (a seed, a script) within a second: the stamps come
 *   from a trigger.
 * - Compact: when the changed listings pass a share of the segment, a new segment is built in the background.
 *
 * One read at a time: a search that finds a read under way for an older version waits for it and reads again.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { changeClock, type IndexSource } from "./index.repo.ts";
import {
  Codes,
  docOf,
  type IndexDoc,
  IndexMatcher,
  type IndexPage,
  type IndexQuery,
  Segment,
} from "./search-index.ts";

type Clock = { now: number; listings: number; people: number };

/** A clock read serves the searches of this long after it began (writes outside the app are found this late). */
export const CLOCK_REUSE_MS = 1_000;

/**
 * The database's clock and latest stamps, read once for both indexes and for every search that asks while a read
 * is under way or within REUSE_MS after one began. Writes made through the app do not wait for it: they move the
 * content version, and a moved version reads the changed rows at once (`FollowedIndex.follow`). The clock finds
 * the others (a script, psql, an instance without Redis) within REUSE_MS; on the embedded database a statement
 * costs the server's one thread ~0.5–2 ms, so one read a second instead of one per search (ADR 0407).
 */
export class ChangeClock {
  private reading: Promise<Clock> | null = null;
  private last: { clock: Clock; at: number } | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly reuseMs = CLOCK_REUSE_MS,
  ) {}

  /** The clock as read at most `reuseMs` ago, or the read under way, or a read that begins now. */
  read(): Promise<Clock> {
    const last = this.last;
    if (last && Date.now() - last.at < this.reuseMs) return Promise.resolve(last.clock);
    if (!this.reading) {
      const at = Date.now();
      this.reading = changeClock(this.db)
        .then((clock) => {
          this.last = { clock, at };
          return clock;
        })
        .finally(() => {
          this.reading = null;
        });
    }
    return this.reading;
  }
}

/** Changes read again on every follow: a transaction may commit this long after its stamp. */
const MARGIN_MS = 30_000;
/** Follow at least this often even when no version moved (an instance without Redis sees others' writes). */
const SYNC_EVERY_MS = 5_000;
/** Listings read per statement while building. */
const CHUNK = 5_000;
/** A new segment once the changed listings are this many, and this share of the segment. */
const COMPACT_MIN = 2_000;
const COMPACT_SHARE = 0.05;

export class FollowedIndex {
  private matcher: IndexMatcher | null = null;
  /** Database time (ms) up to which changes have been read (less MARGIN_MS when reading again). */
  private mark = 0;
  private seenVersion = Number.NaN;
  private seenLatest = Number.NaN;
  private syncedAt = 0;
  private builtAt = 0;
  private following: { version: number; latest: number; done: Promise<void> } | null = null;
  private building: Promise<void> | null = null;
  /** Whether a build was ever started: searches start one again only after that (a failed build is retried). */
  private tried = false;
  private closed = false;

  constructor(
    private readonly source: IndexSource,
    private readonly db: DbOrTx,
    private readonly clock: ChangeClock,
    /** The market's content version now (page-cache.ts `version(MARKET)`). */
    private readonly version: () => Promise<number>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get ready(): boolean {
    return this.matcher !== null;
  }

  /** Built or not, and seconds since it last caught up with the database (built, or changes read); for metrics. */
  state(): { ready: boolean; lagSeconds: number } {
    if (!this.matcher) return { ready: false, lagSeconds: 0 };
    return { ready: true, lagSeconds: (Date.now() - Math.max(this.syncedAt, this.builtAt)) / 1000 };
  }

  /** Starts building the index (once at a time); searches use SQL until it is ready. */
  warm(): Promise<void> {
    this.tried = true;
    this.building ??= this.build()
      .catch((err) =>
        this.log.warn(
          { err },
          `search index of ${this.source.name}: build failed; searches use SQL until the next try`,
        ),
      )
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  close() {
    this.closed = true;
  }

  /**
   * Whether some indexed word starts with `word`, as searches see the records (the index followed first, as a
   * search follows it); null while the index is not ready. Corrections ask it before replacing a word, so a word
   * the search would find (a new agent's name, written through the app a moment ago or by a script more than the
   * clock's second ago) is never "corrected" away. Asking the database's clock afresh instead cost one statement
   * per new typo: on the embedded database, a fifth of the thread under never-repeating searches (ADR 0407).
   */
  async knows(word: string): Promise<boolean | null> {
    if (!this.matcher) return null;
    await this.follow();
    const matcher = this.matcher;
    if (matcher.segment.hasPrefix(word)) return true;
    for (const doc of matcher.changed.values()) if (doc.words.some((w) => w.startsWith(word))) return true;
    return false;
  }

  /** The record's change stamp as last followed (see `IndexMatcher.stampOf`); undefined while not ready. */
  stampOf(id: number): number | undefined {
    return this.matcher?.stampOf(id);
  }

  /** One page of matching listing ids and the exact total, or null while the index is not ready. */
  async find(q: IndexQuery, offset: number, limit: number, cap?: number): Promise<IndexPage | null> {
    return (await this.current())?.find(q, offset, limit, cap) ?? null;
  }

  /** The index followed up to now (as a search sees it), or null while it is not ready. */
  async current(): Promise<IndexMatcher | null> {
    if (!this.matcher) {
      // The first build is started by the app once it is ready (modules/services.ts); this retries a failed one.
      if (this.tried) void this.warm();
      return null;
    }
    for (;;) {
      const matcher: IndexMatcher | null = this.matcher;
      await this.follow();
      // A new segment that came in meanwhile is followed before it answers.
      if (this.matcher === matcher) return matcher;
    }
  }

  private async build() {
    const started = performance.now();
    const { now: mark } = await changeClock(this.db);
    const docs: IndexDoc[] = [];
    let after = 0;
    for (;;) {
      if (this.closed) return;
      const rows = await this.source.live(this.db, after, CHUNK);
      for (const row of rows) docs.push(docOf(row));
      if (rows.length < CHUNK) break;
      after = (rows.at(-1) as { id: number }).id;
    }
    const segment = new Segment(docs, this.matcher?.segment.codes ?? new Codes());
    this.matcher = new IndexMatcher(segment, new Map());
    this.mark = mark;
    this.builtAt = Date.now();
    // The next search reads what changed while the segment was read.
    this.seenVersion = Number.NaN;
    this.seenLatest = Number.NaN;
    this.log.info(
      {
        index: this.source.name,
        records: segment.size,
        words: segment.words,
        ms: Math.round(performance.now() - started),
      },
      "search index built",
    );
  }

  /**
   * Reads what changed when the stamp or the version moved or SYNC_EVERY_MS passed; waits for a read under way.
   * The clock may be a second old (`ChangeClock`).
   */
  private async follow(): Promise<void> {
    const [version, read] = await Promise.all([this.version(), this.clock.read()]);
    const clock = { now: read.now, latest: read[this.source.name] };
    for (;;) {
      const running = this.following;
      if (running) {
        await running.done;
        if (running.version === version && running.latest >= clock.latest) return;
        continue;
      }
      if (
        version === this.seenVersion &&
        clock.latest === this.seenLatest &&
        Date.now() - this.syncedAt < SYNC_EVERY_MS
      )
        return;
      const done = this.readChanges(version, clock).finally(() => {
        this.following = null;
      });
      this.following = { version, latest: clock.latest, done };
      await done;
      return;
    }
  }

  /**
   * Reads the records stamped since the last read (less MARGIN_MS): first their ids and stamps, then only those
   * this index does not hold at that stamp. After a bulk write (a seed, an import) every follow within the margin
   * would otherwise read thousands of records' words again: 0.4 s of the embedded database's one thread each time.
   */
  private async readChanges(version: number, clock: { now: number; latest: number }) {
    const matcher = this.matcher;
    if (!matcher) return;
    const stamped = await this.source.stamps(this.db, this.mark - MARGIN_MS);
    // Read again within the margin, unchanged: already current (a record gone from the index is read again).
    const stale = stamped.filter((r) => matcher.stampOf(r.id) !== r.stamp).map((r) => r.id);
    const rows = stale.length ? await this.source.byIds(this.db, stale) : [];
    // A new segment replaced this one while the changes were read: the next search reads them for it.
    if (this.matcher !== matcher) return;
    const { segment, changed } = matcher;
    for (const row of rows) {
      const at = segment.ordinal.get(row.id);
      if (at !== undefined) segment.removed[at] = 1;
      if (row.gone) changed.delete(row.id);
      else changed.set(row.id, docOf(row));
    }
    this.mark = clock.now;
    this.seenVersion = version;
    this.seenLatest = clock.latest;
    this.syncedAt = Date.now();
    if (changed.size >= COMPACT_MIN && changed.size >= segment.size * COMPACT_SHARE) void this.warm();
  }
}
