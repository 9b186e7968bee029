import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Residential properties" lead="Homes for rent and sale across Nigeria." />
      <EmptyState title="No properties listed yet">
        <p>Listings appear here as agents and landlords publish them.</p>
      </EmptyState>
    </>
  );
}
