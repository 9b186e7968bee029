/**
 * Read replicas (ADR 0030): `DATABASE_READ_URL` names one or more PostgreSQL standbys, and `reads` is a database
 * handle of the same type as the primary's whose statements go to one of them. Services give it to what only
 * reads public data (search, public listing pages, market analytics); everything else keeps the primary.
 *
 * A statement on `reads` goes to the primary instead when
 * - it runs outside a request that may read from a replica (`run`): writes' requests, jobs, start-up;
 * - the signed-in user of the request wrote in the last moments (`markWrite`, after each of their writes: the
 *   primary's WAL insert position), and no healthy replica has replayed past that position yet;
 * - no replica is healthy: each is checked every `checkMs` (its replay position against the primary's recent
 *   positions gives its lag), and one that does not answer, or lags more than `maxLagSeconds`, is left out until
 *   a check finds it healthy again;
 * - the replica fails the statement (stopped, restarted, a recovery conflict): it is read again on the primary at
 *   once, so a replica going away costs its readers nothing but a retry.
 * A transaction on `reads` runs on the primary. Without replicas, `reads` is the primary's handle itself.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "./client.ts";
import * as schema from "./schema/index.ts";

/** How often each replica's replay position and lag are read. */
export const REPLICA_CHECK_MS = 1_000;

export type ReplicaState = "starting" | "ok" | "lagging" | "down" | "not a standby";

export interface ReplicaStatus {
  /** Host, port and database only: never the user or password of the URL. */
  name: string;
  state: ReplicaState;
  /** How far behind the primary it replays, in seconds (null while it does not answer). */
  lagSeconds: number | null;
  /** The WAL bytes the primary has written that it has not replayed yet, at the last check. */
  behindBytes: number | null;
  /** Statements it has answered since start. */
  served: number;
}

/** Where a write mark is shared with the other instances (Redis, when there is one). */
export interface SharedMarks {
  get(userId: number): Promise<string | null>;
  set(userId: number, lsn: string, ttlMs: number): Promise<void>;
}

export interface ReplicaOptions {
  urls: string[];
  maxLagSeconds: number;
  checkMs?: number;
  shared?: SharedMarks | null;
  log: { info(msg: string): void; warn(obj: unknown, msg: string): void };
}

/** What a request lets its reads do: `replicas` for reads that may be served by a replica. */
export interface ReadContext {
  replicas: boolean;
  userId: () => number | null;
}

interface RequestReads extends ReadContext {
  /** The user's write mark, looked up once per request and user (the session is known after the first reads). */
  mark?: { userId: number | null; lsn: Promise<bigint | null> };
}

/** A WAL position (`16/B374D848`) as a number that compares. */
export function lsnOf(text: string): bigint {
  const [hi = "0", lo = "0"] = text.split("/");
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

const lsnText = (lsn: bigint) =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

/** A URL's host, port and database, for status pages and logs. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || "5432"}${u.pathname === "/" ? "" : u.pathname}`;
}

/** Errors that say the replica (not the statement) failed: its connection, its shutdown, a recovery conflict. */
function replicaFault(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return true;
  // 08: connection exceptions; 57P: operator intervention (shutdown); 40001: cancelled by a recovery conflict.
  return /^(08|57P|53|58)/.test(code) || code === "40001" || code.startsWith("E");
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

class Replica {
  state: ReplicaState = "starting";
  replayed: bigint | null = null;
  lagSeconds: number | null = null;
  behindBytes: number | null = null;
  served = 0;
  /** When a read last failed on it: a check that started before then does not put it back. */
  faultAt = 0;
  readonly pool: pg.Pool;

  constructor(
    readonly name: string,
    url: string,
    log: ReplicaOptions["log"],
  ) {
    // A replica that does not answer in a second is skipped for the primary, not waited on.
    this.pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 1_000 });
    this.pool.on("error", (err) => log.warn({ err }, `read replica ${name}: an idle connection closed`));
  }

  status(): ReplicaStatus {
    const { name, state, lagSeconds, behindBytes, served } = this;
    return { name, state, lagSeconds, behindBytes, served };
  }
}

