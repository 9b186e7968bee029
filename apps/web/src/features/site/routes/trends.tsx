import { Link } from "react-router";
import { paths } from "@/config/paths";
import { ProsePage } from "../components/prose";

export function Component() {
  return (
    <ProsePage title="Market trends" lead="What listings say about prices and rents across Nigeria.">
      <p>
        Ile publishes market figures from the listings on the platform: median asking rents and prices by town
        and property type, and how they move over time.
      </p>
      <ul>
        <li>
          <Link to={paths.valuation} className="font-semibold text-brand-700 underline">
            Property valuation
          </Link>{" "}
          — estimate a price or yearly rent, with comparable listings and the model's measured accuracy.
        </li>
        <li>
          <Link to={paths.analytics} className="font-semibold text-brand-700 underline">
            Market analytics
          </Link>{" "}
          — charts of rents and prices by city.
        </li>
      </ul>
    </ProsePage>
  );
}
