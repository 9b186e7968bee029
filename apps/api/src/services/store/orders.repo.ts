/**
 * SQL of the store's orders (ADR 0301) and the stock they move. Stock moves only through `takeStock` (one
 * conditional update: never below zero, whatever runs at the same time) and `giveBackStock`, which runs only for
 * the caller whose conditional update moved the order to cancelled, so stock comes back once.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsAndTotal, rowsOf } from "../../db/rows.ts";
import { onSide } from "../../platform/parties.repo.ts";

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
  const where = onSide(userId, as, { buyer: sql`o.buyer_id`, seller: sql`o.seller_id` });
  return rowsAndTotal<OrderRow>(
    db,
    sql`${ORDER_SELECT} where ${where} order by o.id desc limit ${window.limit} offset ${window.offset}`,
    sql`select count(*)::int as n from store_orders o where ${where}`,
  );
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
