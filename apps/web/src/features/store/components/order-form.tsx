/** The order form of a product: quantity, delivery address and phone, pay online or on delivery (logged in). */
import { type OrderInput, orderInputSchema } from "@ile/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Field } from "@/components/ui/field";
import { errorText } from "@/lib/api-client";
import { type Product, storeApi } from "@/lib/clients/store";
import { digitsOnly } from "@/lib/digits-field";
import { bodySchema, setServerErrors, useSchemaForm } from "@/lib/form";
import { formatCurrency } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { herePath, openLogin } from "@/lib/ui-store";
import { cut } from "./product-price";

interface OrderValues {
  quantity: string;
  delivery_address: string;
  phone: string;
  payment_method: OrderInput["payment_method"];
}

/** The POST body but the product (added when sending): the quantity typed as digits, sent as a number. */
const toOrderBody = (v: OrderValues): Omit<OrderInput, "product_id"> => ({
  quantity: Number(v.quantity),
  delivery_address: v.delivery_address,
  phone: v.phone,
  payment_method: v.payment_method,
});
const orderFormSchema = bodySchema(toOrderBody, orderInputSchema.omit({ product_id: true }));

export function OrderForm({ product }: { product: Product }) {
  const user = useSessionUser();
  const qc = useQueryClient();
  const form = useSchemaForm(orderFormSchema, {
    defaultValues: {
      quantity: "1",
      delivery_address: "",
      phone: "",
      payment_method: product.payOnDelivery ? "delivery" : "online",
    },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const order = useMutation({
    mutationFn: (values: OrderValues) => storeApi.order({ product_id: product.id, ...toOrderBody(values) }),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ["store"] });
      if (r.data.payment_url) window.location.assign(r.data.payment_url);
      else toast.success(`${r.message}: order #${r.data.id}`);
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const total = cut(product) * (Number(watch("quantity")) || 0);
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
        <form onSubmit={form.handleSubmit((values) => order.mutate(values))} noValidate className="space-y-3">
          <Field
            label="Quantity"
            hint={product.unit ? `Sold by the ${product.unit}` : undefined}
            error={errors.quantity?.message}
          >
            {(p) => (
              <input {...p} {...digitsOnly(register("quantity"))} className="input" inputMode="numeric" />
            )}
          </Field>
          <Field label="Delivery address" error={errors.delivery_address?.message}>
            {(p) => <textarea {...p} {...register("delivery_address")} className="input" />}
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            {(p) => <input {...p} {...register("phone")} className="input" type="tel" />}
          </Field>
          <fieldset>
            <legend className="label">Payment</legend>
            <label className="flex items-center gap-2">
              <input type="radio" value="online" {...register("payment_method")} />
              Pay online now
            </label>
            {product.payOnDelivery && (
              <label className="flex items-center gap-2">
                <input type="radio" value="delivery" {...register("payment_method")} />
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
