/**
 * The seller's product form (dashboard "My products", ADR 0301): what people type, the body POST/PUT
 * /svc/store/products gets (price in whole naira, discount in percent, quantity a whole number), and the check of
 * that body with the contract's schema.
 */
import { type ProductInput, productInputSchema } from "@ile/contract";
import type { Product } from "@/lib/clients/store";
import { bodySchema } from "@/lib/form";
import { parseNaira } from "@/lib/money";

export interface ProductFormValues {
  name: string;
  category: string;
  /** Naira as typed ("9,500"). */
  price: string;
  discount: string;
  quantity: string;
  unit: string;
  state: string;
  city: string;
  address: string;
  /** Line breaks kept: the product page shows each line as a paragraph. */
  details: string;
  phone: string;
  pay_on_delivery: boolean;
}

export const emptyProduct: ProductFormValues = {
  name: "",
  category: "cement",
  price: "",
  discount: "0",
  quantity: "",
  unit: "bag",
  state: "Lagos",
  city: "",
  address: "",
  details: "",
  phone: "",
  pay_on_delivery: false,
};

/** The form's values for a product being edited. */
export const productValues = (p: Product): ProductFormValues => ({
  name: p.name,
  category: p.category,
  price: String(p.price),
  discount: String(p.discount),
  quantity: String(p.quantity),
  unit: p.unit,
  state: p.state,
  city: p.city,
  address: p.address,
  details: p.details,
  phone: p.phone,
  pay_on_delivery: p.payOnDelivery,
});

const whole = (v: string) => {
  const s = v.trim().replace(/,/g, "");
  return s === "" ? Number.NaN : Number(s);
};

export function toProductBody(v: ProductFormValues): ProductInput {
  return {
    name: v.name.trim(),
    category: v.category as ProductInput["category"],
    price: parseNaira(v.price) ?? Number.NaN,
    discount: v.discount.trim() === "" ? 0 : whole(v.discount),
    quantity: whole(v.quantity),
    unit: v.unit.trim() || "unit",
    state: v.state.trim(),
    city: v.city.trim(),
    address: v.address.trim(),
    details: v.details.replace(/\r\n/g, "\n").trim(),
    phone: v.phone.trim(),
    pay_on_delivery: v.pay_on_delivery,
  };
}

export const productFormSchema = bodySchema(toProductBody, productInputSchema);
