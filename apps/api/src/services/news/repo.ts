/**
 * SQL of the news service: posts (notices, news, blog) and the caveat check. The editorial desk's people are
 * editors.repo.ts; videos videos.repo.ts; the search helper search.repo.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { likeAnywhere as like } from "../../platform/helper-search.ts";

export interface PostRow {
  id: number;
  slug: string;
  type: "caveat" | "change_of_name" | "loss_of_title" | "news" | "blog";
  status: "draft" | "in_review" | "published" | "archived";
  title: string;
  excerpt: string;
  content: string;
  cover_url: string | null;
  tags: string[];
  author_id: number | null;
  author_name: string;
  title_number: string | null;
  survey_plan_number: string | null;
  state: string | null;
  lga: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  claimant: string | null;
  nature_of_claim: string | null;
  claim_date: string | null;
  documents: { name: string; url: string }[];
  sample: boolean;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface PostValues {
  type: PostRow["type"];
  title: string;
  excerpt: string;
  content: string;
  cover_url: string | null;
  tags: string[];
  author_name: string;
  title_number: string | null;
  title_number_key: string | null;
  survey_plan_number: string | null;
  state: string | null;
  lga: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  claimant: string | null;
  nature_of_claim: string | null;
  claim_date: string | null;
}

const COLUMNS = sql`p.id, p.slug, p.type, p.status, p.title, p.excerpt, p.content, p.cover_url, p.tags, p.author_id,
  p.author_name, p.title_number, p.survey_plan_number, p.state, p.lga, p.address, p.latitude, p.longitude, p.claimant,
  p.nature_of_claim, to_char(p.claim_date, 'YYYY-MM-DD') as claim_date, p.documents, p.sample, p.published_at,
  p.created_at, p.updated_at`;

export interface PostFilters {
  statuses: PostRow["status"][];
  types: PostRow["type"][];
  words: string[];
  state?: string;
  tag?: string;
  /** The title number's key (present.ts `titleKey`) the notice's key begins with. */
  titleNumberPrefix?: string;
  /** Part of the state, LGA or address. */
  place?: string;
  authorId?: number;
  limit: number;
  offset: number;
}

function where(f: PostFilters): SQL {
  const conds: SQL[] = [
    sql`p.status = any(${sql.param(f.statuses)}::text[])`,
    sql`p.type = any(${sql.param(f.types)}::text[])`,
  ];
  for (const w of f.words)
    conds.push(sql`(p.title ilike ${like(w)} or p.content ilike ${like(w)} or p.excerpt ilike ${like(w)}
      or p.title_number ilike ${like(w)} or p.address ilike ${like(w)} or p.lga ilike ${like(w)})`);
  if (f.state) conds.push(sql`lower(p.state) = lower(${f.state})`);
  if (f.tag) conds.push(sql`${f.tag} = any(p.tags)`);
  if (f.titleNumberPrefix) conds.push(sql`starts_with(p.title_number_key, ${f.titleNumberPrefix})`);
  if (f.place)
    conds.push(
      sql`(p.state ilike ${like(f.place)} or p.lga ilike ${like(f.place)} or p.address ilike ${like(f.place)})`,
    );
  if (f.authorId) conds.push(sql`p.author_id = ${f.authorId}`);
  return sql.join(conds, sql` and `);
}

