import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Listings" lead="Every property on Ile." />
      <EmptyState title="No properties listed yet">
        <p>Listings appear here as agents and landlords publish them.</p>
      </EmptyState>
    </>
  );
}
