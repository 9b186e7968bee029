/**
 * A people directory (SPEC §2 /profiles, /meet-users, /meet-the-landlords, /landlords, /meet-tenants, /tenant,
 * /agent): filter by role, state, city and verified only; filters live in the URL, and the form is
 * `useFilterForm`'s draft of them (it follows the URL when it changes from outside: back, Clear filters).
 */
import { Users } from "lucide-react";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { ApiError } from "@/lib/api-client";
import { useFilterForm } from "@/lib/filter-form";
import { NIGERIAN_STATES as STATES } from "@/lib/nigeria";
import { pagedTitle } from "@/lib/title";
import { type DirectoryParams, directoryQueryOptions, useDirectory } from "../api/directory";
import { DIRECTORY_ROLES } from "../lib/options";
import { PersonCard } from "./person-card";

const FILTERS = ["role", "state", "city", "verified", "query", "sort"] as const;
type Field = (typeof FILTERS)[number] | "page";
const PAGE_SIZE = 12;

/** The URL's filters and page that are set (trimmed). */
function read(params: URLSearchParams): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const f of [...FILTERS, "page"] as const) {
    const v = params.get(f)?.trim();
    if (v) out[f] = v;
  }
  return out;
}

/** The page of people the URL asks for (of one role on the role directories). */
const directoryParams = (state: Partial<Record<Field, string>>, role?: string): DirectoryParams => ({
  ...state,
  limit: String(PAGE_SIZE),
  ...(role ? { role } : {}),
});

/** The directory's first-paint query for a URL (the page module's `queries`). */
export const directoryQuery = (search: URLSearchParams, role?: string) =>
  directoryQueryOptions(directoryParams(read(search), role));

export function Directory({
  title,
  lead,
  personRole: role,
  intro,
}: {
  title: string;
  lead: string;
  personRole?: string;
  /** Shown between the header and the directory (the audience pages' landing part, issue 24). */
  intro?: React.ReactNode;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params]);
  const { draft, setDraft, submit, goTo, field } = useFilterForm(FILTERS);

  const directory = useDirectory(directoryParams(state, role));
  const page = directory.data?.pagination;
  const input = (f: Field) => `${id}-${f}`;

  return (
    <>
      <PageMeta title={pagedTitle(title, state.page)} description={lead} />
      <PageHeader title={title} lead={lead} />
      {intro}
      <div className="container-page space-y-6 py-6">
        <form
          onSubmit={submit}
          className="card grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6"
          aria-label="Filter people"
        >
          <div className="lg:col-span-2">
            <label className="label" htmlFor={input("query")}>
              Name or occupation
            </label>
            <input
              id={input("query")}
              type="search"
              className="input"
              {...field("query")}
              placeholder="e.g. Chidi, surveyor"
              maxLength={100}
            />
          </div>
          {role ? null : (
            <div>
              <label className="label" htmlFor={input("role")}>
                Role
              </label>
              <select id={input("role")} className="input" {...field("role")}>
                {DIRECTORY_ROLES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label className="label" htmlFor={input("state")}>
              State
            </label>
            <select id={input("state")} className="input" {...field("state")}>
              <option value="">Any state</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={input("city")}>
              City or area
            </label>
            <input
              id={input("city")}
              className="input"
              {...field("city")}
              placeholder="e.g. Ikeja"
              maxLength={100}
            />
          </div>
          <div>
            <label className="label" htmlFor={input("sort")}>
              Sort by
            </label>
            <select id={input("sort")} className="input" {...field("sort")}>
              <option value="">Newest</option>
              <option value="rating">Best rated</option>
              <option value="name">Name</option>
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold lg:self-end">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={draft.verified === "true"}
              onChange={(e) => setDraft((d) => ({ ...d, verified: e.target.checked ? "true" : "" }))}
            />
            Verified only
          </label>
          <div className="flex items-end sm:col-span-2 lg:col-span-1">
            <button type="submit" className="btn-primary w-full">
              Show people
            </button>
          </div>
        </form>

        <QueryState
          query={directory}
          loading="Loading people…"
          skeleton={
            <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <div key={i} className="card h-64 animate-pulse" />
              ))}
            </div>
          }
          error={(error) => (
            <p role="alert" className="card p-6 font-semibold text-negative">
              {error instanceof ApiError ? error.message : "Could not load people"}
            </p>
          )}
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState title="No one matches these filters" icon={<Users className="size-10" />}>
              <p>Try another state or city, or clear the filters.</p>
              <button
                type="button"
                className="btn-outline mt-3"
                onClick={() => setParams(new URLSearchParams())}
              >
                Clear filters
              </button>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {page?.total} {page?.total === 1 ? "person" : "people"}
              </p>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {data.data.map((person) => (
                  <li key={person.id}>
                    <PersonCard person={person} />
                  </li>
                ))}
              </ul>
              {page ? (
                <Pagination page={page.current_page} lastPage={page.last_page} onPage={goTo} className="" />
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
