import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Tenant profile" />
      <EmptyState title="This tenant profile is not available">
        <p>Profiles appear once tenants join Ile.</p>
      </EmptyState>
    </>
  );
}
