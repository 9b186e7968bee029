import { PageHeader } from "@/components/ui/page";

export function Component() {
  return <PageHeader title="Terms and conditions" />;
}
