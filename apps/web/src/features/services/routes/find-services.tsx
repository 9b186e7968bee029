import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Find services — Ile</title>
      <PageHeader
        title="Find services"
        lead="Electricians, plumbers, architects, surveyors and lawyers near you."
      />
      <EmptyState title="No service providers listed yet">
        <p>Providers appear here as they join and verify.</p>
      </EmptyState>
    </>
  );
}
