import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Search results" />
      <EmptyState title="No results yet">
        <p>Search for a place, a property type or a person.</p>
      </EmptyState>
    </>
  );
}
