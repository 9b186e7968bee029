/**
 * /building-materials (SPEC §2): the grid with search, category and location filters (discount shown as a price
 * cut); `?id=` shows one product: description paragraphs, seller contact and the order form.
 */
import { MATERIAL_CATEGORIES, MATERIAL_CATEGORY_LABELS, type ProductQuery } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { useFilterForm } from "@/lib/filter-form";
import type { PageQueries } from "@/lib/page-queries";
import { productListQuery, productQuery } from "../api/store";
import { OrderForm } from "../components/order-form";
import { Price } from "../components/product-price";

const paramsOf = (sp: URLSearchParams): ProductQuery => {
  const out: Record<string, string> = {};
  for (const k of ["category", "location", "query", "page"]) {
    const v = sp.get(k);
    if (v) out[k] = v;
  }
  return out as ProductQuery;
};
const idOf = (sp: URLSearchParams) => {
  const id = sp.get("id") ?? "";
  return /^\d{1,9}$/.test(id) ? id : null;
};
export const queries: PageQueries = ({ url }) => {
  const id = idOf(url.searchParams);
  return id ? [productQuery(id)] : [productListQuery(paramsOf(url.searchParams))];
};

export function Component() {
  const [sp] = useSearchParams();
  const id = idOf(sp);
  return id ? <ProductPage id={id} /> : <Grid />;
}

function Grid() {
  const [sp] = useSearchParams();
  const params = paramsOf(sp);
  const list = useQuery(productListQuery(params));
  const { submit, goTo, field, pick } = useFilterForm(["category", "query", "location"]);
  return (
    <>
      <title>Building materials — Ile</title>
      <PageHeader title="Building materials" lead="Cement, roofing, tiles and more from sellers near you." />
      <div className="container-page pb-12">
        <form
          onSubmit={submit}
          className="card mb-4 grid gap-3 p-4 sm:grid-cols-4"
          aria-label="Search materials"
        >
          <Field label="Search" className="sm:col-span-2">
            {(p) => (
              <input {...p} {...field("query")} className="input" placeholder="e.g. cement, roofing sheet" />
            )}
          </Field>
          <Field label="Location">
            {(p) => (
              <input
                {...p}
                {...field("location")}
                className="input"
                placeholder="e.g. Lagos, Port Harcourt"
              />
            )}
          </Field>
          <div className="flex items-end">
            <button type="submit" className="btn-primary w-full">
              Search
            </button>
          </div>
        </form>
        <Field label="Category" className="mb-6">
          {(p) => (
            <select
              {...p}
              className="input max-w-xs"
              value={params.category ?? ""}
              onChange={(e) => pick("category", e.target.value)}
            >
              <option value="">All categories</option>
              {MATERIAL_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {MATERIAL_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <QueryState
          query={list}
          loading="Loading products…"
          error={(error) => (
            <p role="alert" className="text-red-700">
              {errorText(error)}
            </p>
          )}
          isEmpty={(data) => data.products.length === 0}
          empty={
            <EmptyState title="No products match">
              <p>Try another search or location.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <p className="mb-3 text-muted">{data.total_results} products</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.products.map((p) => (
                  <li key={p.id} className="card overflow-hidden">
                    <Link
                      to={`${paths.buildingMaterials}?id=${p.id}`}
                      className="block h-full p-4 hover:bg-brand-50"
                    >
                      {p.image && (
                        <img
                          src={p.image}
                          alt=""
                          className="mb-2 h-40 w-full rounded object-cover"
                          loading="lazy"
                        />
                      )}
                      <h2 className="font-semibold">{p.name}</h2>
                      <Price p={p} />
                      <p className="text-sm text-muted">
                        {p.location} · {p.quantity > 0 ? `${p.quantity} in stock` : "Out of stock"}
                      </p>
                      {p.sample && <p className="text-xs text-muted">Sample price (demo data)</p>}
                    </Link>
                  </li>
                ))}
              </ul>
              {data.pagination && (
                <Pagination
                  page={data.pagination.current_page}
                  lastPage={data.pagination.last_page}
                  onPage={goTo}
                />
              )}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

function ProductPage({ id }: { id: string }) {
  const product = useQuery(productQuery(id));
  if (product.isPending) return <p className="container-page py-8">Loading...</p>;
  if (product.isError || !product.data)
    return (
      <>
        <title>Product not available — Ile</title>
        <PageHeader title="Building materials" />
        <EmptyState title="This product is not available">
          <p role="alert">{product.isError ? errorText(product.error) : "It may have been removed."}</p>
          <Link to={paths.buildingMaterials} className="btn-primary mt-4">
            All materials
          </Link>
        </EmptyState>
      </>
    );
  const p = product.data;
  return (
    <>
      <title>{`${p.name} — Building materials — Ile`}</title>
      <PageHeader title={p.name} lead={p.location} />
      <div className="container-page grid gap-6 pb-12 lg:grid-cols-3">
        <section className="space-y-4 lg:col-span-2" aria-label="Product">
          {p.images.length > 0 && (
            <ul className="grid grid-cols-2 gap-2">
              {p.images.map((src) => (
                <li key={src}>
                  <img src={src} alt={p.name} className="rounded" />
                </li>
              ))}
            </ul>
          )}
          <div className="card space-y-2 p-4">
            <Price p={p} />
            <p data-testid="stock">{p.quantity > 0 ? `${p.quantity} in stock` : "Out of stock"}</p>
            {p.description.map((para) => (
              <p key={para}>{para}</p>
            ))}
            {p.sample && <p className="text-sm text-muted">Sample price (demo data), not a quote.</p>}
          </div>
          <div className="card space-y-1 p-4">
            <h2 className="font-semibold">Seller</h2>
            <p>{p.sellerName}</p>
            <p>{p.address}</p>
            {p.phone ? (
              <p>
                <a href={`tel:${p.phone}`}>{p.phone}</a>
              </p>
            ) : (
              <p className="text-sm text-muted">No phone number listed.</p>
            )}
          </div>
        </section>
        <OrderForm product={p} />
      </div>
    </>
  );
}
