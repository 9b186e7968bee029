import { Directory } from "../components/directory";

/** /landlords */
export function Component() {
  return (
    <Directory
      title="Landlords"
      lead="Find a landlord by state or city and read what tenants say."
      personRole="landlord"
    />
  );
}
