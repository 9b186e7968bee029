/**
 * Rows of a typed `sql` template run through a handle (the database or a transaction). node-postgres and PGlite
 * both answer `db.execute` with `{ rows }`; on both, bigints are numbers (client.ts), numerics strings, and
 * timestamps and dates their PostgreSQL text (Drizzle reads them raw), so callers convert dates with `new Date`.
 */
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The first row, or undefined. */
export async function first<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