type Query = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * A pg pool to Drizzle's eyes (it opens a transaction with `connect()` only on a `Pool`) that opens no
 * connection itself: statements go where `route` sends them, transactions to the primary.
 */
class RoutedPool extends pg.Pool {
  constructor(primary: pg.Pool, route: Query) {
    super({ max: 1 });
    Object.defineProperty(this, "query", { value: route });
    Object.defineProperty(this, "connect", { value: () => primary.connect() });
  }
}

export class ReadReplicas {
  /** The handle for reads that a replica may serve. */
  readonly reads: Db;
  private readonly replicas: Replica[];
  private readonly context = new AsyncLocalStorage<RequestReads>();
  /** The primary's WAL insert position at each recent check: a replica's lag is how old the newest one it passed is. */
  private readonly history: Array<{ at: number; lsn: bigint }> = [];
  private readonly marks = new Map<number, { lsn: bigint; until: number }>();
  private readonly checkMs: number;
  private readonly maxLagMs: number;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private turn = 0;
  /** Statements a replica failed that the primary answered instead. */
  retried = 0;

  constructor(
    private readonly primary: Database,
    private readonly opts: ReplicaOptions,
  ) {
    this.checkMs = opts.checkMs ?? REPLICA_CHECK_MS;
    this.maxLagMs = opts.maxLagSeconds * 1000;
    this.replicas = opts.urls.map((url) => new Replica(replicaName(url), url, opts.log));
    const pool = primary.pool;
    if (this.replicas.length && !pool)
      throw new Error("DATABASE_READ_URL needs DATABASE_URL: replicas are of a PostgreSQL primary");
    this.reads =
      pool && this.replicas.length
        ? (drizzle(new RoutedPool(pool, (config, values) => this.route(pool, config, values)), {
            schema,
          }) as Db)
        : primary.db;
  }

  get enabled(): boolean {
    return this.replicas.length > 0;
  }

  /** Each replica's state and lag, as of the last check. */
  status(): ReplicaStatus[] {
    return this.replicas.map((r) => r.status());
  }

  /** How long a write mark is kept: past it, every replica still used has replayed the write (ADR 0030). */
  get markMs(): number {
    return this.maxLagMs + 2 * this.checkMs;
  }

  /** Runs `fn` (a request) with what its reads on `reads` may do. */
  run<T>(context: ReadContext, fn: () => T): T {
    return this.context.run({ ...context }, fn);
  }

  /**
   * Whether the current request is of a user who wrote moments ago (a mark younger than `markMs`). Its reads
   * then skip what other requests computed from replicas and kept (page-cache.ts): a replica may have computed
   * it before it replayed the write.
   */
  async readsOwnWrites(): Promise<boolean> {
    const context = this.context.getStore();
    return context?.replicas ? (await this.markNow(context)) !== null : false;
  }

  /** The write mark of the request's user, looked up once per request. */
  private markNow(context: RequestReads): Promise<bigint | null> {
    const userId = context.userId();
    if (context.mark?.userId !== userId) context.mark = { userId, lsn: this.markOf(userId) };
    return context.mark.lsn;
  }

  /** After a user's write: until a replica has replayed it, their reads on `reads` go to the primary. */
  async markWrite(userId: number): Promise<void> {
    if (!this.enabled || !this.primary.pool) return;
    const { rows } = await this.primary.pool.query<{ lsn: string }>(
      "select pg_current_wal_insert_lsn()::text as lsn",
    );
    const lsn = lsnOf(rows[0]?.lsn ?? "0/0");
    this.marks.set(userId, { lsn, until: Date.now() + this.markMs });
    await this.opts.shared?.set(userId, lsnText(lsn), this.markMs).catch(() => {});
  }

