import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Properties for sale" lead="Houses, land and commercial property for sale." />
      <EmptyState title="No properties for sale yet">
        <p>Listings appear here as agents and landlords publish them.</p>
      </EmptyState>
    </>
  );
}
