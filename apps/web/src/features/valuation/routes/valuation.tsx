import { PageHeader } from "@/components/ui/page";

export function Component() {
  return (
    <PageHeader
      title="Property valuation"
      lead="Estimate the price or yearly rent of a property from real Nigerian listings."
    />
  );
}
