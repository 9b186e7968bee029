/** Saved listings (favourites). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { pageWindow } from "../../../platform/pagination.ts";

/** Which of `ids` the user has saved. */
export async function favouritesOf(db: DbOrTx, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await rowsOf<{ property_id: string | number }>(
    db,
    sql`select property_id from property_favourites where user_id = ${userId}
      and property_id = any(${sql.param(ids)}::bigint[])`,
  );
  return new Set(found.map((r) => Number(r.property_id)));
}

export async function addFavourite(db: DbOrTx, userId: number, propertyId: number) {
  await db.execute(sql`insert into property_favourites (user_id, property_id) values (${userId}, ${propertyId})
    on conflict do nothing`);
}

export async function removeFavourite(db: DbOrTx, userId: number, propertyId: number) {
  await db.execute(
    sql`delete from property_favourites where user_id = ${userId} and property_id = ${propertyId}`,
  );
}

/** How many live listings the user has saved. */
export async function countFavourites(db: DbOrTx, userId: number): Promise<number> {
  const row = await firstOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from property_favourites f join properties p on p.id = f.property_id
      where f.user_id = ${userId} and p.deleted_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** The ids of one page of the user's saved live listings, latest saved first. */
export async function favouriteIds(db: DbOrTx, userId: number, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  const found = await rowsOf<{ id: string | number }>(
    db,
    sql`select p.id from property_favourites f join properties p on p.id = f.property_id
      where f.user_id = ${userId} and p.deleted_at is null order by f.created_at desc, p.id desc
      limit ${limit} offset ${offset}`,
  );
  return found.map((r) => Number(r.id));
}
