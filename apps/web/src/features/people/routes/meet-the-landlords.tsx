import { Directory } from "../components/directory";

/** /meet-the-landlords */
export function Component() {
  return (
    <Directory
      title="Meet the landlords"
      lead="Landlords letting and selling on Ile. Verified landlords have passed identity checks."
      personRole="landlord"
    />
  );
}
