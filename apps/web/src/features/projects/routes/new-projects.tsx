/**
 * /new-project (issue 4, ADR 0250): developer projects with filters kept in the URL (shareable, back button
 * works): words, state, city, build status, price band and sort; paginated.
 */
import { PROJECT_SORTS, PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { Field } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { useFilterForm } from "@/lib/filter-form";
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
const FILTERS = ["q", "state", "city", "status", "sort", "min_price_kobo", "max_price_kobo"] as const;
const KEYS = [...FILTERS, "page"] as const;

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

  const toPage = (p: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(p));
    setSearch(next);
    window.scrollTo({ top: 0 });
  };

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
        <ProjectFilters
          key={search.toString()}
          onClear={Object.keys(params).length ? () => setSearch(new URLSearchParams()) : undefined}
        />
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

/** Kobo in the URL, whole naira in the field ("" stays empty). */
const nairaOf = (kobo: string) => (kobo ? String(Number(kobo) / 100) : "");
const koboOf = (naira: string) => {
  const digits = naira.replace(/[^\d]/g, "");
  return digits ? String(Number(digits) * 100) : "";
};

/** The filter form: a draft of the URL's filters (remounted when the URL changes: back button, Clear). */
function ProjectFilters({ onClear }: { onClear: (() => void) | undefined }) {
  const { submit, field, draft, setDraft } = useFilterForm(FILTERS);
  const price = (key: "min_price_kobo" | "max_price_kobo") => ({
    value: nairaOf(draft[key]),
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: koboOf(e.target.value) })),
  });
  return (
    <form
      onSubmit={submit}
      className="card mb-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter projects"
    >
      <Field label="Search">
        {(p) => <input {...p} {...field("q")} className="input" placeholder="Name or feature" />}
      </Field>
      <Field label="State">
        {(p) => <input {...p} {...field("state")} className="input" placeholder="e.g. Lagos" />}
      </Field>
      <Field label="Town or area">
        {(p) => <input {...p} {...field("city")} className="input" placeholder="e.g. Lekki" />}
      </Field>
      <Field label="Status">
        {(p) => (
          <select {...p} {...field("status")} className="input">
            <option value="">Any status</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PROJECT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Minimum price (₦)">
        {(p) => <input {...p} {...price("min_price_kobo")} inputMode="numeric" className="input" />}
      </Field>
      <Field label="Maximum price (₦)">
        {(p) => <input {...p} {...price("max_price_kobo")} inputMode="numeric" className="input" />}
      </Field>
      <Field label="Sort by">
        {(p) => (
          <select {...p} {...field("sort")} value={draft.sort || "newest"} className="input">
            {PROJECT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary flex-1">
          Show projects
        </button>
        {onClear ? (
          <button type="button" className="btn-ghost" onClick={onClear}>
            Clear
          </button>
        ) : null}
      </div>
    </form>
  );
}
