/**
 * Search SQL (ADR 0400): page ids and totals for listings and people, the place names city words come from,
 * and the suggestion terms (pg_trgm). Parameterised; the tsquery text comes from tsquery.ts (folded words only)
 * and is passed as a `::tsquery` constant so the planner sees it and can use the GIN indexes.
 */
import type { Database } from "../../db/client.ts";
import { LISTED } from "../people/cards.ts";
import { COMMON_TOWNS, PROFESSION_WORDS, ROLE_WORDS } from "./vocabulary.ts";

export interface PropertySearch {
  tsquery: string | null;
  states: string[] | null;
  minKobo: number | null;
  maxKobo: number | null;
  bedrooms: number | null;
  listingType: "rent" | "sale" | null;
  /** Lister roles (people filter applied to listings). */
  ownerRoles: string[] | null;
}

export interface PeopleSearch {
  tsquery: string | null;
  states: string[] | null;
  roles: string[] | null;
  /** Newest first instead of by relevance (directories). */
  order?: "relevance" | "newest" | "rating" | "name";
  /**
   * Rank by text relevance (ts_rank). Only worth it when the query has free-text words: place, role and
   * profession filters match every result the same way, so those are listed verified first, newest first,
   * in index order (migration 0440) instead of ranking every match.
   */
  ranked?: boolean;
  verifiedOnly?: boolean;
}

export interface IdPage {
  ids: number[];
  total: number;
}

/** Results up to this many are read whole and sorted rather than walked in index order (see `page`). */
const FEW = 2000;

/** A total by its query key: counted by `count` unless known (the page cache keeps them per content version). */
export type Totals = (key: string, count: () => Promise<number>) => Promise<number>;

export class SearchRepo {
  constructor(
    private readonly database: Database,
    private readonly totals: Totals = (_key, count) => count(),
    private readonly few = FEW,
  ) {}

  /**
   * One page of ids and the exact total. The total comes first (a count takes the indexes that find the matches,
   * e.g. GIN, and is reused until the next write or for 30 s, ADR 0403): nothing found needs no page query, and
   * up to FEW matches are read whole and sorted. Only many matches are walked in the order's index with a limit, which finds a page after a
   * few rows when matches are common; with rare matches that walk would read most of the table ("lekki" with
   * state Abuja: 300 ms for nothing).
   */
  private async page(
    from: string,
    where: string[],
    params: unknown[],
    order: string,
    page: number,
    limit: number,
  ): Promise<IdPage> {
    const sqlWhere = where.join(" and ");
    const idColumn = from.startsWith("properties") ? "p.id" : "p.user_id";
    const total = await this.count(from, sqlWhere, params);
    const offset = (page - 1) * limit;
    if (total === 0 || offset >= total) return { ids: [], total };
    const rows = await this.database.query<{ id: number | string }>(
      total <= this.few
        ? `select ${idColumn} as id from ${from} where ${sqlWhere} order by ${order}`
        : `select ${idColumn} as id from ${from} where ${sqlWhere} order by ${order} limit ${limit} offset ${offset}`,
      params,
    );
    const ids = rows.map((r) => Number(r.id));
    return { ids: total <= this.few ? ids.slice(offset, offset + limit) : ids, total };
  }

  private count(from: string, sqlWhere: string, params: unknown[]): Promise<number> {
    return this.totals(`search|${from}|${sqlWhere}|${JSON.stringify(params)}`, async () => {
      const [row] = await this.database.query<{ n: number | string }>(
        `select count(*) as n from ${from} where ${sqlWhere}`,
        params,
      );
      return Number(row?.n ?? 0);
    });
  }

  properties(q: PropertySearch, page: number, limit: number): Promise<IdPage> {
    const params: unknown[] = [];
    const where = ["p.deleted_at is null"];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (q.tsquery) add((n) => `p.search_doc @@ ${n}::tsquery`, q.tsquery);
    if (q.states) add((n) => `p.state_key = any(${n}::text[])`, q.states);
    if (q.minKobo !== null) add((n) => `p.price >= ${n}`, q.minKobo);
    if (q.maxKobo !== null) add((n) => `p.price <= ${n}`, q.maxKobo);
    if (q.bedrooms !== null) add((n) => `p.bedrooms = ${n}`, q.bedrooms);
    if (q.listingType) add((n) => `p.listing_type = ${n}`, q.listingType);
    let from = "properties p";
    if (q.ownerRoles) {
      from = "properties p join users u on u.id = p.owner_id";
      add((n) => `u.role = any(${n}::text[])`, q.ownerRoles);
    }
    return this.page(from, where, params, "p.created_at desc, p.id desc", page, limit);
  }

