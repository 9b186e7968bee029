/**
 * The SQL side of the admin review queue (platform/review-queue.ts): the filters of its list (pending, approved
 * or all; the words) and of one record by id, on each satellite's own columns.
 */
import { type SQL, sql } from "drizzle-orm";

export interface ReviewFilter {
  status?: string | undefined;
  query?: string | undefined;
  id?: number;
}

/**
 * `base` (what is never reviewed: deleted records) and the filter: the record's id, its approval (`approvedAt`
 * null while pending), and `words`, the satellite's condition for the query (null: no words).
 */
export function reviewWhere(
  f: ReviewFilter,
  c: { base: SQL; id: SQL; approvedAt: SQL; words: SQL | null },
): SQL {
  const parts: SQL[] = [c.base];
  if (f.id) parts.push(sql`${c.id} = ${f.id}`);
  if (f.status === "pending") parts.push(sql`${c.approvedAt} is null`);
  if (f.status === "approved") parts.push(sql`${c.approvedAt} is not null`);
  if (c.words) parts.push(c.words);
  return sql.join(parts, sql` and `);
}
