import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Categories" lead="Browse by kind of property." />
      <EmptyState title="No categories yet">
        <p>Categories appear here as listings are published.</p>
      </EmptyState>
    </>
  );
}
