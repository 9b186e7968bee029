import { EmptyState, PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <>
      <PageHeader title="User profile" />
      <EmptyState title="This profile is not available">
        <p>Profiles appear once people join Ile.</p>
      </EmptyState>
    </>
  );
}
