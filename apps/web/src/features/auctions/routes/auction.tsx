import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Auction" />
      <EmptyState title="This auction is not available">
        <p>Auctions appear here when owners schedule them.</p>
      </EmptyState>
    </>
  );
}
