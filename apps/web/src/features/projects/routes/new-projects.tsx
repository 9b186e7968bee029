import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="New projects" lead="Off-plan and new developments from verified developers." />
      <EmptyState title="No projects listed yet">
        <p>Developments appear here as developers list them.</p>
      </EmptyState>
    </>
  );
}
