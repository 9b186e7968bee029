/**
 * SQL of the building-materials store's products (ADR 0301): the list, sellers' products and their images. Orders
 * and the stock they move are orders.repo.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countAlways, idPage, type Totals } from "../../db/id-page.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface ProductRow {
  id: number;
  seller_id: number;
  seller_name: string;
  name: string;
  category: string;
  price_kobo: number;
  discount: number;
  quantity: number;
  unit: string;
  state: string;
  city: string;
  address: string;
  details: string;
  phone: string;
  pay_on_delivery: boolean;
  sample: boolean;
  images: string[] | null;
}

export interface ProductFilters {
  id?: number;
  category?: string;
  location?: string;
  /** Folded spellings of `location` read as a state (platform/language parseState). */
  locationStates?: string[];
  query?: string;
  sellerId?: number;
}

const SELECT = sql`
  select s.id, s.seller_id, trim(coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')) as seller_name,
    s.name, s.category, s.price_kobo, s.discount, s.quantity, s.unit, s.state, s.city, s.address, s.details, s.phone,
    s.pay_on_delivery, s.sample,
    (select array_agg(i.storage_key order by i.position, i.id) from store_product_images i where i.product_id = s.id)
      as images
  from store_products s
  left join profiles pr on pr.user_id = s.seller_id`;

function prefixQuery(text: string | undefined): string | null {
  const words = (text ?? "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

function whereOf(f: ProductFilters): SQL {
  const parts: SQL[] = [sql`s.deleted_at is null`];
  if (f.id) parts.push(sql`s.id = ${f.id}`);
  if (f.category) parts.push(sql`s.category = ${f.category}`);
  if (f.sellerId) parts.push(sql`s.seller_id = ${f.sellerId}`);
  if (f.location)
    parts.push(
      sql`(lower(s.state) = any(${sql.param(f.locationStates ?? [])}::text[]) or lower(s.city) = lower(${f.location}))`,
    );
  const q = prefixQuery(f.query);
  if (q) parts.push(sql`s.search @@ to_tsquery('simple', ${q})`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of products, newest first: ids and the total through db/id-page.ts (the total first, reused through
 * `totals`), then the page's rows with their photos by id, so the photo lists are read for 20 rows, not for
 * every match.
 */
export async function listProducts(
  db: DbOrTx,
  f: ProductFilters,
  window: { page: number; limit: number },
  totals: Totals = countAlways,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { ids, total } = await idPage(
    db,
    { from: sql`store_products s`, where: whereOf(f), order: sql`s.id desc`, id: sql`s.id`, ...window },
    totals,
  );
  if (!ids.length) return { rows: [], total };
  const rows = await rowsOf<ProductRow>(
    db,
    sql`${SELECT} where s.id = any(${sql.param(ids)}::bigint[]) order by s.id desc`,
  );
  return { rows, total };
}

export const productById = (db: DbOrTx, id: number) =>
  firstOf<ProductRow>(db, sql`${SELECT} where s.id = ${id} and s.deleted_at is null`);

export interface ProductValues {
  name: string;
  category: string;
  priceKobo: number;
  discount: number;
  quantity: number;
  unit: string;
  state: string;
  city: string;
  address: string;
  details: string;
  phone: string;
  payOnDelivery: boolean;
}

export async function insertProduct(
  db: DbOrTx,
  sellerId: number,
  v: ProductValues,
  seed?: { key: string },
): Promise<number | null> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into store_products (seller_id, name, category, price_kobo, discount, quantity, unit, state, city, address,
          details, phone, pay_on_delivery, sample, seed_key)
        values (${sellerId}, ${v.name}, ${v.category}, ${v.priceKobo}, ${v.discount}, ${v.quantity}, ${v.unit},
          ${v.state}, ${v.city}, ${v.address}, ${v.details}, ${v.phone}, ${v.payOnDelivery}, ${seed !== undefined},
          ${seed?.key ?? null})
        on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

export async function updateProduct(db: DbOrTx, id: number, v: ProductValues): Promise<void> {
  await db.execute(
    sql`update store_products set name = ${v.name}, category = ${v.category}, price_kobo = ${v.priceKobo},
          discount = ${v.discount}, quantity = ${v.quantity}, unit = ${v.unit}, state = ${v.state}, city = ${v.city},
          address = ${v.address}, details = ${v.details}, phone = ${v.phone}, pay_on_delivery = ${v.payOnDelivery},
          updated_at = now()
        where id = ${id}`,
  );
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`update store_products set deleted_at = now(), updated_at = now() where id = ${id}`);
}

export async function imageCount(db: DbOrTx, productId: number): Promise<number> {
  const row = await firstOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_product_images where product_id = ${productId}`,
  );
  return row?.n ?? 0;
}

export async function insertImage(db: DbOrTx, productId: number, key: string): Promise<void> {
  await db.execute(
    sql`insert into store_product_images (product_id, storage_key, position)
        values (${productId}, ${key}, (select coalesce(max(position) + 1, 0) from store_product_images where product_id = ${productId}))`,
  );
}

export const userContact = (db: DbOrTx, userId: number) =>
  firstOf<{ email: string; verified: boolean; role: string }>(
    db,
    sql`select u.email, u.role, (p.verified_at is not null) as verified
        from users u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );

export async function stateName(db: DbOrTx, state: string): Promise<string | null> {
  const row = await firstOf<{ name: string }>(
    db,
    sql`select name from states where lower(name) = lower(${state}) limit 1`,
  );
  return row?.name ?? null;
}
