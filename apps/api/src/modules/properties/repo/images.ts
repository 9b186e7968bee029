/** Listing photos: counts, insert, remove, order and cover. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import type { ImageRow } from "./listings.ts";

/** How many images a listing has and its highest position (null: none). */
export async function imageStats(db: DbOrTx, propertyId: number) {
  const row = await firstOf<{ n: string | number; max: number | null }>(
    db,
    sql`select count(*) as n, max(position) as max from property_images where property_id = ${propertyId}`,
  );
  return { count: Number(row?.n ?? 0), maxPosition: row?.max ?? null };
}

export async function insertImage(
  db: DbOrTx,
  img: {
    propertyId: number;
    url: string;
    key: string;
    widths: number[];
    position: number;
    cover: boolean;
    alt: string;
  },
) {
  await db.execute(sql`insert into property_images (property_id, url, storage_key, widths, position, is_cover, alt)
    values (${img.propertyId}, ${img.url}, ${img.key}, ${sql.param(img.widths)}, ${img.position}, ${img.cover}, ${img.alt})`);
}

/** Deletes one image of the listing; the deleted row, or undefined when it is not the listing's. */
export function deleteImage(db: DbOrTx, propertyId: number, imageId: number): Promise<ImageRow | null> {
  return firstOf(
    db,
    sql`delete from property_images where id = ${imageId} and property_id = ${propertyId} returning *`,
  );
}

/** Makes the first image (by position) the cover. */
export async function coverFirstImage(db: DbOrTx, propertyId: number) {
  await db.execute(sql`update property_images set is_cover = true where id = (select id from property_images
      where property_id = ${propertyId} order by position, id limit 1)`);
}

export async function imageIds(db: DbOrTx, propertyId: number): Promise<Set<number>> {
  const found = await rowsOf<{ id: string | number }>(
    db,
    sql`select id from property_images where property_id=${propertyId}`,
  );
  return new Set(found.map((i) => Number(i.id)));
}

export async function setImagePosition(db: DbOrTx, imageId: number, position: number) {
  await db.execute(
    sql`update property_images set position=${position}, updated_at=now() where id=${imageId}`,
  );
}

export async function setCover(db: DbOrTx, propertyId: number, coverId: number) {
  await db.execute(
    sql`update property_images set is_cover = (id = ${coverId}) where property_id = ${propertyId}`,
  );
}
