/**
 * SQL of the building-materials store (ADR 0301). Stock moves only through `takeStock` (one conditional update:
 * never below zero, whatever runs at the same time) and `giveBackStock`, which runs only for the caller whose
 * conditional update moved the order to cancelled, so stock comes back once.
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

/** Takes `quantity` units if that many are left; false (and nothing taken) otherwise. */
export async function takeStock(db: DbOrTx, productId: number, quantity: number): Promise<boolean> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`update store_products set quantity = quantity - ${quantity}, updated_at = now()
        where id = ${productId} and deleted_at is null and quantity >= ${quantity} returning id`,
  );
  return row !== null;
}

export async function giveBackStock(db: DbOrTx, productId: number, quantity: number): Promise<void> {
  await db.execute(
    sql`update store_products set quantity = quantity + ${quantity}, updated_at = now() where id = ${productId}`,
  );
}

export async function stockLeft(db: DbOrTx, productId: number): Promise<number> {
  const row = await firstOf<{ quantity: number }>(
    db,
    sql`select quantity from store_products where id = ${productId}`,
  );
  return row?.quantity ?? 0;
}

// ── orders ───────────────────────────────────────────────────────────────────────────────────────────────

export type OrderStatus =
  | "awaiting_payment"
  | "placed"
  | "confirmed"
  | "dispatched"
  | "delivered"
  | "cancelled";

export interface OrderRow {
  id: number;
  product_id: number;
  product_name: string;
  product_unit: string;
  buyer_id: number;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  seller_id: number;
  seller_name: string;
  seller_email: string;
  seller_phone: string | null;
  quantity: number;
  unit_price_kobo: number;
  total_kobo: number;
  delivery_address: string;
  phone: string;
  payment_method: "online" | "delivery";
  status: OrderStatus;
  payment_reference: string | null;
  payment_url: string | null;
  paid_at: Date | null;
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const ORDER_SELECT = sql`
  select o.id, o.product_id, s.name as product_name, s.unit as product_unit, o.buyer_id,
    trim(coalesce(bp.first_name, '') || ' ' || coalesce(bp.last_name, '')) as buyer_name, bu.email as buyer_email,
    bu.phone as buyer_phone, o.seller_id,
    trim(coalesce(sp.first_name, '') || ' ' || coalesce(sp.last_name, '')) as seller_name, su.email as seller_email,
    su.phone as seller_phone, o.quantity, o.unit_price_kobo, o.total_kobo, o.delivery_address, o.phone,
    o.payment_method, o.status, o.payment_reference,
    (select pay.authorization_url from payments pay where pay.reference = o.payment_reference) as payment_url,
    o.paid_at, o.cancel_reason, o.created_at, o.updated_at
  from store_orders o
  join store_products s on s.id = o.product_id
  join users bu on bu.id = o.buyer_id
  join users su on su.id = o.seller_id
  left join profiles bp on bp.user_id = o.buyer_id
  left join profiles sp on sp.user_id = o.seller_id`;

export const orderById = (db: DbOrTx, id: number) =>
  firstOf<OrderRow>(db, sql`${ORDER_SELECT} where o.id = ${id}`);

export async function ordersOf(
  db: DbOrTx,
  userId: number,
  as: "buyer" | "seller" | undefined,
  window: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where =
    as === "buyer"
      ? sql`o.buyer_id = ${userId}`
      : as === "seller"
        ? sql`o.seller_id = ${userId}`
        : sql`(o.buyer_id = ${userId} or o.seller_id = ${userId})`;
  const [rows, count] = await Promise.all([
    rowsOf<OrderRow>(
      db,
      sql`${ORDER_SELECT} where ${where} order by o.id desc limit ${window.limit} offset ${window.offset}`,
    ),
    firstOf<{ n: number }>(db, sql`select count(*)::int as n from store_orders o where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function insertOrder(
  db: DbOrTx,
  v: {
    productId: number;
    buyerId: number;
    sellerId: number;
    quantity: number;
    unitPriceKobo: number;
    deliveryAddress: string;
    phone: string;
    paymentMethod: "online" | "delivery";
    status: OrderStatus;
  },
): Promise<number> {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into store_orders (product_id, buyer_id, seller_id, quantity, unit_price_kobo, total_kobo,
          delivery_address, phone, payment_method, status)
        values (${v.productId}, ${v.buyerId}, ${v.sellerId}, ${v.quantity}, ${v.unitPriceKobo},
          ${v.unitPriceKobo * v.quantity}, ${v.deliveryAddress}, ${v.phone}, ${v.paymentMethod}, ${v.status})
        returning id`,
  );
  return row!.id;
}

export async function setReference(db: DbOrTx, id: number, reference: string): Promise<void> {
  await db.execute(sql`update store_orders set payment_reference = ${reference} where id = ${id}`);
}

/** Moves an order from one of `from` to `to` (conditional: once); returns the row moved, or null. */
export async function moveOrder(
  db: DbOrTx,
  id: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  extra: { paid?: boolean; reason?: string | null } = {},
): Promise<{ id: number; product_id: number; quantity: number } | null> {
  return firstOf(
    db,
    sql`update store_orders set status = ${to}, updated_at = now(),
          paid_at = case when ${extra.paid ?? false} then coalesce(paid_at, now()) else paid_at end,
          cancel_reason = case when ${to} = 'cancelled' then ${extra.reason ?? null} else null end
        where id = ${id} and status = any(${sql.param([...from])}::text[])
        returning id, product_id, quantity`,
  );
}

/** Online orders still unpaid after `minutes`: their ids, oldest first. */
export const staleUnpaid = (db: DbOrTx, minutes: number, limit: number) =>
  rowsOf<{ id: number }>(
    db,
    sql`select id from store_orders where status = 'awaiting_payment'
          and created_at < now() - make_interval(mins => ${minutes}) order by created_at limit ${limit}`,
  );

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
