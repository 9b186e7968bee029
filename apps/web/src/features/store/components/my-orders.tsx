/** Dashboard "Orders": my orders as buyer and as seller, their state, and the seller's confirm → dispatch → deliver. */
import type { OrderWire } from "@ile/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { type OrderAction, storeApi } from "@/lib/clients/store";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { myOrdersQuery } from "../api/store";

const LABEL: Record<OrderWire["status"], string> = {
  awaiting_payment: "Awaiting payment",
  placed: "Placed",
  confirmed: "Confirmed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export default function MyOrders() {
  const orders = useQuery(myOrdersQuery());
  const qc = useQueryClient();
  const act = useMutation({
    mutationFn: ({ id, action }: { id: number; action: OrderAction }) => storeApi.act(id, action),
    onSuccess: (r) => {
      toast.success(r.message ?? "Order updated");
      return qc.invalidateQueries({ queryKey: ["store"] });
    },
    onError: (err) => toast.error(errorText(err)),
  });
  const button = (o: OrderWire, action: OrderAction, label: string, primary = true) => (
    <button
      type="button"
      className={primary ? "btn-primary" : "btn-outline"}
      disabled={act.isPending}
      onClick={() => act.mutate({ id: o.id, action })}
    >
      {label}
    </button>
  );
  return (
    <QueryState
      query={orders}
      loading="Loading..."
      error={(error) => <p role="alert">{errorText(error)}</p>}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <p>
          No orders yet. <Link to={paths.buildingMaterials}>Browse building materials</Link>.
        </p>
      }
    >
      {(data) => (
        <section aria-labelledby="orders-title">
          <h2 id="orders-title" className="mb-3 text-lg font-semibold">
            Orders
          </h2>
          <ul className="space-y-3">
            {data.data.map((o) => {
              const seller = o.role !== "buyer";
              return (
                <li key={o.id} className="card space-y-1 p-4" aria-label={`Order ${o.id}`}>
                  <p className="font-semibold">
                    #{o.id} · {o.quantity} × {o.product.name} ·{" "}
                    <span data-testid="order-status">{LABEL[o.status]}</span>
                  </p>
                  <p className="text-sm text-muted">
                    {seller ? `Buyer: ${o.buyer.name}` : `Seller: ${o.seller.name}`} ·{" "}
                    {formatCurrency(o.total)} ·{" "}
                    {o.payment_method === "online"
                      ? o.paid
                        ? "paid online"
                        : "online, not paid"
                      : "pay on delivery"}{" "}
                    · {formatDateTime(o.created_at)}
                  </p>
                  <p className="text-sm">Deliver to: {o.delivery_address}</p>
                  {o.cancel_reason && <p className="text-sm">Reason: {o.cancel_reason}</p>}
                  <div className="flex flex-wrap gap-2">
                    {o.payment_url && (
                      <a className="btn-primary" href={o.payment_url}>
                        Pay now
                      </a>
                    )}
                    {o.role === "buyer" &&
                      o.status === "awaiting_payment" &&
                      button(o, "verify", "Check payment", false)}
                    {seller && o.status === "placed" && button(o, "confirm", "Confirm order")}
                    {seller && o.status === "confirmed" && button(o, "dispatch", "Mark dispatched")}
                    {seller && o.status === "dispatched" && button(o, "deliver", "Mark delivered")}
                    {(o.status === "awaiting_payment" ||
                      o.status === "placed" ||
                      (seller && o.status === "confirmed")) &&
                      button(o, "cancel", "Cancel order", false)}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </QueryState>
  );
}
