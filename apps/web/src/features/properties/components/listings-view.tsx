/**
 * A page of listings with its filters (issue 4): every filter lives in the URL (shareable; the back button works),
 * the list paginates, cards lazy-load their photos. Pages fix some filters (e.g. /properties/rent) with `preset`.
 */
import { CATEGORY_LABELS, LISTING_SORTS, PROPERTY_CATEGORIES } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { PropertyCard } from "@/components/property-card";
import { FormMessage } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { listingsQuery } from "../api/listings";
import { CompareBar } from "./compare-bar";

const SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  views: "Most viewed",
};

const FILTERS = [
  "listing_type",
  "use",
  "category",
  "state",
  "city",
  "min_price",
  "max_price",
  "bedrooms",
  "bathrooms",
  "furnished",
  "sort",
] as const;

export function ListingsView({
  title,
  lead,
  preset = {},
}: {
  title: string;
  lead?: string;
  preset?: Record<string, string>;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = { limit: "12" };
  for (const [k, v] of params) if (v) query[k] = v;
  Object.assign(query, preset);
  const list = useQuery(listingsQuery(query));
  const page = Number(query.page ?? 1);

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const v = String(form.get(key) ?? "").trim();
      if (v && !(key in preset)) next.set(key, v);
    }
    setParams(next);
  }

  const go = (p: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(p));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const value = (k: string) => params.get(k) ?? "";
  const field = (name: (typeof FILTERS)[number], label: string, input: React.ReactNode) =>
    name in preset ? null : (
      <div key={name}>
        <label htmlFor={`${id}-${name}`} className="label">
          {label}
        </label>
        {input}
      </div>
    );

  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="container-page flex flex-col gap-6 py-6">
        <form
          onSubmit={apply}
          className="card grid gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6"
          aria-label="Filter listings"
          key={params.toString()}
        >
          {field(
            "listing_type",
            "For",
            <select
              id={`${id}-listing_type`}
              name="listing_type"
              className="input"
              defaultValue={value("listing_type")}
            >
              <option value="">Rent or sale</option>
              <option value="rent">Rent</option>
              <option value="sale">Sale</option>
            </select>,
          )}
          {field(
            "use",
            "Use",
            <select id={`${id}-use`} name="use" className="input" defaultValue={value("use")}>
              <option value="">Any</option>
              <option value="residential">Residential</option>
              <option value="commercial">Commercial</option>
            </select>,
          )}
          {field(
            "category",
            "Category",
            <select id={`${id}-category`} name="category" className="input" defaultValue={value("category")}>
              <option value="">Any</option>
              {PROPERTY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>,
          )}
          {field(
            "state",
            "State",
            <input
              id={`${id}-state`}
              name="state"
              className="input"
              defaultValue={value("state")}
              placeholder="e.g. Lagos"
            />,
          )}
          {field(
            "city",
            "Town",
            <input
              id={`${id}-city`}
              name="city"
              className="input"
              defaultValue={value("city")}
              placeholder="e.g. Lekki"
            />,
          )}
          {field(
            "bedrooms",
            "Bedrooms (at least)",
            <input
              id={`${id}-bedrooms`}
              name="bedrooms"
              className="input"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={value("bedrooms")}
            />,
          )}
          {field(
            "min_price",
            "Min price (₦)",
            <input
              id={`${id}-min_price`}
              name="min_price"
              className="input"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={value("min_price")}
            />,
          )}
          {field(
            "max_price",
            "Max price (₦)",
            <input
              id={`${id}-max_price`}
              name="max_price"
              className="input"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={value("max_price")}
            />,
          )}
          {field(
            "bathrooms",
            "Bathrooms (at least)",
            <input
              id={`${id}-bathrooms`}
              name="bathrooms"
              className="input"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={value("bathrooms")}
            />,
          )}
          {field(
            "furnished",
            "Furnished",
            <select
              id={`${id}-furnished`}
              name="furnished"
              className="input"
              defaultValue={value("furnished")}
            >
              <option value="">Any</option>
              <option value="true">Furnished</option>
              <option value="false">Unfurnished</option>
            </select>,
          )}
          {field(
            "sort",
            "Sort by",
            <select id={`${id}-sort`} name="sort" className="input" defaultValue={value("sort") || "newest"}>
              {LISTING_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>,
          )}
          <div className="flex items-end">
            <button type="submit" className="btn-primary w-full">
              Show listings
            </button>
          </div>
        </form>

        <section aria-live="polite" aria-busy={list.isFetching} aria-label="Listings">
          {list.isPending ? (
            <p role="status">Loading listings...</p>
          ) : list.isError ? (
            <FormMessage kind="error">
              {Object.values((list.error as { errors?: Record<string, string[]> }).errors ?? {})[0]?.[0] ??
                (list.error as Error).message}
            </FormMessage>
          ) : list.data.data.length === 0 ? (
            <EmptyState title="No listings match these filters">
              Try a wider price range, another town, or fewer filters.
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-muted" data-testid="result-count">
                {list.data.meta.total.toLocaleString("en-NG")} listing{list.data.meta.total === 1 ? "" : "s"}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.data.data.map((p) => (
                  <li key={p.id}>
                    <PropertyCard property={p} />
                  </li>
                ))}
              </ul>
              <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3">
                <button
                  type="button"
                  className="btn-outline"
                  disabled={page <= 1}
                  onClick={() => go(page - 1)}
                >
                  Previous
                </button>
                <span className="text-sm text-muted">
                  Page {list.data.meta.current_page} of {Math.max(1, list.data.meta.last_page)}
                </span>
                <button
                  type="button"
                  className="btn-outline"
                  disabled={page >= list.data.meta.last_page}
                  onClick={() => go(page + 1)}
                >
                  Next
                </button>
              </nav>
            </>
          )}
        </section>
        <CompareBar />
      </div>
    </>
  );
}
