import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Meet the landlords" lead="Verified property owners across Nigeria." />
      <EmptyState title="No landlord profiles yet">
        <p>Landlord profiles appear here as owners join and verify their identity.</p>
      </EmptyState>
    </>
  );
}
