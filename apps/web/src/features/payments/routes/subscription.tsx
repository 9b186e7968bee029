import { PageHeader } from "@/components/ui/page";

export function Component() {
  return <PageHeader title="Subscription" lead="Plans, billing and your subscription history." />;
}
