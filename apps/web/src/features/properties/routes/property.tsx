import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Property" />
      <EmptyState title="This property is not available">
        <p>It may have been removed or the link may be wrong.</p>
      </EmptyState>
    </>
  );
}
