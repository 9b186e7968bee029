/**
 * The caveat-posts search helper of GET /api/search with place filters (SPEC §5, §7; ADR 0404): published notices
 * and news (not blog articles) whose title, content, excerpt, title number, address or LGA has every word; a
 * place matches the LGA or a word of the address or title; newest first like the public list.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { helperWords, searchHelperCards } from "../../platform/helper-search.repo.ts";
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

export const searchPostCards = (db: DbOrTx, types: string[], f: HelperSearch) =>
  searchHelperCards<PostCardRow>(
    db,
    {
      from: sql`news_posts p`,
      id: sql`p.id`,
      order: sql`p.published_at desc nulls first, p.id desc`,
      where: [
        sql`p.status = 'published'`,
        sql`p.type = any(${sql.param(types)}::text[])`,
        ...f.words.map((w) => {
          const like = likeAnywhere(w);
          return sql`(p.title ilike ${like} or p.content ilike ${like} or p.excerpt ilike ${like}
      or p.title_number ilike ${like} or p.address ilike ${like} or p.lga ilike ${like})`;
        }),
      ],
      state: sql`p.state`,
      inPlaces: (places) => {
        const likes = places.map(likeAnywhere);
        return sql`lower(p.lga) = any(${sql.param(places)}::text[])
      or p.address ilike any(${sql.param(likes)}::text[]) or p.title ilike any(${sql.param(likes)}::text[])`;
      },
      cards: (ids) =>
        sql`select p.id, p.slug, p.type, p.title, p.excerpt, left(p.content, 400) as content, p.state, p.lga, p.sample,
          p.published_at
        from news_posts p where p.id = any(${sql.param(ids)}::bigint[])
        order by p.published_at desc nulls first, p.id desc`,
    },
    f,
  );

/** The words of every text a post's words are matched in: a search word in none of them finds no post. */
export const postWords = (db: DbOrTx) =>
  helperWords(
    db,
    sql`news_posts p`,
    sql`concat_ws(' ', p.title, p.content, p.excerpt, p.title_number, p.address, p.lga)`,
  );
