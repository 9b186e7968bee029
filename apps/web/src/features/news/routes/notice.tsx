import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Notice" />
      <EmptyState title="This notice is not available">
        <p>Caveat notices and news appear here when they are published.</p>
      </EmptyState>
    </>
  );
}
