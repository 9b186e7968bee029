import { Link } from "react-router";
import { paths } from "@/config/paths";
import { ProsePage } from "../components/prose";

export function Component() {
  return (
    <ProsePage
      title="About Ile"
      documentTitle="About us — Ile"
      lead="Ile brings listings, people, services and trust into one place for the Nigerian property market."
    >
      <h2>Why Ile exists</h2>
      <p>
        Renting or buying in Nigeria too often means fake agents, flats let to two tenants at once, land sold
        by people who do not own it, and tenants who leave debts behind. Ile is built to make each party known
        and each listing accountable.
      </p>
      <h2>What you can do here</h2>
      <ul>
        <li>
          Find homes and commercial space for rent, sale and short let, with prices and rent periods shown
          plainly.
        </li>
        <li>
          Meet agents, landlords, tenants and developers, and see who has completed identity checks (KYC).
        </li>
        <li>
          Hire electricians, plumbers, architects, surveyors and lawyers, and source building materials.
        </li>
        <li>Read caveat notices before you pay, and estimate what a property is worth from real listings.</li>
      </ul>
      <h2>Get started</h2>
      <p>
        <Link to={paths.signup} className="font-semibold text-brand-700 underline">
          Create an account
        </Link>{" "}
        or{" "}
        <Link to={paths.properties} className="font-semibold text-brand-700 underline">
          browse properties
        </Link>
        .
      </p>
    </ProsePage>
  );
}
