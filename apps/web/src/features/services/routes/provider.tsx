import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Service provider not available — Ile</title>
      <PageHeader title="Service provider" />
      <EmptyState title="This provider is not available">
        <p>Providers appear here as they join Ile.</p>
      </EmptyState>
    </>
  );
}
