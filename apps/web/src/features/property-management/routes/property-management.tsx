import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Property management — Ile</title>
      <PageHeader
        title="Property management"
        lead="Let Ile-verified managers collect rent, handle repairs and screen tenants."
      />
      <EmptyState title="No property managers listed yet">
        <p>Managers appear here as they join and verify.</p>
      </EmptyState>
    </>
  );
}
