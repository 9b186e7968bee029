import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Properties" lead="Homes and commercial spaces for rent and sale." />
      <EmptyState title="No properties listed yet">
        <p>Listings appear here as agents and landlords publish them.</p>
      </EmptyState>
    </>
  );
}
