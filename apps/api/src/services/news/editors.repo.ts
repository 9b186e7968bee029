/** SQL of the news service's editorial desk people: news_editors rows (writer or publisher) and their accounts. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export async function editorRole(db: DbOrTx, userId: number): Promise<"writer" | "publisher" | null> {
  const row = await firstOf<{ role: "writer" | "publisher" }>(
    db,
    sql`select role from news_editors where user_id = ${userId}`,
  );
  return row?.role ?? null;
}

export async function upsertEditor(db: DbOrTx, userId: number, role: "writer" | "publisher") {
  await db.execute(sql`insert into news_editors (user_id, role) values (${userId}, ${role})
    on conflict (user_id) do update set role = excluded.role, updated_at = now()`);
}

/** The editorial desk's people (news_editors with their account), newest first. */
export async function listEditors(db: DbOrTx) {
  return rowsOf<{ user_id: number; name: string; email: string; role: "writer" | "publisher"; since: Date }>(
    db,
    sql`select e.user_id::int as user_id, u.email,
      coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.email) as name,
      e.role, e.created_at as since
    from news_editors e join users u on u.id = e.user_id left join profiles p on p.user_id = e.user_id
    order by e.created_at desc, e.user_id desc`,
  );
}

export async function userIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`select id::int as id from users where lower(email) = lower(${email})`,
  );
  return row?.id ?? null;
}

export async function deleteEditor(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ user_id: number }>(
    db,
    sql`delete from news_editors where user_id = ${userId} returning user_id`,
  );
  return rows.length > 0;
}
