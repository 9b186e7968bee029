/** SQL of the news service's videos: the published list, and the editorial desk's list, uploads and moves. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface VideoRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: "tour" | "explainer";
  source: "youtube" | "upload";
  youtube_id: string | null;
  file_url: string | null;
  poster_url: string | null;
  duration_seconds: number | null;
  status: "draft" | "in_review" | "published" | "archived";
  author_id: number | null;
  created_at: Date;
}

const VIDEO_COLUMNS = sql`v.id, v.slug, v.title, v.description, v.category, v.source, v.youtube_id, v.file_url,
  v.poster_url, v.duration_seconds, v.status, v.author_id, v.created_at`;

export async function listVideos(db: DbOrTx, f: { category?: string; limit: number; offset: number }) {
  const w = sql`v.status = 'published' ${f.category ? sql`and v.category = ${f.category}` : sql``}`;
  const [items, total] = await Promise.all([
    rowsOf<VideoRow>(
      db,
      sql`select ${VIDEO_COLUMNS} from videos v where ${w}
        order by v.published_at desc nulls last, v.id desc limit ${f.limit} offset ${f.offset}`,
    ),
    firstOf<{ n: number }>(db, sql`select count(*)::int as n from videos v where ${w}`),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertVideo(
  db: DbOrTx,
  v: {
    slug: string;
    title: string;
    description: string;
    category: string;
    source: "youtube" | "upload";
    youtube_id: string | null;
    file_url: string | null;
    poster_url: string | null;
    duration_seconds: number | null;
    author_id: number | null;
  },
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into videos (slug, title, description, category, source, youtube_id, file_url, poster_url,
        duration_seconds, author_id)
      values (${v.slug}, ${v.title}, ${v.description}, ${v.category}, ${v.source}, ${v.youtube_id}, ${v.file_url},
        ${v.poster_url}, ${v.duration_seconds}, ${v.author_id})
      on conflict (slug) do nothing returning id`,
  );
  return Number(row?.id ?? 0);
}

export async function videoById(db: DbOrTx, id: number): Promise<VideoRow | null> {
  return firstOf<VideoRow>(db, sql`select ${VIDEO_COLUMNS} from videos v where v.id = ${id}`);
}

/** Every video in one state (or all), newest first, for the editorial desk. */
export async function listEditorVideos(db: DbOrTx, status: VideoRow["status"] | undefined) {
  return rowsOf<VideoRow>(
    db,
    sql`select ${VIDEO_COLUMNS} from videos v ${status ? sql`where v.status = ${status}` : sql``}
      order by v.id desc limit 200`,
  );
}

export async function setVideoStatus(db: DbOrTx, id: number, status: VideoRow["status"]) {
  await db.execute(sql`update videos set status = ${status},
    published_at = case when ${status} = 'published' then coalesce(published_at, now()) else published_at end,
    updated_at = now() where id = ${id}`);
}
