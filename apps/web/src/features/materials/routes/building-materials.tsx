import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Building materials — Ile</title>
      <PageHeader title="Building materials" lead="Cement, roofing, tiles and more from sellers near you." />
      <EmptyState title="No products listed yet">
        <p>Products appear here as sellers list them.</p>
      </EmptyState>
    </>
  );
}
