import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Agents" lead="Estate agents working on Ile." />
      <EmptyState title="No agent profiles yet">
        <p>Agent profiles appear here as agents join and complete KYC.</p>
      </EmptyState>
    </>
  );
}
