/**
 * The building-materials search helper of GET /api/search (SPEC §3 "Search entities", §7; ADR 0404): one page of
 * product cards matching every word (name, category, details), a city and a state, newest first. Ids and totals
 * through db/id-page.ts; cards by id with their first photo.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { helperWords, searchHelperCards } from "../../platform/helper-search.repo.ts";
import { type HelperSearch, prefixTsQuery } from "../../platform/helper-search.ts";

export interface ProductCardRow {
  id: number;
  name: string;
  category: string;
  price_kobo: number;
  discount: number;
  unit: string;
  state: string;
  city: string;
  details: string;
  sample: boolean;
  image_key: string | null;
}

export function searchProductCards(db: DbOrTx, f: HelperSearch) {
  const ts = prefixTsQuery(f.words);
  return searchHelperCards<ProductCardRow>(
    db,
    {
      from: sql`store_products s`,
      id: sql`s.id`,
      order: sql`s.id desc`,
      where: [sql`s.deleted_at is null`, ...(ts ? [sql`s.search @@ ${ts}::tsquery`] : [])],
      state: sql`s.state`,
      inPlaces: (places) => sql`lower(s.city) = any(${sql.param(places)}::text[])`,
      cards: (ids) =>
        sql`select s.id, s.name, s.category, s.price_kobo, s.discount, s.unit, s.state, s.city, left(s.details, 240) as details,
          s.sample,
          (select i.storage_key from store_product_images i where i.product_id = s.id order by i.position, i.id limit 1)
            as image_key
        from store_products s where s.id = any(${sql.param(ids)}::bigint[]) order by s.id desc`,
    },
    f,
  );
}

/** The words `s.search` is made of (migration 0310): a search word in none of them finds no product. */
export const productWords = (db: DbOrTx) =>
  helperWords(db, sql`store_products s`, sql`s.name || ' ' || s.category || ' ' || s.details`);
