import { PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <PageHeader
      title="About Ile"
      lead="Ile brings listings, people, services and trust into one place for the Nigerian property market."
    />
  );
}
