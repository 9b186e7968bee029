/**
 * SQL of the groups service: groups and their members. Discussions, replies and reactions are
 * discussions.repo.ts; the search helpers search.repo.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { likeAnywhere } from "../../platform/helper-search.ts";

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
    conds.push(
      sql`(g.name ilike ${likeAnywhere(w)} or g.description ilike ${likeAnywhere(w)} or g.city ilike ${likeAnywhere(w)})`,
    );
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

/** Inserts a group; null when its slug is taken (never someone else's group: its caller would own it). */
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
): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into community_groups (slug, name, description, kind, state, city, visibility, owner_id, demo)
      values (${v.slug}, ${v.name}, ${v.description}, ${v.kind}, ${v.state}, ${v.city}, ${v.visibility},
        ${v.ownerId}, ${v.demo ?? false})
      on conflict (slug) do nothing returning id`,
  );
  return row ? Number(row.id) : null;
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
