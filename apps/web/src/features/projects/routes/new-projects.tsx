/**
 * /new-project (issue 4, ADR 0250): developer projects with filters kept in the URL (shareable, back button
 * works): words, state, city, build status, price band and sort; paginated.
 */
import { PROJECT_SORTS, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { formatCount } from "@/lib/format";
import type { PageQueries } from "@/lib/page-queries";
import { projectsQuery } from "../api/projects";
import { ProjectCard } from "../components/project-card";

const SORT_LABELS: Record<(typeof PROJECT_SORTS)[number], string> = {
  newest: "Newest",
  price_asc: "Lowest price",
  price_desc: "Highest price",
  completion: "Completing soonest",
};
const KEYS = ["q", "state", "city", "status", "sort", "min_price_kobo", "max_price_kobo", "page"] as const;

/** The API's filters from the page's URL. */
function listParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of KEYS) {
    const v = search.get(k);
    if (v) out[k] = v;
  }
  return out;
}

export const queries: PageQueries = ({ url }) => [projectsQuery(listParams(url.searchParams))];

export function Component() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listParams(search), [search]);
  const list = useQuery(projectsQuery(params));
  const page = Number(params.page ?? 1);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const k of ["q", "state", "city", "status", "sort"]) {
      const v = String(form.get(k) ?? "").trim();
      if (v) next.set(k, v);
    }
    const naira = (k: string) => String(form.get(k) ?? "").replace(/[^\d]/g, "");
    if (naira("min_naira")) next.set("min_price_kobo", String(Number(naira("min_naira")) * 100));
    if (naira("max_naira")) next.set("max_price_kobo", String(Number(naira("max_naira")) * 100));
    setSearch(next);
  }
  const toPage = (p: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(p));
    setSearch(next);
    window.scrollTo({ top: 0 });
  };
  const nairaOf = (k: string) => (params[k] ? String(Number(params[k]) / 100) : "");

  return (
    <>
      <PageMeta
        title="New projects — Ile"
        description="Off-plan and new developments across Nigeria, with unit prices and payment plans."
      />
      <PageHeader
        title="New projects"
        lead="Off-plan and new developments: unit types with prices, payment plans and completion dates."
      />
      <section className="container-page py-6" aria-label="Projects">
        <form
          key={search.toString()}
          onSubmit={apply}
          className="card mb-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Filter projects"
        >
          <div>
            <label className="label" htmlFor="p-q">
              Search
            </label>
            <input
              id="p-q"
              name="q"
              className="input"
              defaultValue={params.q ?? ""}
              placeholder="Name or feature"
            />
          </div>
          <div>
            <label className="label" htmlFor="p-state">
              State
            </label>
            <input
              id="p-state"
              name="state"
              className="input"
              defaultValue={params.state ?? ""}
              placeholder="e.g. Lagos"
            />
          </div>
          <div>
            <label className="label" htmlFor="p-city">
              Town or area
            </label>
            <input
              id="p-city"
              name="city"
              className="input"
              defaultValue={params.city ?? ""}
              placeholder="e.g. Lekki"
            />
          </div>
          <div>
            <label className="label" htmlFor="p-status">
              Status
            </label>
            <select id="p-status" name="status" className="input" defaultValue={params.status ?? ""}>
              <option value="">Any status</option>
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PROJECT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor="p-min">
              Minimum price (₦)
            </label>
            <input
              id="p-min"
              name="min_naira"
              inputMode="numeric"
              className="input"
              defaultValue={nairaOf("min_price_kobo")}
            />
          </div>
          <div>
            <label className="label" htmlFor="p-max">
              Maximum price (₦)
            </label>
            <input
              id="p-max"
              name="max_naira"
              inputMode="numeric"
              className="input"
              defaultValue={nairaOf("max_price_kobo")}
            />
          </div>
          <div>
            <label className="label" htmlFor="p-sort">
              Sort by
            </label>
            <select id="p-sort" name="sort" className="input" defaultValue={params.sort ?? "newest"}>
              {PROJECT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end gap-2">
            <button type="submit" className="btn-primary flex-1">
              Show projects
            </button>
            {Object.keys(params).length ? (
              <button type="button" className="btn-ghost" onClick={() => setSearch(new URLSearchParams())}>
                Clear
              </button>
            ) : null}
          </div>
        </form>

        <QueryState
          query={list}
          loading="Loading projects..."
          skeleton="cards"
          error={(error) => (
            <p role="alert" className="text-negative">
              {error.message}
            </p>
          )}
          empty={
            <EmptyState title="No projects match these filters">
              <p>Try another state, status or price band.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-muted" aria-live="polite">
                {formatCount(data.meta.total, "project")}
              </p>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.data.map((p) => (
                  <ProjectCard key={p.id} project={p} />
                ))}
              </div>
              <Pagination page={page} lastPage={data.meta.last_page} onPage={toPage} />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
