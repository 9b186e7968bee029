import { PageHeader } from "@/components/ui/page";

export function Component() {
  return <PageHeader title="Verify your account" />;
}
