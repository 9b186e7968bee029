import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Meet tenants" lead="Renters looking for homes, with verified identities." />
      <EmptyState title="No tenant profiles yet">
        <p>Tenant profiles appear here as renters join.</p>
      </EmptyState>
    </>
  );
}
