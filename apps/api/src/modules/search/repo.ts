/**
 * Search SQL (ADR 0400): page ids and totals for listings (people are found by modules/people), the place names
 * city words come from, and the suggestion terms (pg_trgm). Typed `sql` templates through the handle; the tsquery
 * text comes from platform/language/tsquery.ts (folded words only) and is passed as a `::tsquery` parameter, which
 * the planner sees (unnamed statements are planned with their values) and can use the GIN indexes for.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { FEW, type IdPage, idPage, type Totals } from "../../db/id-page.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import { COMMON_TOWNS, PROFESSION_WORDS, ROLE_WORDS } from "../../platform/language/vocabulary.ts";
import { LISTED } from "../people/repo.ts";
import type { IndexQuery } from "./search-index.ts";

/** What a listing search asks (the index's query, search-index.ts): the SQL path answers the same. */
export type PropertySearch = IndexQuery;

/** The `from` and `where` of a listing search: every word part matches and every filter holds. */
function listingMatch(q: PropertySearch): { from: SQL; where: SQL } {
  const where: SQL[] = [sql`p.deleted_at is null`, sql`p.hidden_at is null`];
  const tsquery = buildTsQuery({
    terms: q.terms,
    cities: q.cities,
    propertyType: q.propertyType,
    types: q.types,
  });
  if (tsquery) where.push(sql`p.search_doc @@ ${tsquery}::tsquery`);
  if (q.states) where.push(sql`p.state_key = any(${sql.param(q.states)}::text[])`);
  if (q.minKobo !== null) where.push(sql`p.price >= ${q.minKobo}`);
  if (q.maxKobo !== null) where.push(sql`p.price <= ${q.maxKobo}`);
  if (q.bedrooms !== null) where.push(sql`p.bedrooms = ${q.bedrooms}`);
  if (q.listingType) where.push(sql`p.listing_type = ${q.listingType}`);
  if (q.bbox)
    where.push(sql`p.location_lat between ${q.bbox.south} and ${q.bbox.north}
      and p.location_lng between ${q.bbox.west} and ${q.bbox.east}`);
  let from = sql`properties p`;
  if (q.ownerRoles) {
    from = sql`properties p join users u on u.id = p.owner_id`;
    where.push(sql`u.role = any(${sql.param(q.ownerRoles)}::text[])`);
  }
  return { from, where: sql.join(where, sql` and `) };
}

/**
 * The order of a listing search (port.ts): relevance is the index's rank (search-index.ts `tierOf`): text words in
 * the title, place or type parts; a verified owner; newest. The others break ties by id.
 */
function listingOrder(q: PropertySearch): SQL {
  switch (q.sort ?? "relevance") {
    case "newest":
      return sql`p.created_at desc, p.id desc`;
    case "price_asc":
      return sql`p.price asc, p.id asc`;
    case "price_desc":
      return sql`p.price desc, p.id desc`;
  }
  const head = buildTsQuery({ terms: q.terms, cities: [], types: q.types })?.replace(/:\*(?!C)/g, ":*ABC");
  const verified = sql`exists (select 1 from profiles pr where pr.user_id = p.owner_id and pr.verified_at is not null)`;
  return head
    ? sql`(p.search_doc @@ ${head}::tsquery) desc, ${verified} desc, p.created_at desc, p.id desc`
    : sql`${verified} desc, p.created_at desc, p.id desc`;
}

/**
 * One page of matching listing ids and the total (db/id-page.ts; exact, or capped at `cap`), in the query's
 * order. The SQL adapter of the search port (postgres-search.ts) and the reference the in-process index is tested
 * against; the index adapter answers through it while its index is built.
 */
export function findListings(
  db: DbOrTx,
  q: PropertySearch,
  page: number,
  limit: number,
  totals?: Totals,
  few = FEW,
  cap?: number,
): Promise<IdPage> {
  const { from, where } = listingMatch(q);
  return idPage(db, { from, where, order: listingOrder(q), id: sql`p.id`, page, limit, cap }, totals, few);
}

