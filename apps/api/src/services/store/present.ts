/** How the store shows its rows (ADR 0301): image paths, prices after discount, and the wire shapes of a product and an order. */
import { type MaterialResult, nairaFromKobo, type OrderWire, type ProductWire } from "@ile/contract";
import type { Session } from "../../platform/auth.ts";
import type { OrderRow } from "./orders.repo.ts";
import type { ProductRow } from "./repo.ts";
import type { ProductCardRow } from "./search.repo.ts";

export const imagePath = (key: string, width = 640) => `uploads/${key}-${width}.webp`;
/** Naira as every page writes it (ADR 0002): "₦190,000.00". */
export const fmt = (kobo: number) => nairaFromKobo(kobo);
/** The price after the seller's discount, to the kobo. */
export const unitPriceKobo = (priceKobo: number, discount: number) =>
  Math.round((Number(priceKobo) * (100 - discount)) / 100);

export function productWire(r: ProductRow): ProductWire {
  const images = r.images ?? [];
  return {
    id: Number(r.id),
    // Stored as typed (plain text); `&` goes out as `&amp;` as the SPEC's store sends it (the web turns it back).
    product_name: r.name.replaceAll("&", "&amp;"),
    product_price: Math.round(Number(r.price_kobo) / 100),
    product_location: `${r.city}, ${r.state}`,
    product_address: r.address,
    product_image: images[0] ? imagePath(images[0]) : null,
    product_details: r.details,
    product_discount: r.discount,
    product_quantity: r.quantity,
    phone_number: r.phone,
    seller_id: Number(r.seller_id),
    seller_name: r.seller_name || "Ile seller",
    category: r.category,
    unit: r.unit,
    state: r.state,
    city: r.city,
    images: images.map((k) => imagePath(k, 1280)),
    pay_on_delivery: r.pay_on_delivery,
    sample: r.sample,
  };
}

/** A product card of GET /api/search (ADR 0404). */
export const materialCard = (r: ProductCardRow): MaterialResult => ({
  id: Number(r.id),
  name: r.name,
  category: r.category,
  price: Math.round(Number(r.price_kobo) / 100),
  discount: r.discount,
  unit: r.unit,
  location: `${r.city}, ${r.state}`,
  image: r.image_key ? `/${imagePath(r.image_key)}` : null,
  details: r.details,
  sample: r.sample,
});

/** An order as its buyer, its seller or an admin sees it; only the buyer is sent to the checkout. */
export function orderWire(o: OrderRow, viewer: Session): OrderWire {
  const role =
    viewer.userId === Number(o.buyer_id)
      ? "buyer"
      : viewer.userId === Number(o.seller_id)
        ? "seller"
        : "admin";
  return {
    id: Number(o.id),
    product: { id: Number(o.product_id), name: o.product_name, unit: o.product_unit },
    buyer: { id: Number(o.buyer_id), name: o.buyer_name },
    seller: { id: Number(o.seller_id), name: o.seller_name },
    quantity: o.quantity,
    unit_price: Math.round(Number(o.unit_price_kobo) / 100),
    total: Math.round(Number(o.total_kobo) / 100),
    total_kobo: Number(o.total_kobo),
    delivery_address: o.delivery_address,
    phone: o.phone,
    payment_method: o.payment_method,
    status: o.status,
    paid: o.paid_at !== null,
    payment_reference: o.payment_reference,
    // Only the buyer is sent to the checkout.
    payment_url: role === "buyer" && o.status === "awaiting_payment" ? o.payment_url : null,
    cancel_reason: o.cancel_reason,
    role,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}
