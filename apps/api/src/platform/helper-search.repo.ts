/**
 * The one query of the satellites' search helpers (GET /api/search, ADR 0404; groups, service providers, building
 * materials, caveat posts): a table's own conditions (listed, the words), then the state and the place filters of
 * platform/helper-search.ts, one page of ids and the total through db/id-page.ts, then the cards of those ids.
 * Each satellite names its table, columns and card query; the filters and the paging live here.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { idPage } from "../db/id-page.ts";
import { firstOf, rowsOf } from "../db/rows.ts";
import type { HelperSearch } from "./helper-search.ts";

export interface HelperTable {
  /** The `from` clause, with its alias (`service_providers p`). */
  from: SQL;
  /** The id column (`p.id`) and the order of the results. */
  id: SQL;
  order: SQL;
  /** The table's own conditions: what is listed, what matches the words. */
  where: SQL[];
  /** The state column: a record matches `states`, and `cityStates` when places are asked for. */
  state: SQL;
  /** A record in one of the places (folded names): its town, LGA, served areas… */
  inPlaces(places: string[]): SQL;
  /** The cards of a page's ids, in the page's order. */
  cards(ids: number[]): SQL;
}

export async function searchHelperCards<Row>(
  db: DbOrTx,
  t: HelperTable,
  f: HelperSearch,
): Promise<{ rows: Row[]; total: number }> {
  const where = [...t.where];
  if (f.states) where.push(sql`lower(${t.state}) = any(${sql.param(f.states)}::text[])`);
  if (f.cities)
    where.push(
      sql`(${t.inPlaces(f.cities)} or lower(${t.state}) = any(${sql.param(f.cityStates ?? [])}::text[]))`,
    );
  const { ids, total } = await idPage(
    db,
    {
      from: t.from,
      where: sql.join(where, sql` and `),
      order: t.order,
      id: t.id,
      page: f.page,
      limit: f.perPage,
    },
    f.totals,
  );
  if (!ids.length) return { rows: [], total };
  return { rows: await rowsOf<Row>(db, t.cards(ids)), total };
}

/** A helper table's words are kept only up to this many characters; past it, none are (every word is asked). */
const MAX_WORD_CHARS = 4_000_000;

/**
 * Every distinct whitespace-separated word (lower case) of the texts a helper table matches search words against,
 * one a line, or null when there are more than MAX_WORD_CHARS of them (`mayMatch` in helper-search.ts).
 */
export async function helperWords(db: DbOrTx, from: SQL, text: SQL): Promise<string | null> {
  const row = await firstOf<{ words: string | null; chars: number | null }>(
    db,
    sql`select case when sum(length(w)) <= ${MAX_WORD_CHARS} then string_agg(w, E'\\n') end as words,
          sum(length(w))::int as chars
        from (select distinct regexp_split_to_table(lower(${text}), '\\s+') as w from ${from}) t where w <> ''`,
  );
  if (!row || row.chars === null) return "";
  return row.words;
}
