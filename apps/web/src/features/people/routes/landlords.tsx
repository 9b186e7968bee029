import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Landlords" lead="Property owners letting and selling on Ile." />
      <EmptyState title="No landlord profiles yet">
        <p>Landlord profiles appear here as owners join and verify their identity.</p>
      </EmptyState>
    </>
  );
}
