import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Meet users" lead="Agents, landlords, tenants and developers on Ile." />
      <EmptyState title="No profiles yet">
        <p>Profiles appear here as people join Ile.</p>
      </EmptyState>
    </>
  );
}
