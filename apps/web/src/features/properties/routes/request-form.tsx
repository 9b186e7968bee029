import { PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <PageHeader
      title="Tell us what you are looking for"
      lead="Post a property request and let owners and agents come to you."
    />
  );
}
