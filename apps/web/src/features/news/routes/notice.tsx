import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Notice not available — Ile</title>
      <PageHeader title="Notice" />
      <EmptyState title="This notice is not available">
        <p>Caveat notices and news appear here when they are published.</p>
      </EmptyState>
    </>
  );
}
