/** SQL of the groups service: groups, members, discussions (replies one level deep), reactions. */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

/** An ILIKE pattern that matches `word` literally anywhere. */
const like = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

export interface GroupRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: "place" | "interest";
  state: string | null;
  city: string | null;
  visibility: "public" | "private";
  owner_id: number;
  owner_first: string | null;
  owner_last: string | null;
  owner_picture: string | null;
  member_count: number;
  discussion_count: number;
  my_role: "owner" | "moderator" | "member" | null;
  my_status: "active" | "pending" | null;
  created_at: Date;
}

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

const groupSelect = (userId: number | null) => sql`
  select g.id, g.slug, g.name, g.description, g.kind, g.state, g.city, g.visibility, g.owner_id, g.created_at,
    op.first_name as owner_first, op.last_name as owner_last, op.profile_picture as owner_picture,
    (select count(*)::int from group_members m where m.group_id = g.id and m.status = 'active') as member_count,
    (select count(*)::int from group_discussions d
      where d.group_id = g.id and d.parent_id is null and d.deleted_at is null and d.removed_at is null)
      as discussion_count,
    me.role as my_role, me.status as my_status
  from community_groups g
  left join profiles op on op.user_id = g.owner_id
  left join group_members me on me.group_id = g.id and me.user_id = ${userId ?? 0}`;

export async function listGroups(
  db: DbOrTx,
  f: { words: string[]; kind?: string; afterId?: number; limit: number; userId: number | null },
): Promise<GroupRow[]> {
  const conds: SQL[] = [sql`true`];
  for (const w of f.words)
    conds.push(sql`(g.name ilike ${like(w)} or g.description ilike ${like(w)} or g.city ilike ${like(w)})`);
  if (f.kind) conds.push(sql`g.kind = ${f.kind}`);
  if (f.afterId) conds.push(sql`g.id > ${f.afterId}`);
  return rowsOf<GroupRow>(
    db,
    sql`${groupSelect(f.userId)} where ${sql.join(conds, sql` and `)} order by g.id asc limit ${f.limit}`,
  );
}

export async function groupByKey(db: DbOrTx, key: string, userId: number | null): Promise<GroupRow | null> {
  const byId = /^\d{1,15}$/.test(key) ? Number(key) : -1;
  return firstOf<GroupRow>(db, sql`${groupSelect(userId)} where g.slug = ${key} or g.id = ${byId} limit 1`);
}

export async function slugExists(db: DbOrTx, slug: string): Promise<boolean> {
  return (await firstOf(db, sql`select 1 from community_groups where slug = ${slug}`)) !== null;
}

export async function insertGroup(
  db: DbOrTx,
  v: {
    slug: string;
    name: string;
    description: string;
    kind: string;
    state: string | null;
    city: string | null;
    visibility: string;
    ownerId: number;
    demo?: boolean;
  },
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into community_groups (slug, name, description, kind, state, city, visibility, owner_id, demo)
      values (${v.slug}, ${v.name}, ${v.description}, ${v.kind}, ${v.state}, ${v.city}, ${v.visibility},
        ${v.ownerId}, ${v.demo ?? false})
      on conflict (slug) do update set updated_at = community_groups.updated_at
      returning id`,
  );
  return Number(row?.id);
}

export async function upsertMember(
  db: DbOrTx,
  groupId: number,
  userId: number,
  role: "owner" | "moderator" | "member",
  status: "active" | "pending",
) {
  await db.execute(sql`insert into group_members (group_id, user_id, role, status)
    values (${groupId}, ${userId}, ${role}, ${status}) on conflict (group_id, user_id) do nothing`);
}

export async function deleteMember(db: DbOrTx, groupId: number, userId: number) {
  await db.execute(sql`delete from group_members where group_id = ${groupId} and user_id = ${userId}`);
}

export async function activateMember(db: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const row = await firstOf(
    db,
    sql`update group_members set status = 'active', updated_at = now()
      where group_id = ${groupId} and user_id = ${userId} and status = 'pending' returning user_id`,
  );
  return row !== null;
}

export interface PendingRow {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  profile_picture: string | null;
  created_at: Date;
}

/** A private group's join requests, oldest first. */
export async function pendingMembers(db: DbOrTx, groupId: number): Promise<PendingRow[]> {
  return rowsOf<PendingRow>(
    db,
    sql`select m.user_id, p.first_name, p.last_name, p.profile_picture, m.created_at
      from group_members m left join profiles p on p.user_id = m.user_id
      where m.group_id = ${groupId} and m.status = 'pending' order by m.created_at, m.user_id limit 200`,
  );
}

/** Declines a join request (deletes the pending row); false when there was none. */
export async function deletePending(db: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const row = await firstOf(
    db,
    sql`delete from group_members where group_id = ${groupId} and user_id = ${userId} and status = 'pending'
      returning user_id`,
  );
  return row !== null;
}

export async function membershipOf(db: DbOrTx, groupId: number, userId: number) {
  return firstOf<{ role: "owner" | "moderator" | "member"; status: "active" | "pending" }>(
    db,
    sql`select role, status from group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
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

/** Search helper (SPEC §7 "helpers for groups"): public groups whose name or description has every word. */
export async function searchGroups(db: DbOrTx, words: string[], limit: number, offset: number) {
  const conds: SQL[] = [sql`g.visibility = 'public'`];
  for (const w of words) conds.push(sql`(g.name ilike ${like(w)} or g.description ilike ${like(w)})`);
  const where = sql.join(conds, sql` and `);
  const [items, total] = await Promise.all([
    rowsOf<{ id: number; slug: string; name: string; description: string }>(
      db,
      sql`select g.id, g.slug, g.name, g.description from community_groups g where ${where}
        order by g.id asc limit ${limit} offset ${offset}`,
    ),
    firstOf<{ n: number }>(db, sql`select count(*)::int as n from community_groups g where ${where}`),
  ]);
  return { items, total: total?.n ?? 0 };
}
