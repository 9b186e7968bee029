import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Blog — Ile</title>
      <PageHeader title="Blog" lead="Guides and news on renting, buying and building in Nigeria." />
      <EmptyState title="No articles yet">
        <p>Articles appear here when they are published.</p>
      </EmptyState>
    </>
  );
}