  /** Reads the replicas' positions now, then every `checkMs`. */
  async start(): Promise<void> {
    if (!this.enabled) return;
    await this.check();
    this.timer = setInterval(() => {
      void this.check();
    }, this.checkMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checking;
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => {})));
  }

  /** One check of every replica (never two at once). */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    const now = Date.now();
    let position: bigint | null = null;
    try {
      const { rows } = await within(
        (this.primary.pool as pg.Pool).query<{ lsn: string }>(
          "select pg_current_wal_insert_lsn()::text as lsn",
        ),
        2 * this.checkMs,
      );
      position = lsnOf(rows[0]?.lsn ?? "0/0");
      this.history.push({ at: now, lsn: position });
    } catch {
      // The primary away: the replicas are judged by the positions already known.
    }
    const keep = now - this.maxLagMs - 5 * this.checkMs;
    while (this.history.length > 1 && (this.history[1]?.at ?? now) < keep) this.history.shift();
    for (const [user, mark] of this.marks) if (mark.until < now) this.marks.delete(user);
    await Promise.all(this.replicas.map((r) => this.checkOne(r, position)));
  }

  private async checkOne(replica: Replica, position: bigint | null): Promise<void> {
    const was = replica.state;
    const started = Date.now();
    try {
      const { rows } = await within(
        replica.pool.query<{ standby: boolean; lsn: string | null }>(
          "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn",
        ),
        2 * this.checkMs,
      );
      const row = rows[0];
      if (replica.faultAt >= started) return;
      if (!row?.standby || !row.lsn) {
        replica.state = "not a standby";
        replica.lagSeconds = replica.behindBytes = null;
      } else {
        const replayed = lsnOf(row.lsn);
        const now = Date.now();
        let passed: { at: number } | undefined;
        for (const h of this.history) if (h.lsn <= replayed) passed = h;
        const since = passed?.at ?? this.history[0]?.at ?? now;
        replica.replayed = replayed;
        replica.lagSeconds = Math.max(0, now - since) / 1000;
        replica.behindBytes =
          position === null ? null : Number(position > replayed ? position - replayed : 0n);
        replica.state = passed && now - passed.at <= this.maxLagMs ? "ok" : "lagging";
      }
    } catch (err) {
      replica.state = "down";
      replica.lagSeconds = replica.behindBytes = null;
      if (was !== "down")
        this.opts.log.warn({ err }, `read replica ${replica.name} does not answer: reads go to the primary`);
      return;
    }
    if (replica.state !== was && replica.state !== "ok")
      this.opts.log.warn(
        { lagSeconds: replica.lagSeconds },
        `read replica ${replica.name} is ${replica.state}: reads go to the primary`,
      );
    if (replica.state === "ok" && was !== "ok")
      this.opts.log.info(`read replica ${replica.name} serves reads`);
  }

  /** The replica a statement of the current request may read from, or null for the primary. */
  private async pick(): Promise<Replica | null> {
    const context = this.context.getStore();
    if (!context?.replicas) return null;
    const healthy = this.replicas.filter((r) => r.state === "ok");
    if (!healthy.length) return null;
    const mark = await this.markNow(context);
    const usable = mark === null ? healthy : healthy.filter((r) => r.replayed !== null && r.replayed >= mark);
    if (!usable.length) return null;
    this.turn = (this.turn + 1) % usable.length;
    return usable[this.turn] ?? null;
  }

  private async markOf(userId: number | null): Promise<bigint | null> {
    if (userId === null) return null;
    const local = this.marks.get(userId);
    if (local && local.until > Date.now()) return local.lsn;
    const shared = await this.opts.shared?.get(userId).catch(() => null);
    return shared ? lsnOf(shared) : null;
  }

  private async route(primary: pg.Pool, config: unknown, values: unknown): Promise<pg.QueryResult> {
    const replica = await this.pick();
    if (replica) {
      try {
        const result = await replica.pool.query(config as pg.QueryConfig, values as unknown[]);
        replica.served += 1;
        return result;
      } catch (err) {
        if (replicaFault(err)) replica.faultAt = Date.now();
        if (replicaFault(err) && replica.state === "ok") {
          replica.state = "down";
          replica.lagSeconds = replica.behindBytes = null;
          this.opts.log.warn({ err }, `read replica ${replica.name} failed a read: reads go to the primary`);
        }
        this.retried += 1;
      }
    }
    return primary.query(config as pg.QueryConfig, values as unknown[]);
  }
}
