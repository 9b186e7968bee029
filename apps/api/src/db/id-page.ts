/**
 * One page of ids and the exact total of a search (ADR 0400/0402/0403). The total comes first (a count takes the
 * indexes that find the matches, e.g. GIN, and is reused until the next write or for 30 s): nothing found needs no
 * page query, and up to `few` matches are read whole and sorted. Only many matches are walked in the order's index
 * with a limit, which finds a page after a few rows when matches are common; with rare matches that walk would
 * read most of the table ("lekki" with state Abuja: 300 ms for nothing).
 */
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { pageWindow, pastEnd } from "../platform/pagination.ts";
import type { DbOrTx } from "./client.ts";
import { firstOf, rowsOf } from "./rows.ts";

export interface IdPage {
  ids: number[];
  total: number;
  /** The total is `IdQuery.cap`: more match, and counting them was not asked for. */
  capped?: true;
}

/** A total by its query key: counted by `count` unless known (the page cache keeps them per content version). */
export type Totals = (key: string, count: () => Promise<number>) => Promise<number>;
export const countAlways: Totals = (_key, count) => count();

/** Results up to this many are read whole and sorted rather than walked in index order. */
export const FEW = 2000;

const dialect = new PgDialect();

export interface IdQuery {
  /** The `from` clause (tables and joins). */
  from: SQL;
  where: SQL;
  order: SQL;
  /** The id column selected. */
  id: SQL;
  page: number;
  limit: number;
  /** Count at most this many (one more is read to tell that there are more): a capped total. */
  cap?: number;
}

export async function idPage(
  db: DbOrTx,
  q: IdQuery,
  totals: Totals = countAlways,
  few = FEW,
): Promise<IdPage> {
  const cap = q.cap === undefined ? null : Math.max(0, Math.trunc(q.cap));
  const count =
    cap === null
      ? sql`select count(*) as n from ${q.from} where ${q.where}`
      : sql`select count(*) as n from (select 1 from ${q.from} where ${q.where} limit ${cap + 1}) c`;
  const { sql: text, params } = dialect.sqlToQuery(count);
  const counted = await totals(`search|${text}|${JSON.stringify(params)}`, async () => {
    const row = await firstOf<{ n: number | string }>(db, count);
    return Number(row?.n ?? 0);
  });
  const capped = cap !== null && counted > cap;
  const total = capped ? cap : counted;
  // Past a cap the matches are many: walked in the order's index, never read whole.
  const page = await pageOf(db, q, total, capped ? -1 : few);
  return capped ? { ...page, capped: true } : page;
}

/** The page of ids (none past the end: a capped total ends the pages at the cap). */
async function pageOf(db: DbOrTx, q: IdQuery, total: number, few: number): Promise<IdPage> {
  // A limit of 0 asks for the total alone (the search helpers' probes).
  if (q.limit === 0 || pastEnd(q.page, q.limit, total)) return { ids: [], total };
  const { offset, limit } = pageWindow(q.page, q.limit);
  const whole = total <= few;
  const window = whole ? sql`` : sql.raw(` limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`);
  const found = await rowsOf<{ id: number | string }>(
    db,
    sql`select ${q.id} as id from ${q.from} where ${q.where} order by ${q.order}${window}`,
  );
  const ids = found.map((r) => Number(r.id));
  return { ids: whole ? ids.slice(offset, offset + limit) : ids, total };
}
