/**
 * The service-providers search helper of GET /api/search (SPEC §3 "Search entities", §7; ADR 0404): one page of
 * provider cards matching every word (name, category, speciality, place, bio), a place (city or service area),
 * a state and the profession filters, newest first. Ids and totals through db/id-page.ts; cards by id.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { idPage } from "../../db/id-page.ts";
import { rowsOf } from "../../db/rows.ts";
import { type HelperSearch, prefixTsQuery } from "../../platform/helper-search.ts";
import { LISTED, worksIn } from "./repo.ts";

export interface ProviderCardRow {
  id: number;
  name: string;
  category: string;
  speciality: string;
  state: string;
  city: string;
  image_key: string | null;
  pricing: string;
  price_min_kobo: number | null;
  price_max_kobo: number | null;
  rating_sum: number;
  rating_count: number;
  verified: boolean;
}

export async function searchProviderCards(
  db: DbOrTx,
  f: HelperSearch,
): Promise<{ rows: ProviderCardRow[]; total: number }> {
  const where: SQL[] = [LISTED];
  const ts = prefixTsQuery(f.words);
  if (ts) where.push(sql`p.search @@ ${ts}::tsquery`);
  if (f.categories) where.push(sql`p.category = any(${sql.param(f.categories)}::text[])`);
  if (f.states) where.push(sql`lower(p.state) = any(${sql.param(f.states)}::text[])`);
  if (f.cities)
    where.push(sql`(${worksIn(f.cities)} or lower(p.state) = any(${sql.param(f.cityStates ?? [])}::text[]))`);
  const { ids, total } = await idPage(
    db,
    {
      from: sql`service_providers p`,
      where: sql.join(where, sql` and `),
      order: sql`p.id desc`,
      id: sql`p.id`,
      page: f.page,
      limit: f.perPage,
    },
    f.totals,
  );
  if (!ids.length) return { rows: [], total };
  const rows = await rowsOf<ProviderCardRow>(
    db,
    sql`select p.id, p.name, p.category, p.speciality, p.state, p.city, p.image_key, p.pricing, p.price_min_kobo,
          p.price_max_kobo, p.rating_sum, p.rating_count, (pr.verified_at is not null) as verified
        from service_providers p left join profiles pr on pr.user_id = p.user_id
        where p.id = any(${sql.param(ids)}::bigint[]) order by p.id desc`,
  );
  return { rows, total };
}
