/**
 * The database handle: PGlite (embedded PostgreSQL, on disk or in memory) by default, a PostgreSQL server
 * when DATABASE_URL is set. Both speak the same SQL, so the rest of the code sees one Drizzle type.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockEmbeddedDatabase } from "./embedded-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The query builder used everywhere; a transaction handle has the same shape. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** Work to run once a transaction has committed, by transaction handle (see afterCommit). */
const commitHooks = new WeakMap<object, Array<(root: Db) => unknown>>();
/** The handles opened by openDatabase: a change made through one of these directly is committed when it returns. */
const roots = new WeakSet<object>();

/**
 * Runs `fn` once the change just made through `handle` is committed: at once when `handle` is the database
 * itself, after the commit when it is a transaction (never when it rolls back). For what other readers must
 * learn only when they can see the change (the audit page cache's version: bumped before the commit, a reader
 * could keep a page computed without the new row under the new version). The same `fn` registered twice in one
 * transaction runs once. `fn` must not throw: the change is committed by then, and its request should say so.
 */
export async function afterCommit(handle: DbOrTx, fn: (root: Db) => unknown): Promise<void> {
  const pending = commitHooks.get(handle);
  if (pending) {
    if (!pending.includes(fn)) pending.push(fn);
  } else if (roots.has(handle)) await fn(handle as Db);
  else throw new Error("afterCommit: a nested transaction (savepoint) is not supported");
}

/** Makes `db.transaction` run the work its callback left with afterCommit, once the transaction has committed. */
function withCommitHooks(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const hooks: Array<(root: Db) => unknown> = [];
    const result = await begin((tx) => {
      commitHooks.set(tx, hooks);
      return work(tx);
    }, config);
    for (const fn of hooks) await fn(db);
    return result;
  }) as Db["transaction"];
  roots.add(db);
  return db;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection pool of a PostgreSQL server (read replicas route around it, db/replicas.ts). */
  pool?: pg.Pool;
  /** Runs SQL text that may hold several statements (migrations). */
  execScript(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Connections running a statement and statements waiting for one, now (GET /metrics, ADR 0034). */
  poolStats(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Say nothing when the server closes an idle connection (tests drop their databases under the pool). */
  quiet?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A connection not had within 5 s (a host that does not answer, or every connection busy that long) fails the
    // request as an outage (a 503, ADR 0014 addendum) instead of holding it for the TCP timeout of minutes.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server closes (restart, failover, a terminated backend) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on("error", (err) => {
      if (!opts.quiet) console.warn(`PostgreSQL idle connection closed: ${err.message}`);
    });
    // Bigints (money in kobo, counts) come back as strings from pg; numbers are safe below 2^53 kobo.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    return {
      db: withCommitHooks(drizzlePg(pool, { schema })),
      kind: "postgres",
      pool,
      execScript: async (sql) => {
        await pool.query(sql);
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const inMemory = opts.pgliteDir === "memory://";
  if (!inMemory) mkdirSync(opts.pgliteDir, { recursive: true });
  // One process at a time on a directory (embedded-lock.ts): a second one would lose its writes or the other's.
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(opts.pgliteDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(inMemory ? {} : { dataDir: opts.pgliteDir }),
      extensions: { pg_trgm, unaccent },
      parsers: { 20: (v: string) => Number.parseInt(v, 10) },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    db: withCommitHooks(drizzlePglite(client, { schema }) as unknown as Db),
    kind: "pglite",
    execScript: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    // One connection in the server's own thread: a scrape runs between its statements.
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
