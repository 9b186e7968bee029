/**
 * The building-materials store's schemas (issue 20, ADR 0301; `/svc/store`): the SPEC §3 list (`products[]` with
 * `product_name` …), a seller's products, and orders paid online or on delivery. Product prices are integer naira.
 */
import { z } from "zod";
import {
  HOME_SERVICES_LIMITS,
  MATERIAL_CATEGORIES,
  ORDER_PAYMENT_METHODS,
  ORDER_STATES,
} from "./home-services.ts";
import { line, naira, pageQuery, phone } from "./home-services-fields.ts";
import { paginationSchema } from "./page.ts";
import { intString, updateSchemaOf } from "./schemas.ts";

/** GET /svc/store/building-materials.php */
export const productQuerySchema = z.object({
  id: intString("id", 1).optional(),
  category: z
    .enum(MATERIAL_CATEGORIES, { error: `category must be one of ${MATERIAL_CATEGORIES.join(", ")}` })
    .optional(),
  location: z.string().trim().max(80).optional().describe("State or town, e.g. Lagos or Ikeja"),
  query: z.string().trim().max(100).optional(),
  seller_id: intString("seller_id", 1).optional(),
  ...pageQuery,
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** A product as the store sends it: the SPEC §3 server fields, plus category, unit, photos and the seller's name. */
export const productWireSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_price: z.number().int(),
  product_location: z.string(),
  product_address: z.string(),
  product_image: z.string().nullable(),
  product_details: z.string(),
  product_discount: z.number().int(),
  product_quantity: z.number().int(),
  phone_number: z.string(),
  seller_id: z.number().int(),
  seller_name: z.string(),
  category: z.string(),
  unit: z.string(),
  state: z.string(),
  city: z.string(),
  images: z.array(z.string()),
  pay_on_delivery: z.boolean(),
  sample: z.boolean(),
});
export type ProductWire = z.infer<typeof productWireSchema>;

export const productListReplySchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  total_results: z.number().int(),
  products: z.array(productWireSchema),
  pagination: paginationSchema,
});

export const productInputSchema = z.object({
  name: line("product name", 160),
  category: z.enum(MATERIAL_CATEGORIES, { error: "Choose a category" }),
  price: naira("The price", 1),
  discount: z
    .number({ error: "The discount is a whole percentage" })
    .int({ error: "The discount is a whole percentage" })
    .min(0, { error: "The discount cannot be negative" })
    .max(90, { error: "The discount is at most 90%" })
    .default(0),
  quantity: z
    .number({ error: "The quantity must be a whole number" })
    .int({ error: "The quantity must be a whole number" })
    .min(0, { error: "The quantity cannot be negative" })
    .max(10_000_000, { error: "The quantity is too large" }),
  unit: z.string().trim().min(1).max(40).default("unit"),
  state: line("state", 60),
  city: line("town or area", 80),
  address: z.string().trim().max(300).default(""),
  details: z.string().trim().max(5000, { error: "The details must be at most 5000 characters" }).default(""),
  phone: phone,
  pay_on_delivery: z.boolean().default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productUpdateSchema = updateSchemaOf(productInputSchema);
export const productReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: productWireSchema,
});

export const orderInputSchema = z.object({
  product_id: z.number({ error: "Choose a product" }).int().min(1),
  quantity: z
    .number({ error: "The quantity must be a whole number" })
    .int({ error: "The quantity must be a whole number" })
    .min(1, { error: "Order at least 1" })
    .max(HOME_SERVICES_LIMITS.maxQuantity, { error: "The quantity is too large" }),
  delivery_address: line("delivery address", 300),
  phone: phone,
  payment_method: z.enum(ORDER_PAYMENT_METHODS, { error: "Choose online payment or pay on delivery" }),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderWireSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), unit: z.string() }),
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  total_kobo: z.number().int(),
  delivery_address: z.string(),
  phone: z.string(),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  status: z.enum(ORDER_STATES),
  paid: z.boolean(),
  payment_reference: z.string().nullable(),
  payment_url: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  role: z.enum(["buyer", "seller", "admin"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderWire = z.infer<typeof orderWireSchema>;
export const orderReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: orderWireSchema,
});
export const orderListReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(orderWireSchema),
  pagination: paginationSchema,
});
export const orderListQuerySchema = z.object({
  as: z.enum(["buyer", "seller"], { error: "as must be buyer or seller" }).optional(),
  ...pageQuery,
});
