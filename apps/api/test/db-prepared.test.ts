/**
 * ByIdsStatement (db/prepared.ts): the reads that search cards go through answer exactly what the same SQL answers
 * through rowsOf, on PGlite (prepared once, generic plan) and PostgreSQL (an ordinary statement), and leave the
 * session's settings as they were, also when the statement fails.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { ByIdsStatement } from "../src/db/prepared.ts";
import { firstOf, rowsOf } from "../src/db/rows.ts";
import { createTestDatabase } from "./helpers.ts";

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

const query = (ids: ReturnType<typeof sql>) =>
  sql`select g.id::bigint as id, g.id::bigint * 1000000000 as kobo,
             timestamptz '2026-01-31 23:30:00+01' + g.id * interval '1 day' as at, date '2026-02-28' as day,
             array['a', ${"b"}]::text[] as list, json_build_object('n', g.id, 'kind', ${"cac"}::text) as doc,
             100 / (g.id - 13) as ratio
        from generate_series(1, 40) g(id) where g.id = any(${ids}) order by g.id`;
const statement = new ByIdsStatement<Record<string, unknown>>("test_rows_by_ids", query);
const mode = async () =>
  (await firstOf<{ plan_cache_mode: string }>(database.db, sql`show plan_cache_mode`))?.plan_cache_mode;

describe("ByIdsStatement", () => {
  it("answers the rows rowsOf answers for the same SQL, read after read", async () => {
    for (const ids of [[1, 2, 3], [40, 7], [5], [], [99]]) {
      const plain = await rowsOf(database.db, query(sql`${sql.param(ids)}::bigint[]`));
      const rows = await statement.rows(database.db, ids);
      expect(rows).toEqual(plain);
      expect(rows.map((r) => r.id)).toEqual(ids.filter((id) => id <= 40).sort((a, b) => a - b));
    }
    const [row] = await statement.rows(database.db, [2]);
    expect(row).toMatchObject({
      kobo: 2_000_000_000,
      day: "2026-02-28",
      list: ["a", "b"],
      doc: { n: 2, kind: "cac" },
    });
    expect((row!.at as Date).toISOString()).toBe("2026-02-02T22:30:00.000Z");
    expect(await mode()).toBe("auto");
  });

  it("fails like the statement fails, and the session's plan setting is still the default", async () => {
    const failed = await statement.rows(database.db, [12, 13]).then(
      () => null,
      (err: Error & { cause?: Error }) => err.cause ?? err,
    );
    expect(failed?.message).toMatch(/division by zero/);
    expect(await mode()).toBe("auto");
    expect(await statement.rows(database.db, [14])).toHaveLength(1);
  });

  it("refuses an id that is not a safe integer before any SQL runs", async () => {
    if (database.kind !== "pglite") return; // on PostgreSQL the ids are a bound parameter
    await expect(statement.rows(database.db, [1.5])).rejects.toThrow(/bad id/);
  });
});
