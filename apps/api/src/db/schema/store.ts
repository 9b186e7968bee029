import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";

/** Building-materials store (issue 20, ADR 0301; migration 0310). `search` is a generated tsvector (not mapped). */
export const storeProducts = pgTable("store_products", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  sellerId: bigint("seller_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  name: text("name").notNull(),
  category: text("category").notNull(),
  priceKobo: bigint("price_kobo", { mode: "number" }).notNull(),
  discount: integer("discount").notNull().default(0),
  quantity: integer("quantity").notNull(),
  unit: text("unit").notNull().default("unit"),
  state: text("state").notNull(),
  city: text("city").notNull(),
  address: text("address").notNull().default(""),
  details: text("details").notNull().default(""),
  phone: text("phone").notNull().default(""),
  payOnDelivery: boolean("pay_on_delivery").notNull().default(false),
  sample: boolean("sample").notNull().default(false),
  seedKey: text("seed_key").unique(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  ...timestamps,
});

export const storeProductImages = pgTable("store_product_images", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  productId: bigint("product_id", { mode: "number" })
    .notNull()
    .references(() => storeProducts.id),
  storageKey: text("storage_key").notNull(),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

export const ORDER_STATUSES = [
  "awaiting_payment",
  "placed",
  "confirmed",
  "dispatched",
  "delivered",
  "cancelled",
] as const;

export const storeOrders = pgTable("store_orders", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  productId: bigint("product_id", { mode: "number" })
    .notNull()
    .references(() => storeProducts.id),
  buyerId: bigint("buyer_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  sellerId: bigint("seller_id", { mode: "number" })
    .notNull()
    .references(() => users.id),
  quantity: integer("quantity").notNull(),
  unitPriceKobo: bigint("unit_price_kobo", { mode: "number" }).notNull(),
  totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
  deliveryAddress: text("delivery_address").notNull(),
  phone: text("phone").notNull().default(""),
  paymentMethod: text("payment_method", { enum: ["online", "delivery"] }).notNull(),
  status: text("status", { enum: ORDER_STATUSES }).notNull(),
  paymentReference: text("payment_reference").unique(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  cancelReason: text("cancel_reason"),
  ...timestamps,
});
