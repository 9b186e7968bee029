/**
 * The building-materials search helper of GET /api/search (SPEC §3 "Search entities", §7; ADR 0404): one page of
 * product cards matching every word (name, category, details), a city and a state, newest first. Ids and totals
 * through db/id-page.ts; cards by id with their first photo.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idPage } from "../../db/id-page.ts";
import { rowsOf } from "../../db/rows.ts";
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

export async function searchProductCards(
  db: DbOrTx,
  f: HelperSearch,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const where: SQL[] = [sql`s.deleted_at is null`];
  const ts = prefixTsQuery(f.words);
  if (ts) where.push(sql`s.search @@ ${ts}::tsquery`);
  if (f.states) where.push(sql`lower(s.state) = any(${sql.param(f.states)}::text[])`);
  if (f.cities)
    where.push(sql`(lower(s.city) = any(${sql.param(f.cities)}::text[])
      or lower(s.state) = any(${sql.param(f.cityStates ?? [])}::text[]))`);
  const { ids, total } = await idPage(
    db,
    {
      from: sql`store_products s`,
      where: sql.join(where, sql` and `),
      order: sql`s.id desc`,
      id: sql`s.id`,
      page: f.page,
      limit: f.perPage,
    },
    f.totals,
  );
  if (!ids.length) return { rows: [], total };
  const rows = await rowsOf<ProductCardRow>(
    db,
    sql`select s.id, s.name, s.category, s.price_kobo, s.discount, s.unit, s.state, s.city, left(s.details, 240) as details,
          s.sample,
          (select i.storage_key from store_product_images i where i.product_id = s.id order by i.position, i.id limit 1)
            as image_key
        from store_products s where s.id = any(${sql.param(ids)}::bigint[]) order by s.id desc`,
  );
  return { rows, total };
}
