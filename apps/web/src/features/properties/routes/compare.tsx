import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="Compare properties" lead="Put up to four listings side by side." />
      <EmptyState title="Nothing to compare yet">
        <p>Choose listings to compare from any property list.</p>
      </EmptyState>
    </>
  );
}
