/**
 * Reads by a list of ids that run on nearly every search (listing cards), planned once on the embedded database.
 *
 * On PGlite the database runs in WASM on the server's one thread, and planning the card read (two joins and four
 * subqueries) costs more than running it: ~2.3 of its ~3.6 ms for five cards, measured one at a time. There the
 * statement is prepared once in the session under its name, and each read runs it with a generic plan
 * (`set local plan_cache_mode`, undone when the statement's implicit transaction ends, also on an error): ~1.1 ms
 * for the same five cards. The ids go in as an array literal written from safe integers only. On PostgreSQL (and
 * inside a transaction handle) the same SQL runs as an ordinary parameterised statement: native planning of it
 * costs a fraction of a millisecond, and each pooled connection would need its own PREPARE (ADR 0407 addendum).
 */
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";
import { rowsOf } from "./rows.ts";

const dialect = new PgDialect();
/** `date` columns stay `YYYY-MM-DD` text, as `rowsOf` returns them. */
const TEXT_DATES = { 1082: (v: string) => v };

export class ByIdsStatement<T> {
  /** The PREPARE of each PGlite session this statement has run in. */
  private readonly prepared = new WeakMap<PGlite, Promise<unknown>>();

  /**
   * @param name a name unique among prepared statements (lower case, no quotes needed)
   * @param query the statement, given the SQL of the id array (a `bigint[]`)
   */
  constructor(
    private readonly name: string,
    private readonly query: (ids: SQL) => SQL,
  ) {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`ByIdsStatement: bad name ${name}`);
  }

  async rows(db: DbOrTx, ids: readonly number[]): Promise<T[]> {
    const client = (db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) return rowsOf<T>(db, this.query(sql`${sql.param([...ids])}::bigint[]`));
    for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`ByIdsStatement: bad id ${id}`);
    await this.prepare(client);
    const results = await client.exec(
      `set local plan_cache_mode = force_generic_plan; execute ${this.name}('{${ids.join(",")}}')`,
      { parsers: TEXT_DATES },
    );
    return (results.at(-1)?.rows ?? []) as T[];
  }

  private prepare(client: PGlite): Promise<unknown> {
    let done = this.prepared.get(client);
    if (!done) {
      const text = dialect.sqlToQuery(this.query(sql.raw("$1")).inlineParams()).sql;
      done = client.exec(`prepare ${this.name}(bigint[]) as ${text}`);
      // A failed PREPARE is tried again by the next read.
      done.catch(() => this.prepared.delete(client));
      this.prepared.set(client, done);
    }
    return done;
  }
}
