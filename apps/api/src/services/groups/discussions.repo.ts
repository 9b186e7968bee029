/** SQL of the groups service's discussions: posts, replies one level deep, photos, moderation and reactions. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface DiscussionRow {
  id: number;
  group_id: number;
  author_id: number;
  parent_id: number | null;
  title: string;
  body: string;
  photos: string[];
  pinned: boolean;
  locked: boolean;
  edited_at: Date | null;
  deleted_at: Date | null;
  removed_at: Date | null;
  created_at: Date;
  author_first: string | null;
  author_last: string | null;
  author_picture: string | null;
  reply_count: number;
}

const discussionSelect = sql`
  select d.id, d.group_id, d.author_id, d.parent_id, d.title, d.body, d.photos, d.pinned, d.locked, d.edited_at,
    d.deleted_at, d.removed_at, d.created_at,
    ap.first_name as author_first, ap.last_name as author_last, ap.profile_picture as author_picture,
    (select count(*)::int from group_discussions r
      where r.parent_id = d.id and r.deleted_at is null and r.removed_at is null) as reply_count
  from group_discussions d left join profiles ap on ap.user_id = d.author_id`;

/**
 * One page of a group's discussions, pinned first. The first page (no cursor) carries every pinned discussion
 * and `limit` others; the cursor is the id of the last unpinned one, and later pages hold only unpinned ones.
 */
export async function listDiscussions(
  db: DbOrTx,
  groupId: number,
  f: { beforeId?: number; limit: number },
): Promise<DiscussionRow[]> {
  const live = sql`d.group_id = ${groupId} and d.parent_id is null and d.deleted_at is null and d.removed_at is null`;
  const unpinned = await rowsOf<DiscussionRow>(
    db,
    sql`${discussionSelect} where ${live} and not d.pinned
      ${f.beforeId ? sql`and d.id < ${f.beforeId}` : sql``} order by d.id desc limit ${f.limit + 1}`,
  );
  if (f.beforeId) return unpinned;
  const pinned = await rowsOf<DiscussionRow>(
    db,
    sql`${discussionSelect} where ${live} and d.pinned order by d.id desc limit 20`,
  );
  return [...pinned, ...unpinned];
}

export async function repliesOf(db: DbOrTx, parentIds: number[]): Promise<DiscussionRow[]> {
  if (!parentIds.length) return [];
  return rowsOf<DiscussionRow>(
    db,
    sql`${discussionSelect} where d.parent_id = any(${sql.param(parentIds)}::bigint[])
      and d.deleted_at is null and d.removed_at is null order by d.id asc`,
  );
}

export async function discussionById(db: DbOrTx, id: number, lock = false): Promise<DiscussionRow | null> {
  return firstOf<DiscussionRow>(
    db,
    sql`${discussionSelect} where d.id = ${id} ${lock ? sql`for update of d` : sql``}`,
  );
}

export async function reactionsOf(db: DbOrTx, ids: number[], userId: number | null) {
  if (!ids.length) return [];
  return rowsOf<{ discussion_id: number; kind: "like" | "helpful" | "thanks"; n: number; mine: boolean }>(
    db,
    sql`select discussion_id, kind, count(*)::int as n, bool_or(user_id = ${userId ?? 0}) as mine
      from discussion_reactions where discussion_id = any(${sql.param(ids)}::bigint[])
      group by discussion_id, kind`,
  );
}

export async function insertDiscussion(
  db: DbOrTx,
  v: {
    groupId: number;
    authorId: number;
    parentId: number | null;
    title: string;
    body: string;
    createdAt?: Date;
  },
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into group_discussions (group_id, author_id, parent_id, title, body, created_at)
      values (${v.groupId}, ${v.authorId}, ${v.parentId}, ${v.title}, ${v.body}, ${v.createdAt ?? new Date()})
      returning id`,
  );
  return Number(row?.id);
}

export async function updateDiscussionText(db: DbOrTx, id: number, title: string | null, body: string) {
  await db.execute(sql`update group_discussions set body = ${body},
    title = coalesce(${title}, title), edited_at = now(), updated_at = now() where id = ${id}`);
}

export async function setPhotos(db: DbOrTx, id: number, photos: string[]) {
  await db.execute(
    sql`update group_discussions set photos = ${JSON.stringify(photos)}::jsonb, updated_at = now() where id = ${id}`,
  );
}

export async function softDeleteDiscussion(db: DbOrTx, id: number) {
  await db.execute(sql`update group_discussions set deleted_at = now(), updated_at = now() where id = ${id}`);
}

export async function setFlag(db: DbOrTx, id: number, flag: "pinned" | "locked", value: boolean) {
  if (flag === "pinned")
    await db.execute(
      sql`update group_discussions set pinned = ${value}, updated_at = now() where id = ${id}`,
    );
  else
    await db.execute(
      sql`update group_discussions set locked = ${value}, updated_at = now() where id = ${id}`,
    );
}

export async function removeDiscussion(db: DbOrTx, id: number, by: number, reason: string) {
  await db.execute(sql`update group_discussions set removed_at = now(), removed_by = ${by},
    removal_reason = ${reason}, updated_at = now() where id = ${id}`);
}

/** Adds the reaction, or takes it back when it is already there; true when it is now set. */
export async function toggleReaction(db: DbOrTx, id: number, userId: number, kind: string): Promise<boolean> {
  const gone = await firstOf(
    db,
    sql`delete from discussion_reactions where discussion_id = ${id} and user_id = ${userId} and kind = ${kind}
      returning kind`,
  );
  if (gone) return false;
  await db.execute(sql`insert into discussion_reactions (discussion_id, user_id, kind)
    values (${id}, ${userId}, ${kind}) on conflict do nothing`);
  return true;
}
