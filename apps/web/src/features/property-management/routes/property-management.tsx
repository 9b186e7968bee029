/**
 * /property-management (issue 24): what Ile's property management does, live figures, and the request form that
 * starts it (POST /api/property-management/requests; a confirmation is emailed).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AudienceFigures } from "@/components/audience-figures";
import { PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import type { PageQueries } from "@/lib/page-queries";
import { useHydrated } from "@/lib/use-hydrated";
import { figuresQuery } from "../api/tenancies";

/** The form (react-hook-form and the contract's schemas) loads after the page, keeping the page's own chunk light. */
const ManagementRequestForm = lazy(() =>
  import("../components/management-request-form").then((m) => ({ default: m.ManagementRequestForm })),
);

export const queries: PageQueries = () => [figuresQuery()];

/** Shown by the server and until the form's chunk has loaded (the form is never rendered on the server). */
const formLoading = (
  <p role="status" className="card p-4 text-muted">
    Loading the request form...
  </p>
);

const SERVICES = [
  [
    "Rent collection",
    "A rent schedule for every tenancy, reminders before rent falls due, online payment and receipts for both sides.",
  ],
  [
    "Tenancies by the law",
    "Notice to quit and renewals with the periods of the Lagos State Tenancy Law 2011, s.13.",
  ],
  [
    "Repairs",
    "Tenants report problems with photos; each job goes to a service provider and is followed until it is done.",
  ],
  ["One record", "Every unit, tenancy, payment and repair in your dashboard, whoever manages it."],
] as const;

export function Component() {
  const figures = useQuery(figuresQuery());
  const hydrated = useHydrated();
  return (
    <>
      <title>Property management — Ile</title>
      <PageHeader
        title="Property management"
        lead="Rent collected, receipts issued, notices served by the law and repairs followed through, for one flat or a whole estate."
      >
        <Link to={`${paths.dashboard}/tenancies`} className="btn-outline">
          Manage my own tenancies
        </Link>
      </PageHeader>
      <div className="container-page flex flex-col gap-8 py-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {SERVICES.map(([title, text]) => (
            <li key={title} className="card p-4">
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
        {figures.data ? <AudienceFigures figures={figures.data} /> : null}
        <section aria-labelledby="pm-request" className="flex flex-col gap-3">
          <h2 id="pm-request" className="text-lg font-semibold">
            Ask us to manage your property
          </h2>
          {hydrated ? (
            <Suspense fallback={formLoading}>
              <ManagementRequestForm labelledBy="pm-request" />
            </Suspense>
          ) : (
            formLoading
          )}
        </section>
      </div>
    </>
  );
}
