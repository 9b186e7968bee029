import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Group not available — Ile</title>
      <PageHeader title="Group" />
      <EmptyState title="This group is not available">
        <p>Community groups appear here when they are created.</p>
      </EmptyState>
    </>
  );
}
