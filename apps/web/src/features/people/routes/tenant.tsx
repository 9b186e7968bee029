import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Tenants" lead="Renters on Ile: profiles, references and verified identities." />
      <EmptyState title="No tenant profiles yet">
        <p>Tenant profiles appear here as renters join and verify their identity.</p>
      </EmptyState>
    </>
  );
}