  people(q: PeopleSearch, page: number, limit: number): Promise<IdPage> {
    const params: unknown[] = [];
    const where = [LISTED];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    let rank = "";
    if (q.tsquery) {
      add((n) => `p.search_doc @@ ${n}::tsquery`, q.tsquery);
      if (q.ranked !== false) rank = `ts_rank(p.search_doc, $${params.length}::tsquery) desc, `;
    }
    if (q.states) add((n) => `lower(p.state) = any(${n}::text[])`, q.states);
    if (q.roles) add((n) => `u.role = any(${n}::text[])`, q.roles);
    if (q.verifiedOnly) where.push("p.verified_at is not null");
    const verifiedFirst = "(p.verified_at is not null) desc";
    const order =
      q.order === "name"
        ? "lower(p.first_name) asc, lower(p.last_name) asc, p.user_id asc"
        : q.order === "rating"
          ? `coalesce(r.average, 0) desc, ${verifiedFirst}, p.user_id desc`
          : q.order === "newest"
            ? "p.user_id desc"
            : `${rank}${verifiedFirst}, p.user_id desc`;
    // Best rated: every review averaged once (a hash aggregate), not one subquery per person (150 → 60 ms on
    // 20,000 people). Names: read in index order (migration 0442).
    const from =
      q.order === "rating"
        ? `profiles p join users u on u.id = p.user_id
           left join (select subject_id, avg(rating) as average from reviews group by subject_id) r
             on r.subject_id = p.user_id`
        : "profiles p join users u on u.id = p.user_id";
    return this.page(from, where, params, order, page, limit);
  }

  /** Place names for city words: every LGA, and towns at least `minUses` listings or profiles are in. */
  async placeNames(minUses = 3): Promise<{ lgas: string[]; towns: string[] }> {
    const [lgas, towns] = await Promise.all([
      this.database.query<{ name: string }>("select name from lgas"),
      this.database.query<{ city: string }>(
        `select city from (
           select city from properties where deleted_at is null
           union all
           select city from profiles where deleted_at is null and city is not null
         ) c where city <> '' group by city having count(*) >= $1`,
        [minUses],
      ),
    ]);
    return { lgas: lgas.map((r) => r.name), towns: towns.map((r) => r.city) };
  }

  /** How many suggestion terms there are and when they were last rebuilt (by any process). */
  async termsState(): Promise<{ count: number; refreshedAt: number | null }> {
    const [row] = await this.database.query<{ n: number; at: string | Date | null }>(
      "select count(*)::int as n, max(updated_at) as at from search_terms",
    );
    return { count: Number(row?.n ?? 0), refreshedAt: row?.at ? new Date(row.at).getTime() : null };
  }

  async termCount(): Promise<number> {
    const [row] = await this.database.query<{ n: number }>("select count(*)::int as n from search_terms");
    return Number(row?.n ?? 0);
  }

  /**
   * Rebuilds the suggestion terms from the data: every word of every listing's and profile's search document
   * (with how many records carry it), then place names (display spelling) and role/profession words.
   */
  async refreshTerms(): Promise<number> {
    await this.database.query(
      `insert into search_terms (folded, term, kind, uses)
       select word, word, 'word', sum(ndoc)::int from (
         select word, ndoc from ts_stat('select search_doc from properties where deleted_at is null')
         union all
         select word, ndoc from ts_stat('select search_doc from profiles where deleted_at is null')
       ) w
       where length(word) between 3 and 40 and word !~ '^[0-9]+$'
       group by word
       on conflict (folded) do update set uses = excluded.uses, updated_at = now()`,
    );
    const places = await this.placeNames(1);
    const named = new Map<string, string>();
    for (const name of [...COMMON_TOWNS, ...places.towns, ...places.lgas]) {
      const folded = foldPlace(name);
      if (folded.length >= 3 && !named.has(folded)) named.set(folded, name.trim());
    }
    const entries = [...named];
    for (let i = 0; i < entries.length; i += 500) {
      const chunk = entries.slice(i, i + 500);
      await this.database.query(
        `insert into search_terms (folded, term, kind, uses)
         select f, t, 'place', 1 from unnest($1::text[], $2::text[]) as x(f, t)
         on conflict (folded) do update set term = excluded.term, kind = 'place', updated_at = now()`,
        [chunk.map((e) => e[0]), chunk.map((e) => e[1])],
      );
    }
    const fixed = [
      ...Object.keys(ROLE_WORDS).map((w) => [w, "role"]),
      ...Object.keys(PROFESSION_WORDS).map((w) => [w, "profession"]),
    ];
    await this.database.query(
      `insert into search_terms (folded, term, kind, uses)
       select f, f, k, 1 from unnest($1::text[], $2::text[]) as x(f, k)
       on conflict (folded) do update set kind = excluded.kind, updated_at = now()`,
      [fixed.map((e) => e[0]), fixed.map((e) => e[1])],
    );
    return this.termCount();
  }

  /** True when some indexed word starts with `word` (nothing to correct). */
  async knownPrefix(word: string): Promise<boolean> {
    const rows = await this.database.query("select 1 from search_terms where folded like $1 limit 1", [
      `${word.replace(/[\\%_]/g, "")}%`,
    ]);
    return rows.length > 0;
  }

  /**
   * Candidate corrections: the `limit` terms nearest to `word` by trigram distance (GiST KNN, migration 0440).
   * Which one is offered is decided by edit distance (text.ts `chooseCorrection`).
   */
  async nearestTerms(word: string, limit = 12): Promise<{ folded: string; term: string; uses: number }[]> {
    const rows = await this.database.query<{ folded: string; term: string; uses: number }>(
      `select folded, term, uses from search_terms
        where folded <> $1 and length(folded) between $3 and $4
        order by folded <-> $1, uses desc limit $2`,
      [word, limit, Math.max(1, word.length - 3), word.length + 3],
    );
    return rows.map((r) => ({ ...r, uses: Number(r.uses) }));
  }
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
