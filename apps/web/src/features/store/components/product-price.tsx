/** A product's price: the discounted price with the old one struck through, per unit when it has one. */
import type { Product } from "@/lib/clients/store";
import { formatCurrency } from "@/lib/format";

/** The price after the product's discount (naira). */
export const cut = (p: Product) => Math.round((p.price * (100 - p.discount)) / 100);

export function Price({ p }: { p: Product }) {
  return p.discount > 0 ? (
    <p>
      <span className="font-semibold">{formatCurrency(cut(p))}</span>{" "}
      <s className="text-muted">
        <span className="sr-only">was </span>
        {formatCurrency(p.price)}
      </s>{" "}
      <span className="text-sm text-brand-700">−{p.discount}%</span>
      {p.unit && <span className="text-sm text-muted"> per {p.unit}</span>}
    </p>
  ) : (
    <p>
      <span className="font-semibold">{formatCurrency(p.price)}</span>
      {p.unit && <span className="text-sm text-muted"> per {p.unit}</span>}
    </p>
  );
}
