/**
 * The service-providers search helper of GET /api/search (SPEC §3 "Search entities", §7; ADR 0404): one page of
 * provider cards matching every word (name, category, speciality, place, bio), a place (city or service area),
 * a state and the profession filters, newest first. Ids and totals through db/id-page.ts; cards by id.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { helperWords, searchHelperCards } from "../../platform/helper-search.repo.ts";
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

export function searchProviderCards(db: DbOrTx, f: HelperSearch) {
  const ts = prefixTsQuery(f.words);
  return searchHelperCards<ProviderCardRow>(
    db,
    {
      from: sql`service_providers p`,
      id: sql`p.id`,
      order: sql`p.id desc`,
      where: [
        LISTED,
        ...(ts ? [sql`p.search @@ ${ts}::tsquery`] : []),
        ...(f.categories ? [sql`p.category = any(${sql.param(f.categories)}::text[])`] : []),
      ],
      state: sql`p.state`,
      inPlaces: worksIn,
      cards: (ids) =>
        sql`select p.id, p.name, p.category, p.speciality, p.state, p.city, p.image_key, p.pricing, p.price_min_kobo,
          p.price_max_kobo, p.rating_sum, p.rating_count, (pr.verified_at is not null) as verified
        from service_providers p left join profiles pr on pr.user_id = p.user_id
        where p.id = any(${sql.param(ids)}::bigint[]) order by p.id desc`,
    },
    f,
  );
}

/** The words `p.search` is made of (migration 0300): a search word in none of them finds no provider. */
export const providerWords = (db: DbOrTx) =>
  helperWords(
    db,
    sql`service_providers p`,
    sql`p.name || ' ' || p.category || ' ' || p.speciality || ' ' || p.city || ' ' || p.state || ' ' || p.bio`,
  );
