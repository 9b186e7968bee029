/** /find-services (SPEC §2): trade tiles, filters (trade, state, area, words), provider cards, pages. */
import { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderQuery } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, MapPin, Star } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { errorText } from "@/lib/api-client";
import { useFilterForm } from "@/lib/filter-form";
import { formatRating } from "@/lib/format";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import type { PageQueries } from "@/lib/page-queries";
import { providerListQuery } from "../api/providers";

const paramsOf = (sp: URLSearchParams): ProviderQuery => {
  const out: Record<string, string> = {};
  for (const k of ["category", "state", "city", "query", "page"]) {
    const v = sp.get(k);
    if (v) out[k] = v;
  }
  return out as ProviderQuery;
};

export const queries: PageQueries = ({ url }) => [providerListQuery(paramsOf(url.searchParams))];

export function Component() {
  const [sp] = useSearchParams();
  const params = paramsOf(sp);
  const list = useQuery(providerListQuery(params));
  const { submit, goTo, field, pick } = useFilterForm(["category", "state", "city", "query"]);
  return (
    <>
      <title>Find services — Ile</title>
      <PageHeader
        title="Find services"
        lead="Electricians, plumbers, architects, surveyors and lawyers near you. Verified badges come from identity checks."
      />
      <div className="container-page pb-12">
        <nav aria-label="Trades" className="mb-6 flex flex-wrap gap-2">
          <button
            type="button"
            className={params.category ? "btn-outline" : "btn-primary"}
            aria-pressed={!params.category}
            onClick={() => pick("category", "")}
          >
            All trades
          </button>
          {PROVIDER_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className={params.category === c ? "btn-primary" : "btn-outline"}
              aria-pressed={params.category === c}
              onClick={() => pick("category", c)}
            >
              {PROVIDER_CATEGORY_LABELS[c]}
            </button>
          ))}
        </nav>
        <form
          onSubmit={submit}
          className="card mb-6 grid gap-3 p-4 sm:grid-cols-4"
          aria-label="Filter providers"
        >
          <Field label="State">
            {(p) => (
              <select {...p} {...field("state")} className="input">
                <option value="">Any state</option>
                {NIGERIAN_STATES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Town or area">
            {(p) => <input {...p} {...field("city")} className="input" placeholder="e.g. Lekki" />}
          </Field>
          <Field label="Keywords">
            {(p) => (
              <input {...p} {...field("query")} className="input" placeholder="e.g. inverter, borehole" />
            )}
          </Field>
          <div className="flex items-end">
            <button type="submit" className="btn-primary w-full">
              Search
            </button>
          </div>
        </form>
        <QueryState
          query={list}
          loading="Loading providers…"
          skeleton="cards"
          error={(error) => (
            <p role="alert" className="text-red-700">
              {errorText(error)}
            </p>
          )}
          isEmpty={(data) => data.providers.length === 0}
          empty={
            <EmptyState title="No providers match">
              <p>Try another trade or area.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <p className="mb-3 text-muted">{data.pagination.total} providers</p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.providers.map((p) => (
                  <li key={p.id} className="card overflow-hidden">
                    <Link to={paths.provider(p.id)} className="block h-full p-4 hover:bg-brand-50">
                      <div className="flex gap-3">
                        {p.image ? (
                          <img
                            src={p.image}
                            alt=""
                            className="h-16 w-16 rounded object-cover"
                            loading="lazy"
                          />
                        ) : (
                          <div
                            aria-hidden="true"
                            className="flex h-16 w-16 items-center justify-center rounded bg-brand-50 text-brand-700"
                          >
                            {p.name.slice(0, 1)}
                          </div>
                        )}
                        <div className="min-w-0">
                          <h2 className="font-semibold">
                            {p.name}{" "}
                            {p.verified && (
                              <span className="inline-flex items-center gap-1 text-sm text-brand-700">
                                <BadgeCheck aria-hidden="true" size={16} /> Verified
                              </span>
                            )}
                          </h2>
                          <p className="text-sm">
                            {PROVIDER_CATEGORY_LABELS[p.category as keyof typeof PROVIDER_CATEGORY_LABELS] ??
                              p.category}
                            {" · "}
                            {p.speciality}
                          </p>
                        </div>
                      </div>
                      <p className="mt-2 flex items-center gap-1 text-sm text-muted">
                        <MapPin aria-hidden="true" size={14} /> {p.location}
                        {p.serviceAreas.length > 0 && ` · also ${p.serviceAreas.join(", ")}`}
                      </p>
                      <p className="mt-1 flex items-center gap-1 text-sm">
                        <Star aria-hidden="true" size={14} />
                        {p.ratingCount > 0
                          ? `${formatRating(p.ratings)} (${p.ratingCount})`
                          : "No reviews yet"}
                      </p>
                      {p.pricing && <p className="mt-1 text-sm font-medium">{p.pricing}</p>}
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.current_page}
                lastPage={data.pagination.last_page}
                onPage={goTo}
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
