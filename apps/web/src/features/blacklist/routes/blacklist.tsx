import { trustMessages } from "@ile/contract";
import { lazy, Suspense, useState } from "react";
import { EntryCard } from "@/components/blacklist-entry-card";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { errorText } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session";
import { type BlacklistSearch, useBlacklistSearch } from "../api/blacklist";

// The report form (the form kit: zod, react-hook-form) loads only for a landlord or agent, so the public page
// stays zod-free (ADR 0022).
const BlacklistReportForm = lazy(() =>
  import("../components/blacklist-report-form").then((m) => ({ default: m.BlacklistReportForm })),
);

/**
 * /blacklist: verified landlords and agents search by phone or name and report tenants (ADR 0901).
 * The search form is not on the form kit (issue 39): a search box, not data entry (a tenant's phone is kept out
 * of the URL, so it is not a `useFilterForm` list either).
 */
export function Component() {
  const user = useSessionUser();
  const [query, setQuery] = useState<BlacklistSearch>({});
  const results = useBlacklistSearch(query);
  const canUse = user && (user.role === "landlord" || user.role === "agent");
  return (
    <>
      <title>Tenant blacklist — Ile</title>
      <PageHeader
        title="Tenant blacklist"
        lead="Reported tenancy debts and disputes, reviewed by our team, with the tenant's right of reply."
      />
      {!canUse ? (
        <EmptyState title="For verified landlords and agents">
          <p>{trustMessages.verifiedOnly}</p>
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <form
            className="card grid gap-3 p-4 sm:grid-cols-3"
            aria-label="Search the blacklist"
            onSubmit={(e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              setQuery({
                name: String(f.get("name") || "") || undefined,
                phone: String(f.get("phone") || "") || undefined,
              });
            }}
          >
            <div>
              <label className="label" htmlFor="bl-search-phone">
                Phone number
              </label>
              <input className="input" id="bl-search-phone" name="phone" type="tel" />
            </div>
            <div>
              <label className="label" htmlFor="bl-search-name">
                Name
              </label>
              <input className="input" id="bl-search-name" name="name" />
            </div>
            <button className="btn-primary self-end" type="submit">
              Search
            </button>
          </form>
          {results.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(results.error)}
            </p>
          ) : null}
          {results.data ? (
            results.data.length ? (
              <section aria-label="Results" className="space-y-3">
                {results.data.map((e) => (
                  <EntryCard key={e.id} entry={e} />
                ))}
              </section>
            ) : (
              <p className="text-muted">No published entries match. Searches are logged.</p>
            )
          ) : null}
          <Suspense fallback={null}>
            <BlacklistReportForm />
          </Suspense>
        </div>
      )}
    </>
  );
}
