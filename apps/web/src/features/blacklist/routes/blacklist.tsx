import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Tenant blacklist — Ile</title>
      <PageHeader
        title="Tenant blacklist"
        lead="Reported tenancy debts and disputes, with evidence and the right of reply."
      />
      <EmptyState title="No reports yet">
        <p>Reports from verified landlords appear here.</p>
      </EmptyState>
    </>
  );
}
