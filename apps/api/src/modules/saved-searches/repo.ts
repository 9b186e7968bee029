/** SQL of saved searches (service.ts): one account's list, create within the limit, update, delete, pause by id. */
import type { SavedSearchChannel, SavedSearchParams } from "@ile/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  params: SavedSearchParams;
  frequency: "instant" | "daily";
  channels: SavedSearchChannel[];
  paused: boolean;
  created_at: string | Date;
  updated_at: string | Date;
}

const COLUMNS = sql`id, user_id, name, params, frequency, channels, paused, created_at, updated_at`;

const norm = (r: SavedSearchRow): SavedSearchRow => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) });

export async function listOwn(db: DbOrTx, userId: number) {
  const rows = await rowsOf<SavedSearchRow>(
    db,
    sql`select ${COLUMNS} from saved_searches where user_id = ${userId} order by id desc`,
  );
  return rows.map(norm);
}

export async function findOwn(db: DbOrTx, userId: number, id: number) {
  const row = await firstOf<SavedSearchRow>(
    db,
    sql`select ${COLUMNS} from saved_searches where id = ${id} and user_id = ${userId}`,
  );
  return row ? norm(row) : null;
}

export interface NewSavedSearch {
  name: string;
  params: SavedSearchParams;
  frequency: "instant" | "daily";
  channels: string[];
  paused: boolean;
}

/**
 * Inserts unless the account already keeps `max`: one statement, after locking the account's row, so parallel
 * saves cannot pass the limit together. Null when at the limit.
 */
export async function insertWithin(db: DbOrTx, userId: number, s: NewSavedSearch, max: number) {
  await db.execute(sql`select id from users where id = ${userId} for update`);
  const row = await firstOf<SavedSearchRow>(
    db,
    sql`insert into saved_searches (user_id, name, params, frequency, channels, paused)
        select ${userId}, ${s.name}, ${JSON.stringify(s.params)}::jsonb, ${s.frequency},
               ${sql.param(s.channels)}::text[], ${s.paused}
         where (select count(*) from saved_searches where user_id = ${userId}) < ${max}
        returning ${COLUMNS}`,
  );
  return row ? norm(row) : null;
}

export async function updateOwn(db: DbOrTx, userId: number, id: number, s: NewSavedSearch) {
  const row = await firstOf<SavedSearchRow>(
    db,
    sql`update saved_searches set name = ${s.name}, params = ${JSON.stringify(s.params)}::jsonb,
               frequency = ${s.frequency}, channels = ${sql.param(s.channels)}::text[], paused = ${s.paused},
               updated_at = now()
         where id = ${id} and user_id = ${userId} returning ${COLUMNS}`,
  );
  return row ? norm(row) : null;
}

export async function deleteOwn(db: DbOrTx, userId: number, id: number) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`delete from saved_searches where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** Pauses (the unsubscribe link) or resumes (the unsubscribe page's "turn it back on") a search; false when it is gone. */
export async function setPaused(db: DbOrTx, id: number, paused: boolean) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update saved_searches set paused = ${paused}, updated_at = now() where id = ${id} returning id`,
  );
  return rows.length > 0;
}

/** A search's channels (empty when it is gone): the bell is told of its alerts only with `in_app`. */
export async function channelsOf(db: DbOrTx, id: number): Promise<SavedSearchChannel[]> {
  const row = await firstOf<{ channels: SavedSearchChannel[] }>(
    db,
    sql`select channels from saved_searches where id = ${id}`,
  );
  return row?.channels ?? [];
}

export async function userPhone(db: DbOrTx, userId: number) {
  const row = await firstOf<{ phone: string | null }>(db, sql`select phone from users where id = ${userId}`);
  return row?.phone ?? null;
}
