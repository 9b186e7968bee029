/**
 * Rows of a typed `sql` template run through the Drizzle handle (`db.execute`), the same on node-postgres and
 * PGlite. Both drivers answer `{ rows, fields }`; Drizzle asks them to return timestamps as text, so the
 * timestamp columns are parsed back to Dates here (as `pg` and PGlite do by default). Bigints are numbers on both
 * (client.ts sets the parser); `date` columns stay `YYYY-MM-DD` text.
 */
import type { SQL } from "drizzle-orm";
import pg from "pg";
import type { DbOrTx } from "./client.ts";

const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

interface ExecuteResult {
  rows: Record<string, unknown>[];
  fields?: { name: string; dataTypeID: number }[];
}

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as ExecuteResult;
  const stamps = (result.fields ?? []).filter(
    (f) => f.dataTypeID === TIMESTAMPTZ || f.dataTypeID === TIMESTAMP,
  );
  if (stamps.length)
    for (const row of result.rows)
      for (const f of stamps) {
        const value = row[f.name];
        if (typeof value === "string") row[f.name] = pg.types.getTypeParser(f.dataTypeID)(value);
      }
  return result.rows as T[];
}

/** A page of rows and the total of `count` (a query that selects `n`), read side by side. */
export async function rowsAndTotal<T>(
  db: DbOrTx,
  rows: SQL,
  count: SQL,
): Promise<{ rows: T[]; total: number }> {
  const [page, counted] = await Promise.all([rowsOf<T>(db, rows), firstOf<{ n: number }>(db, count)]);
  return { rows: page, total: counted?.n ?? 0 };
}

/** The first row, or null. */
export async function firstOf<T>(db: DbOrTx, query: SQL): Promise<T | null> {
  return (await rowsOf<T>(db, query))[0] ?? null;
}
