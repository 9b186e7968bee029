import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Properties for rent" lead="Flats, duplexes and rooms to let, with yearly rents." />
      <EmptyState title="No properties for rent yet">
        <p>Listings appear here as agents and landlords publish them.</p>
      </EmptyState>
    </>
  );
}
