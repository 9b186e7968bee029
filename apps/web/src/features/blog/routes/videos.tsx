import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <title>Videos — Ile</title>
      <PageHeader title="Videos" lead="Property tours, explainers and market updates." />
      <EmptyState title="No videos yet">
        <p>Videos appear here when they are published.</p>
      </EmptyState>
    </>
  );
}