export async function listPosts(db: DbOrTx, f: PostFilters) {
  const w = where(f);
  const [items, total] = await Promise.all([
    rowsOf<PostRow>(
      db,
      sql`select ${COLUMNS} from news_posts p where ${w}
        order by p.published_at desc nulls first, p.id desc limit ${f.limit} offset ${f.offset}`,
    ),
    firstOf<{ n: number }>(db, sql`select count(*)::int as n from news_posts p where ${w}`),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function postByKey(db: DbOrTx, key: string, publishedOnly: boolean): Promise<PostRow | null> {
  const byId = /^\d{1,15}$/.test(key) ? Number(key) : -1;
  return firstOf<PostRow>(
    db,
    sql`select ${COLUMNS} from news_posts p where (p.slug = ${key} or p.id = ${byId})
      ${publishedOnly ? sql`and p.status = 'published'` : sql``} limit 1`,
  );
}

export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  return (await firstOf(db, sql`select 1 from news_posts where slug = ${slug}`)) !== null;
}

export async function insertPost(
  db: DbOrTx,
  v: PostValues & { slug: string; author_id: number | null; status?: PostRow["status"]; sample?: boolean },
  documents: { name: string; url: string }[] = [],
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into news_posts (slug, type, status, title, excerpt, content, cover_url, tags, author_id, author_name,
        title_number, title_number_key, survey_plan_number, state, lga, address, latitude, longitude, claimant,
        nature_of_claim, claim_date, documents, sample, published_at)
      values (${v.slug}, ${v.type}, ${v.status ?? "draft"}, ${v.title}, ${v.excerpt}, ${v.content}, ${v.cover_url},
        ${sql.param(v.tags)}::text[], ${v.author_id}, ${v.author_name}, ${v.title_number}, ${v.title_number_key},
        ${v.survey_plan_number}, ${v.state}, ${v.lga}, ${v.address}, ${v.latitude}, ${v.longitude}, ${v.claimant},
        ${v.nature_of_claim}, ${v.claim_date}::date, ${JSON.stringify(documents)}::jsonb, ${v.sample ?? false},
        ${v.status === "published" ? sql`now()` : sql`null`})
      on conflict (slug) do nothing returning id`,
  );
  return Number(row?.id ?? 0);
}

export async function updatePost(db: DbOrTx, id: number, v: PostValues) {
  await db.execute(sql`update news_posts set type = ${v.type}, title = ${v.title}, excerpt = ${v.excerpt},
    content = ${v.content}, cover_url = ${v.cover_url}, tags = ${sql.param(v.tags)}::text[],
    title_number = ${v.title_number}, title_number_key = ${v.title_number_key},
    survey_plan_number = ${v.survey_plan_number}, state = ${v.state}, lga = ${v.lga}, address = ${v.address},
    latitude = ${v.latitude}, longitude = ${v.longitude}, claimant = ${v.claimant},
    nature_of_claim = ${v.nature_of_claim}, claim_date = ${v.claim_date}::date, updated_at = now()
    where id = ${id}`);
}

export async function setPostStatus(
  db: DbOrTx,
  id: number,
  status: PostRow["status"],
  reviewerId: number | null,
): Promise<void> {
  await db.execute(sql`update news_posts set status = ${status},
    published_at = case when ${status} = 'published' then coalesce(published_at, now()) else published_at end,
    reviewed_by = coalesce(${reviewerId}, reviewed_by), updated_at = now() where id = ${id}`);
}

/** A post's documents as stored: `path` (private, under UPLOADS_DIR) is never sent out. */
export async function storedDocuments(db: DbOrTx, id: number) {
  const row = await firstOf<{ documents: { name: string; url: string; path?: string }[] }>(
    db,
    sql`select documents from news_posts where id = ${id}`,
  );
  return row?.documents ?? [];
}

export async function addDocuments(
  db: DbOrTx,
  id: number,
  docs: { name: string; url: string; path?: string }[],
) {
  await db.execute(sql`update news_posts set documents = documents || ${JSON.stringify(docs)}::jsonb,
    updated_at = now() where id = ${id}`);
}

export async function authorNameOf(db: DbOrTx, userId: number): Promise<string> {
  const row = await firstOf<{ name: string }>(
    db,
    sql`select trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) as name from profiles
      where user_id = ${userId}`,
  );
  return row?.name || "Ile editorial team";
}

export interface MatchRow {
  id: number;
  slug: string;
  type: PostRow["type"];
  title: string;
  title_number: string | null;
  title_number_key: string | null;
  address: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  sample: boolean;
}

/** Published caveat and loss-of-title notices that may concern a place: same title key, near, or same state. */
export async function caveatCandidates(
  db: DbOrTx,
  f: {
    titleKey: string | null;
    box: { minLat: number; maxLat: number; minLng: number; maxLng: number } | null;
    state: string | null;
  },
): Promise<MatchRow[]> {
  const ors: SQL[] = [];
  if (f.titleKey) ors.push(sql`p.title_number_key = ${f.titleKey}`);
  if (f.box)
    ors.push(sql`(p.latitude between ${f.box.minLat} and ${f.box.maxLat}
      and p.longitude between ${f.box.minLng} and ${f.box.maxLng})`);
  if (f.state) ors.push(sql`(lower(p.state) = lower(${f.state}) and p.address is not null)`);
  if (!ors.length) return [];
  return rowsOf<MatchRow>(
    db,
    sql`select p.id, p.slug, p.type, p.title, p.title_number, p.title_number_key, p.address, p.state, p.latitude,
        p.longitude, p.sample
      from news_posts p where p.status = 'published' and p.type in ('caveat', 'loss_of_title')
        and (${sql.join(ors, sql` or `)}) order by p.published_at desc limit 200`,
  );
}
