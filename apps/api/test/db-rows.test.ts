/**
 * rowsOf (db/rows.ts) answers the same on both drivers: bigints as numbers, timestamps as Dates (Drizzle asks the
 * drivers for text), dates as YYYY-MM-DD text, arrays and jsonb parsed, an empty result as [].
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterCommit, type Database } from "../src/db/client.ts";
import { firstOf, rowsOf } from "../src/db/rows.ts";
import { createTestDatabase } from "./helpers.ts";

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe("rowsOf", () => {
  it("parses bigints, timestamps, dates, arrays and jsonb alike on PGlite and PostgreSQL", async () => {
    const row = await firstOf<Record<string, unknown>>(
      database.db,
      sql`select 9007199254740::bigint as kobo, timestamptz '2026-01-31 23:30:00+01' as at,
                 timestamp '2026-02-01 10:00:00' as local_at, date '2026-02-28' as day,
                 array['a', 'b']::text[] as list, '{"x": [1, 2]}'::jsonb as doc, null::timestamptz as never`,
    );
    expect(row).not.toBeNull();
    expect(row!.kobo).toBe(9_007_199_254_740);
    expect(row!.at).toBeInstanceOf(Date);
    expect((row!.at as Date).toISOString()).toBe("2026-01-31T22:30:00.000Z");
    expect(row!.local_at).toBeInstanceOf(Date);
    expect(row!.day).toBe("2026-02-28");
    expect(row!.list).toEqual(["a", "b"]);
    expect(row!.doc).toEqual({ x: [1, 2] });
    expect(row!.never).toBeNull();
  });

  it("works inside a transaction and answers [] when nothing matches", async () => {
    const rows = await database.db.transaction((tx) =>
      rowsOf(tx, sql`select now() as at from generate_series(1, 0)`),
    );
    expect(rows).toEqual([]);
    expect(await firstOf(database.db, sql`select 1 where false`)).toBeNull();
  });
});

describe("afterCommit", () => {
  it("runs work after the transaction commits (the same work once), never when it rolls back, and at once outside one", async () => {
    const { db } = database;
    const ran: string[] = [];
    const committed = () => ran.push("committed");
    const result = await db.transaction(async (tx) => {
      await afterCommit(tx, committed);
      await afterCommit(tx, committed);
      expect(ran).toEqual([]);
      return 7;
    });
    expect(result).toBe(7);
    expect(ran).toEqual(["committed"]);

    await expect(
      db.transaction(async (tx) => {
        await afterCommit(tx, () => ran.push("rolled back"));
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(ran).toEqual(["committed"]);

    await afterCommit(db, (root) => ran.push(root === db ? "now" : "other"));
    expect(ran).toEqual(["committed", "now"]);
  });
});
