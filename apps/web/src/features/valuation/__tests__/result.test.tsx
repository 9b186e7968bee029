/** Issue 38: the estimate is written in the one naira format (ADR 0002), like every other price on the site. */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/testing/render";
import type { Valuation } from "../api/valuation";
import { Result } from "../components/result";

const valuation: Valuation = {
  estimate: 1_880_000,
  low: 1_200_000,
  high: 2_600_000,
  estimate_kobo: 188_000_000,
  low_kobo: 120_000_000,
  high_kobo: 260_000_000,
  rounded_to_significant_figures: 3,
  area_match: null,
  currency: "NGN",
  period: "year",
  basis: "town",
  basis_place: "Yaba",
  basis_listings: 120,
  comparables: [],
  model: { version: "t", trained_rows: 1000 },
  accuracy: null,
};

describe("a valuation's figures", () => {
  it("read ₦1,880,000.00/year, as listings do", () => {
    renderWithRouter(<Result valuation={valuation} />);
    expect(screen.getByTestId("estimate")).toHaveTextContent(/^₦1,880,000\.00\/year$/);
    expect(screen.getByText("80% range: ₦1,200,000.00/year to ₦2,600,000.00/year")).toBeInTheDocument();
  });
});
