/** The building-materials store (SPEC §7), read into the shape pages use (SPEC §3). */
import type {
  AdminReviewQuery,
  AdminSellerListReply,
  AdminSellerWire,
  OrderInput,
  OrderWire,
  PaginationMeta,
  ProductInput,
  ProductQuery,
  ProductWire,
} from "@ile/contract";
import { messages } from "@ile/contract";
import { env } from "@/config/env";
import type { Query } from "../http";
import { getToken } from "../session-storage";
import { imagesForm, int, joinUrl, type Raw, type SimpleClientOptions, satellite, str } from "./satellite";

/** A building-material product as pages see it (SPEC §3). */
export interface Product {
  id: number;
  name: string;
  price: number;
  location: string;
  address: string;
  image: string | null;
  details: string;
  discount: number;
  quantity: number;
  phone: string;
  sellerId: string;
  verified: true;
  description: string[];
  website: string;
  email: string;
  reviews: never[];
  similarProducts: never[];
  /** Beside the SPEC §3 fields (ADR 0301): category, unit, seller name, photos, pay on delivery, sample data. */
  category: string;
  unit: string;
  state: string;
  city: string;
  sellerName: string;
  images: string[];
  payOnDelivery: boolean;
  sample: boolean;
}

/** Shown where the store has no website or email for a seller — never an invented address. */
export const NOT_PROVIDED = "Not provided";

export function mapProduct(raw: Raw, base: string): Product {
  const details = str(raw.product_details);
  return {
    id: int(raw.id),
    name: str(raw.product_name).replaceAll("&amp;", "&"),
    price: int(raw.product_price),
    location: str(raw.product_location),
    address: str(raw.product_address),
    image: joinUrl(base, raw.product_image),
    details,
    discount: int(raw.product_discount),
    quantity: int(raw.product_quantity),
    phone: str(raw.phone_number),
    sellerId: str(raw.seller_id),
    verified: true,
    description: details
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    website: NOT_PROVIDED,
    email: NOT_PROVIDED,
    reviews: [],
    similarProducts: [],
    category: str(raw.category),
    unit: str(raw.unit),
    state: str(raw.state),
    city: str(raw.city),
    sellerName: str(raw.seller_name),
    images: Array.isArray(raw.images) ? raw.images.map((x) => joinUrl(base, x) ?? "").filter(Boolean) : [],
    payOnDelivery: raw.pay_on_delivery === true,
    sample: raw.sample === true,
  };
}

export type OrderAction = "confirm" | "dispatch" | "deliver" | "cancel" | "verify";

export function createStoreApi(opts: SimpleClientOptions) {
  const authed = <T>(
    path: string,
    o: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown; query?: Query } = {},
  ) => satellite<T>(opts, path, messages.generic.unexpected, { ...o, token: getToken() });
  return {
    orders: (as?: "buyer" | "seller") =>
      authed<{ data: OrderWire[]; pagination: PaginationMeta }>("/orders", { query: { as, per_page: 50 } }),
    order: (body: OrderInput) =>
      authed<{ message: string; data: OrderWire }>("/orders", { method: "POST", body }),
    act: (id: number, action: OrderAction) =>
      authed<{ message: string; data: OrderWire }>(`/orders/${id}/${action}`, { method: "POST", body: {} }),
    /** The seller's products (ADR 0301): create, update (fields left out keep their values), remove, photos. */
    createProduct: (body: ProductInput) =>
      authed<{ message: string; data: ProductWire }>("/products", { method: "POST", body }),
    updateProduct: (id: number, body: Partial<ProductInput>) =>
      authed<{ message: string; data: ProductWire }>(`/products/${id}`, { method: "PUT", body }),
    deleteProduct: (id: number) => authed<{ message: string }>(`/products/${id}`, { method: "DELETE" }),
    addProductImages: (id: number, files: File[]) =>
      authed<{ data: ProductWire }>(`/products/${id}/images`, { method: "POST", body: imagesForm(files) }),
    /** Admin → Providers and sellers (ADR 0302). */
    adminSellers: (query: AdminReviewQuery) =>
      authed<AdminSellerListReply>("/admin/sellers", { query: query as Query }),
    adminDecide: (userId: number, decision: "approve" | "verify", reason = "") =>
      authed<{ message: string; data: AdminSellerWire }>(`/admin/sellers/${userId}/${decision}`, {
        method: "POST",
        body: { reason },
      }),
    async list(query: ProductQuery = {}) {
      const body = await satellite<Raw>(opts, "/building-materials.php", messages.generic.unexpected, {
        query: query as Query,
      });
      const products = Array.isArray(body.products) ? (body.products as Raw[]) : [];
      return {
        status: str(body.status),
        pagination: body.pagination as PaginationMeta | undefined,
        total_results: int(body.total_results),
        products: products.map((p) => mapProduct(p, opts.baseUrl)),
      };
    },
    async get(id: number | string): Promise<Product | null> {
      const body = await satellite<Raw>(opts, "/building-materials.php", messages.generic.unexpected, {
        query: { id },
      });
      const first = Array.isArray(body.products) ? (body.products as Raw[])[0] : undefined;
      return first ? mapProduct(first, opts.baseUrl) : null;
    },
  };
}

/** The app's client (its own module, so a page that never calls it does not load it). */
export const storeApi = createStoreApi({ baseUrl: env.storeBase });
