/**
 * Dashboard "My products" (issue 20, ADR 0301): a seller (a KYC-verified user) adds products, edits them (price
 * in whole naira, discount, stock, place, details with their line breaks), adds photos through the listing image
 * pipeline, and removes them. The seller's orders are in the "Orders" section.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PhotoUpload } from "@/components/photo-upload";
import { QueryState } from "@/components/query-state";
import { ModalCard } from "@/components/ui/modal";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { type Product, storeApi } from "@/lib/clients/store";
import { formatCurrency } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { myProductsQuery } from "../api/store";
import { productValues } from "../lib/product-form";
import { ProductForm } from "./product-form";

export default function MyProducts() {
  const user = useSessionUser();
  const sellerId = Number(user?.id ?? 0);
  const products = useQuery({ ...myProductsQuery(sellerId), enabled: sellerId > 0 });
  const qc = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: ["store"] });
  return (
    <div className="space-y-6">
      <section aria-labelledby="products-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="products-title" className="text-lg font-semibold">
            My products
          </h2>
          {!adding && (
            <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
              Add a product
            </button>
          )}
        </div>
        <p className="text-sm text-muted">
          Sell building materials on Ile once your identity is verified (
          <Link to={paths.dashboard + "/verification"}>Verification</Link>). Your orders are under{" "}
          <Link to={paths.dashboard + "/orders"}>Orders</Link>.
        </p>
        {adding && (
          <div className="card p-4">
            <h3 className="mb-3 font-semibold">New product</h3>
            <ProductForm
              submitLabel="Save product"
              onCancel={() => setAdding(false)}
              onSubmit={async (body) => {
                const r = await storeApi.createProduct(body);
                toast.success(r.message);
                setAdding(false);
                await refresh();
              }}
            />
          </div>
        )}
        <QueryState
          query={products}
          loading="Loading..."
          error={(error) => <p role="alert">{errorText(error)}</p>}
          isEmpty={(data) => data.products.length === 0}
          empty={<p>No products yet.</p>}
        >
          {(data) => (
            <ul className="space-y-3">
              {data.products.map((p) => (
                <ProductCard key={p.id} product={p} onChanged={refresh} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function ProductCard({ product: p, onChanged }: { product: Product; onChanged: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => storeApi.deleteProduct(p.id),
    onSuccess: async (r) => {
      toast.success(r.message);
      setConfirming(false);
      await onChanged();
    },
    onError: (err) => toast.error(errorText(err)),
  });
  return (
    <li className="card space-y-3 p-4" aria-label={`Product ${p.name}`}>
      <div className="flex flex-wrap gap-4">
        {p.image ? (
          <img src={p.image} alt="" className="h-20 w-20 rounded object-cover" loading="lazy" />
        ) : null}
        <div className="flex-1">
          <Link to={`${paths.buildingMaterials}?id=${p.id}`} className="font-semibold text-brand-700">
            {p.name}
          </Link>
          <p className="text-sm">
            {formatCurrency(p.price)}
            {p.discount > 0 ? ` · ${p.discount}% off` : ""} · <span data-testid="stock">{p.quantity}</span> in
            stock ({p.unit}) · {p.location}
          </p>
          <p className="text-sm text-muted">
            {p.images.length} photos{p.payOnDelivery ? " · pay on delivery" : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <button type="button" className="btn-outline" onClick={() => setEditing((e) => !e)}>
            {editing ? "Close" : "Edit"}
          </button>
          <Dialog.Root open={confirming} onOpenChange={setConfirming}>
            <Dialog.Trigger asChild>
              <button type="button" className="btn-ghost" aria-label={`Remove ${p.name}`}>
                Remove
              </button>
            </Dialog.Trigger>
            <ModalCard
              title={`Remove ${p.name}?`}
              description="Buyers no longer see it; orders already placed stay in your Orders."
            >
              <div className="flex justify-end gap-2">
                <Dialog.Close asChild>
                  <button type="button" className="btn-outline">
                    Keep it
                  </button>
                </Dialog.Close>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  Remove product
                </button>
              </div>
            </ModalCard>
          </Dialog.Root>
        </div>
      </div>
      <PhotoUpload
        label={`Add photos of ${p.name}`}
        existing={p.images.length}
        onUpload={async (files) => {
          await storeApi.addProductImages(p.id, files);
          await onChanged();
        }}
      />
      {editing && (
        <ProductForm
          initial={productValues(p)}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const r = await storeApi.updateProduct(p.id, body);
            toast.success(r.message);
            setEditing(false);
            await onChanged();
          }}
        />
      )}
    </li>
  );
}
