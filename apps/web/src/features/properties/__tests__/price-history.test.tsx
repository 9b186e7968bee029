/**
 * Issue 37 (ADR 0270): a listing whose price changed shows "Reduced" with the old price struck through (cards and
 * the listing page), and its price history as a chart (one labelled image) and a table with every figure.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PropertyCard } from "@/components/property-card";
import { mockRoutes } from "@/testing/api";
import { listing } from "@/testing/fixtures";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { Component as PropertyPage } from "../routes/property";

const reduced = listing({
  slug: "flat-yaba",
  title: "3 bedroom flat in Yaba",
  price: 2_500_000,
  price_kobo: 250_000_000,
  previous_price_kobo: 300_000_000,
  price_reduced: true,
  price_history: [
    { date: "2026-10-01T09:00:00.000Z", price_kobo: 300_000_000 },
    { date: "2026-11-20T09:00:00.000Z", price_kobo: 250_000_000 },
  ],
});

describe("a reduced price", () => {
  it("a card shows Reduced and the old price struck through, with its period", () => {
    renderWithRouter(<PropertyCard property={reduced} />);
    const badge = screen.getByTestId("reduced");
    expect(badge).toHaveTextContent("Reduced was ₦3,000,000.00/year");
    expect(within(badge).getByText("₦3,000,000.00/year").tagName).toBe("S");
  });

  it("a card without a cut (never changed, or raised) shows no badge", () => {
    renderWithRouter(<PropertyCard property={listing({ slug: "a" })} />);
    renderWithRouter(
      <PropertyCard
        property={listing({ slug: "b", previous_price_kobo: 200_000_000, price_reduced: false })}
      />,
    );
    expect(screen.queryByTestId("reduced")).toBeNull();
  });
});

describe("price history on the listing page", () => {
  it("shows the chart as a labelled image and every change in a table", async () => {
    mockRoutes({
      "GET /properties/flat-yaba": () => [200, { status: "success", data: reduced }],
      "GET /properties": () => [
        200,
        { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 } },
      ],
    });
    renderRoute("/property/:slug", PropertyPage, "/property/flat-yaba");
    const section = await screen.findByRole("region", { name: "Price history" });
    expect(
      within(section).getByRole("img", { name: /Price history: from ₦3,000,000.00/ }),
    ).toBeInTheDocument();
    const rows = within(within(section).getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "DatePriceChange",
      "Oct 1, 2026₦3,000,000.00Listed",
      "Nov 20, 2026₦2,500,000.00Reduced by ₦500,000.00",
    ]);
    expect(screen.getByTestId("reduced")).toHaveTextContent("Reduced was ₦3,000,000.00/year");
  });

  it("is not shown while the price never changed", async () => {
    const same = listing({
      slug: "flat-yaba",
      price_history: [{ date: "2026-10-01T09:00:00.000Z", price_kobo: 1 }],
    });
    mockRoutes({
      "GET /properties/flat-yaba": () => [200, { status: "success", data: same }],
      "GET /properties": () => [
        200,
        { status: "success", data: [], meta: { current_page: 1, last_page: 1, per_page: 4, total: 0 } },
      ],
    });
    renderRoute("/property/:slug", PropertyPage, "/property/flat-yaba");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Price history" })).toBeNull();
  });
});
