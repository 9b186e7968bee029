import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Property auctions" lead="Bid on properties in live, transparent auctions." />
      <EmptyState title="No auctions are running">
        <p>Auctions appear here when owners schedule them.</p>
      </EmptyState>
    </>
  );
}
