/** The order form of a product: quantity, delivery address and phone, pay online or on delivery (logged in). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { errorText, type Product, storeApi } from "@/lib/api-client";
import { formatCurrency } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { herePath, openLogin } from "@/lib/ui-store";
import { cut } from "./product-price";

export function OrderForm({ product }: { product: Product }) {
  const user = useSessionUser();
  const qc = useQueryClient();
  const [form, setForm] = useState({
    quantity: "1",
    delivery_address: "",
    phone: "",
    payment_method: product.payOnDelivery ? "delivery" : "online",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const order = useMutation({
    mutationFn: () =>
      storeApi.order({
        product_id: product.id,
        quantity: Number(form.quantity),
        delivery_address: form.delivery_address,
        phone: form.phone,
        payment_method: form.payment_method as "online" | "delivery",
      }),
    onSuccess: async (r) => {
      setErrors({});
      await qc.invalidateQueries({ queryKey: ["store"] });
      if (r.data.payment_url) window.location.assign(r.data.payment_url);
      else toast.success(`${r.message}: order #${r.data.id}`);
    },
    onError: (err) => {
      setErrors((err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});
      toast.error(errorText(err));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    order.mutate();
  };
  const total = cut(product) * (Number(form.quantity) || 0);
  return (
    <aside className="card h-fit space-y-3 p-4" aria-labelledby="order-title">
      <h2 id="order-title" className="font-semibold">
        Order
      </h2>
      {!user ? (
        <button type="button" className="btn-primary w-full" onClick={() => openLogin(herePath())}>
          Log in to order
        </button>
      ) : (
        <form onSubmit={submit} className="space-y-3">
          <div>
            <label className="label" htmlFor="order-quantity">
              Quantity
            </label>
            {product.unit ? (
              <p id="order-unit" className="text-sm text-muted">
                Sold by the {product.unit}
              </p>
            ) : null}
            <input
              id="order-quantity"
              aria-describedby={product.unit ? "order-unit" : undefined}
              className="input"
              inputMode="numeric"
              value={form.quantity}
              onChange={(e) => setForm({ ...form, quantity: e.target.value.replace(/[^\d]/g, "") })}
            />
            {errors.quantity && (
              <p role="alert" className="text-sm text-red-700">
                {errors.quantity}
              </p>
            )}
          </div>
          <div>
            <label className="label" htmlFor="order-address">
              Delivery address
            </label>
            <textarea
              id="order-address"
              className="input"
              value={form.delivery_address}
              onChange={(e) => setForm({ ...form, delivery_address: e.target.value })}
            />
            {errors.delivery_address && (
              <p role="alert" className="text-sm text-red-700">
                {errors.delivery_address}
              </p>
            )}
          </div>
          <div>
            <label className="label" htmlFor="order-phone">
              Phone
            </label>
            <input
              id="order-phone"
              className="input"
              type="tel"
              value={form.phone}
              onChange={(e) => setForm({ ...form, phone: e.target.value })}
            />
            {errors.phone && (
              <p role="alert" className="text-sm text-red-700">
                {errors.phone}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="label">Payment</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="payment_method"
                checked={form.payment_method === "online"}
                onChange={() => setForm({ ...form, payment_method: "online" })}
              />
              Pay online now
            </label>
            {product.payOnDelivery && (
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="payment_method"
                  checked={form.payment_method === "delivery"}
                  onChange={() => setForm({ ...form, payment_method: "delivery" })}
                />
                Pay on delivery
              </label>
            )}
          </fieldset>
          <p>Total: {formatCurrency(total)}</p>
          <button
            type="submit"
            className="btn-primary w-full"
            disabled={order.isPending || product.quantity === 0}
          >
            {order.isPending ? "Placing order…" : "Place order"}
          </button>
          <p className="text-sm text-muted">
            Follow your order in your <Link to="/dashboard/orders">dashboard</Link>.
          </p>
        </form>
      )}
    </aside>
  );
}