/** Matching listings per value of a facet (port.ts `countBy`), most first, then by value. */
export async function listingFacets(
  db: DbOrTx,
  q: PropertySearch,
  facet: "listingType" | "bedrooms" | "state",
): Promise<{ value: string; count: number }[]> {
  const { from, where } = listingMatch(q);
  const column =
    facet === "listingType"
      ? sql`p.listing_type`
      : facet === "bedrooms"
        ? sql`p.bedrooms::text`
        : sql`p.state_key`;
  const rows = await rowsOf<{ value: string; count: number | string }>(
    db,
    sql`select ${column} as value, count(*) as count from ${from} where ${where} group by 1`,
  );
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

/**
 * Which of these listings each query matches (port.ts `percolate` on the SQL path): one statement for up to
 * PERCOLATE_CHUNK queries, each its search's `where` limited to the listing ids.
 */
export async function percolateListings(
  db: DbOrTx,
  ids: number[],
  searches: { id: number; query: PropertySearch }[],
): Promise<{ search: number; listing: number }[]> {
  if (!ids.length || !searches.length) return [];
  const out: { search: number; listing: number }[] = [];
  for (let i = 0; i < searches.length; i += PERCOLATE_CHUNK) {
    const parts = searches.slice(i, i + PERCOLATE_CHUNK).map((s) => {
      const { from, where } = listingMatch(s.query);
      return sql`(select ${s.id}::bigint as search, p.id as listing from ${from}
                  where p.id = any(${sql.param(ids)}::bigint[]) and ${where})`;
    });
    const rows = await rowsOf<{ search: number | string; listing: number | string }>(
      db,
      sql.join(parts, sql` union all `),
    );
    for (const r of rows) out.push({ search: Number(r.search), listing: Number(r.listing) });
  }
  return out;
}
const PERCOLATE_CHUNK = 100;

/** Whether a live listing (`table` listings) or a listed person has a word starting with `word` (port.ts `knows`). */
export async function anyWordStarts(
  db: DbOrTx,
  table: "listings" | "people",
  word: string,
): Promise<boolean> {
  const tsquery = buildTsQuery({ terms: [word], cities: [] });
  if (!tsquery) return false;
  const found =
    table === "listings"
      ? sql`select 1 from properties p where p.deleted_at is null and p.hidden_at is null
              and p.search_doc @@ ${tsquery}::tsquery limit 1`
      : sql`select 1 from profiles p join users u on u.id = p.user_id where ${LISTED}
              and p.search_doc @@ ${tsquery}::tsquery limit 1`;
  return (await firstOf(db, found)) !== null;
}

/** Place names for city words: every LGA, and towns at least `minUses` listings or profiles are in. */
export async function placeNames(db: DbOrTx, minUses = 3): Promise<{ lgas: string[]; towns: string[] }> {
  const [lgas, towns] = await Promise.all([
    rowsOf<{ name: string }>(db, sql`select name from lgas`),
    rowsOf<{ city: string }>(
      db,
      sql`select city from (
           select city from properties where deleted_at is null
           union all
           select city from profiles where deleted_at is null and city is not null
         ) c where city <> '' group by city having count(*) >= ${minUses}`,
    ),
  ]);
  return { lgas: lgas.map((r) => r.name), towns: towns.map((r) => r.city) };
}

/** How many suggestion terms there are and when they were last rebuilt (by any process). */
export async function termsState(db: DbOrTx): Promise<{ count: number; refreshedAt: number | null }> {
  const row = await firstOf<{ n: number; at: string | Date | null }>(
    db,
    sql`select count(*)::int as n, max(updated_at) as at from search_terms`,
  );
  return { count: Number(row?.n ?? 0), refreshedAt: row?.at ? new Date(row.at).getTime() : null };
}

export async function termCount(db: DbOrTx): Promise<number> {
  const row = await firstOf<{ n: number }>(db, sql`select count(*)::int as n from search_terms`);
  return Number(row?.n ?? 0);
}

/**
 * Rebuilds the suggestion terms from the data: every word of every listing's and profile's search document
 * (with how many records carry it), then place names (display spelling) and role/profession words.
 */
export async function refreshTerms(db: DbOrTx): Promise<number> {
  await db.execute(sql`insert into search_terms (folded, term, kind, uses)
       select word, word, 'word', sum(ndoc)::int from (
         select word, ndoc from ts_stat('select search_doc from properties where deleted_at is null')
         union all
         select word, ndoc from ts_stat('select search_doc from profiles where deleted_at is null')
       ) w
       where length(word) between 3 and 40 and word !~ '^[0-9]+$'
       group by word
       on conflict (folded) do update set uses = excluded.uses, updated_at = now()`);
  const places = await placeNames(db, 1);
  const named = new Map<string, string>();
  for (const name of [...COMMON_TOWNS, ...places.towns, ...places.lgas]) {
    const folded = foldPlace(name);
    if (folded.length >= 3 && !named.has(folded)) named.set(folded, name.trim());
  }
  const entries = [...named];
  for (let i = 0; i < entries.length; i += 500) {
    const chunk = entries.slice(i, i + 500);
    await db.execute(sql`insert into search_terms (folded, term, kind, uses)
         select f, t, 'place', 1 from unnest(${sql.param(chunk.map((e) => e[0]))}::text[],
           ${sql.param(chunk.map((e) => e[1]))}::text[]) as x(f, t)
         on conflict (folded) do update set term = excluded.term, kind = 'place', updated_at = now()`);
  }
  const fixed = [
    ...Object.keys(ROLE_WORDS).map((w) => [w, "role"]),
    ...Object.keys(PROFESSION_WORDS).map((w) => [w, "profession"]),
  ];
  await db.execute(sql`insert into search_terms (folded, term, kind, uses)
       select f, f, k, 1 from unnest(${sql.param(fixed.map((e) => e[0]))}::text[],
         ${sql.param(fixed.map((e) => e[1]))}::text[]) as x(f, k)
       on conflict (folded) do update set kind = excluded.kind, updated_at = now()`);
  return termCount(db);
}

/** Every suggestion term (a few thousand words and place names), sorted by its folded form. */
export async function allTerms(db: DbOrTx): Promise<{ folded: string; term: string; uses: number }[]> {
  const found = await rowsOf<{ folded: string; term: string; uses: number }>(
    db,
    sql`select folded, term, uses from search_terms`,
  );
  return found
    .map((r) => ({ ...r, uses: Number(r.uses) }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
}

/** Place names as search_terms keys: folded words joined by single spaces. */
export function foldPlace(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ");
}
