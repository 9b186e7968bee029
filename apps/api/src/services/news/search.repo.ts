/**
 * The caveat-posts search helper of GET /api/search with place filters (SPEC §5, §7; ADR 0404): published notices
 * and news (not blog articles) whose title, content, excerpt, title number, address or LGA has every word; a
 * place matches the LGA or a word of the address or title; newest first like the public list.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idPage } from "../../db/id-page.ts";
import { rowsOf } from "../../db/rows.ts";
import { type HelperSearch, likeAnywhere } from "../../platform/helper-search.ts";

export interface PostCardRow {
  id: number;
  slug: string;
  type: string;
  title: string;
  excerpt: string;
  content: string;
  state: string | null;
  lga: string | null;
  sample: boolean;
  published_at: Date | null;
}

export async function searchPostCards(
  db: DbOrTx,
  types: string[],
  f: HelperSearch,
): Promise<{ rows: PostCardRow[]; total: number }> {
  const where: SQL[] = [sql`p.status = 'published'`, sql`p.type = any(${sql.param(types)}::text[])`];
  for (const w of f.words) {
    const like = likeAnywhere(w);
    where.push(sql`(p.title ilike ${like} or p.content ilike ${like} or p.excerpt ilike ${like}
      or p.title_number ilike ${like} or p.address ilike ${like} or p.lga ilike ${like})`);
  }
  if (f.states) where.push(sql`lower(p.state) = any(${sql.param(f.states)}::text[])`);
  if (f.cities) {
    const likes = f.cities.map(likeAnywhere);
    where.push(sql`(lower(p.lga) = any(${sql.param(f.cities)}::text[])
      or lower(p.state) = any(${sql.param(f.cityStates ?? [])}::text[])
      or p.address ilike any(${sql.param(likes)}::text[]) or p.title ilike any(${sql.param(likes)}::text[]))`);
  }
  const { ids, total } = await idPage(
    db,
    {
      from: sql`news_posts p`,
      where: sql.join(where, sql` and `),
      order: sql`p.published_at desc nulls first, p.id desc`,
      id: sql`p.id`,
      page: f.page,
      limit: f.perPage,
    },
    f.totals,
  );
  if (!ids.length) return { rows: [], total };
  const rows = await rowsOf<PostCardRow>(
    db,
    sql`select p.id, p.slug, p.type, p.title, p.excerpt, left(p.content, 400) as content, p.state, p.lga, p.sample,
          p.published_at
        from news_posts p where p.id = any(${sql.param(ids)}::bigint[])
        order by p.published_at desc nulls first, p.id desc`,
  );
  return { rows, total };
}
