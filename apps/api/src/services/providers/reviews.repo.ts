/** SQL of the providers' reviews (ADR 0300): one per completed job, one reply each, totals on the provider. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal } from "../../db/rows.ts";

export interface ReviewRow {
  id: number;
  provider_id: number;
  job_id: number;
  author_name: string;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
}

/** Stores the review and adds it to the provider's totals; null when the job already has one. */
export async function insertReview(
  db: DbOrTx,
  v: { providerId: number; jobId: number; authorId: number; rating: number; comment: string },
): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into provider_reviews (provider_id, job_id, author_id, rating, comment)
        values (${v.providerId}, ${v.jobId}, ${v.authorId}, ${v.rating}, ${v.comment})
        on conflict (job_id) do nothing returning id`,
  );
  if (!row) return null;
  await db.execute(
    sql`update service_providers set rating_count = rating_count + 1, rating_sum = rating_sum + ${v.rating}
        where id = ${v.providerId}`,
  );
  return row.id;
}

export async function reviewsOf(
  db: DbOrTx,
  providerId: number,
  window: { offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  return rowsAndTotal<ReviewRow>(
    db,
    sql`select r.id, r.provider_id, r.job_id, r.rating, r.comment, r.reply, r.replied_at, r.created_at,
            trim(coalesce(pr.first_name, '') || ' ' || left(coalesce(pr.last_name, ''), 1)) as author_name
          from provider_reviews r left join profiles pr on pr.user_id = r.author_id
          where r.provider_id = ${providerId} order by r.id desc limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from provider_reviews where provider_id = ${providerId}`,
  );
}

export const reviewById = (db: DbOrTx, id: number) =>
  firstOf<{ id: number; provider_id: number; reply: string | null }>(
    db,
    sql`select id, provider_id, reply from provider_reviews where id = ${id}`,
  );

/** The provider's one reply: set only while there is none. */
export async function setReply(db: DbOrTx, id: number, reply: string): Promise<boolean> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`update provider_reviews set reply = ${reply}, replied_at = now(), updated_at = now()
        where id = ${id} and reply is null returning id`,
  );
  return row !== null;
}
