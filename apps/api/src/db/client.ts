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
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The query builder used everywhere; a transaction handle has the same shape. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs SQL text that may hold several statements (migrations). */
  execScript(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Say nothing when the server closes an idle connection (tests drop their databases under the pool). */
  quiet?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server closes (restart, failover, a terminated backend) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on("error", (err) => {
      if (!opts.quiet) console.warn(`PostgreSQL idle connection closed: ${err.message}`);
    });
    // Bigints (money in kobo, counts) come back as strings from pg; numbers are safe below 2^53 kobo.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    return {
      db: drizzlePg(pool, { schema }),
      kind: "postgres",
      execScript: async (sql) => {
        await pool.query(sql);
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const inMemory = opts.pgliteDir === "memory://";
  if (!inMemory) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir: opts.pgliteDir }),
    extensions: { pg_trgm, unaccent },
    parsers: { 20: (v: string) => Number.parseInt(v, 10) },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    execScript: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    close: () => client.close(),
  };
}
