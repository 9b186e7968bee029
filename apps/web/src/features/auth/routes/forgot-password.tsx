import { PageHeader } from "@/components/ui/page";

export function Component() {
  return <PageHeader title="Forgot password" />;
}
