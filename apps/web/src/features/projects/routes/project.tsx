import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Project" />
      <EmptyState title="This project is not available">
        <p>Developments appear here as developers list them.</p>
      </EmptyState>
    </>
  );
}
