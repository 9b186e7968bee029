import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Market analytics — Ile</title>
      <PageHeader title="Market analytics" lead="Rents, prices and demand across Nigerian cities." />
      <EmptyState title="No analytics yet">
        <p>Market figures appear here as listings accumulate.</p>
      </EmptyState>
    </>
  );
}
