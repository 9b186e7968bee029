/**
 * The groups search helper of GET /api/search with place filters (SPEC §5, §7; ADR 0404): public groups whose
 * name or description has every word, in one of the places and the state when given, oldest first like the
 * directory; `searchGroups` is the words-only form (the groups search helper of SPEC §7).
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { helperWords, searchHelperCards } from "../../platform/helper-search.repo.ts";
import { type HelperSearch, likeAnywhere } from "../../platform/helper-search.ts";

export interface GroupCardRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  state: string | null;
  city: string | null;
  member_count: number;
}

/** Public groups whose name or description has every word. */
const publicWithWords = (words: string[]): SQL[] => [
  sql`g.visibility = 'public'`,
  ...words.map((w) => sql`(g.name ilike ${likeAnywhere(w)} or g.description ilike ${likeAnywhere(w)})`),
];

/** The words of the names and descriptions searched: a search word in none of them finds no group. */
export const groupWords = (db: DbOrTx) =>
  helperWords(db, sql`community_groups g`, sql`concat_ws(' ', g.name, g.description)`);

export const searchGroupCards = (db: DbOrTx, f: HelperSearch) =>
  searchHelperCards<GroupCardRow>(
    db,
    {
      from: sql`community_groups g`,
      id: sql`g.id`,
      order: sql`g.id asc`,
      where: publicWithWords(f.words),
      state: sql`g.state`,
      inPlaces: (places) => sql`lower(g.city) = any(${sql.param(places)}::text[])`,
      cards: (ids) =>
        sql`select g.id, g.slug, g.name, g.description, g.state, g.city,
          (select count(*)::int from group_members m where m.group_id = g.id and m.status = 'active') as member_count
        from community_groups g where g.id = any(${sql.param(ids)}::bigint[]) order by g.id asc`,
    },
    f,
  );

/** Search helper (SPEC §7 "helpers for groups"): public groups whose name or description has every word. */
export async function searchGroups(db: DbOrTx, words: string[], limit: number, offset: number) {
  const where = sql.join(publicWithWords(words), sql` and `);
  const [items, total] = await Promise.all([
    rowsOf<{ id: number; slug: string; name: string; description: string }>(
      db,
      sql`select g.id, g.slug, g.name, g.description from community_groups g where ${where}
        order by g.id asc limit ${limit} offset ${offset}`,
    ),
    firstOf<{ n: number }>(db, sql`select count(*)::int as n from community_groups g where ${where}`),
  ]);
  return { items, total: total?.n ?? 0 };
}
