import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Agent profile" />
      <EmptyState title="This agent profile is not available">
        <p>Agent profiles appear once agents join Ile.</p>
      </EmptyState>
    </>
  );
}
