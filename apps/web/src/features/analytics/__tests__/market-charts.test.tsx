/**
 * Issue 37 (ADR 0270): the market trend (median asking rent and price per month) as SVG line charts that are
 * labelled images, with every figure in a table; and the default table of median prices by town in Lagos.
 */
import type { MarketFigure, MarketReply } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { MarketTrend } from "../components/market-trend";
import { TownsTable } from "../components/towns-table";

describe("the market trend", () => {
  it("draws rent and sale as labelled charts and lists every month's figures in a table, sending the scope", async () => {
    const calls = mockRoutes({
      "GET /analytics/market/monthly": () => [
        200,
        {
          status: "success",
          data: {
            refreshed_at: "2026-11-27T10:00:00.000Z",
            months: [
              {
                month: "2026-09",
                rent_median_kobo: 200_000_000,
                rent_listings: 3,
                sale_median_kobo: 8_000_000_000,
                sale_listings: 1,
              },
              {
                month: "2026-10",
                rent_median_kobo: 240_000_000,
                rent_listings: 1,
                sale_median_kobo: null,
                sale_listings: 0,
              },
            ],
          },
        },
      ],
    });
    renderWithRouter(<MarketTrend filters={{ kind: "sale", state: "Lagos", city: "Yaba", bedrooms: "2" }} />);
    const section = await screen.findByRole("region", { name: "Median asking rent and price per month" });
    expect(
      await within(section).findByRole("img", {
        name: /^Median yearly rent: from ₦2,000,000.00, lowest ₦2,000,000.00, highest ₦2,400,000.00$/,
      }),
    ).toBeInTheDocument();
    expect(within(section).getByRole("img", { name: /^Median sale price/ })).toBeInTheDocument();
    const rows = within(within(section).getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "MonthMedian yearly rentRent listingsMedian sale priceSale listings",
      "Sep 2026₦2,000,000.003₦80,000,000.001",
      "Oct 2026₦2,400,000.001—0",
    ]);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ state: "Lagos", city: "Yaba", bedrooms: "2" });
  });

  it("says so when the scope has no listings", async () => {
    mockRoutes({
      "GET /analytics/market/monthly": () => [
        200,
        { status: "success", data: { refreshed_at: null, months: [] } },
      ],
    });
    renderWithRouter(<MarketTrend filters={{}} />);
    expect(await screen.findByText("No listings in this scope yet.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

const figure = (name: string, median: number | null, listings: number): MarketFigure => ({
  name,
  listings,
  generated: 0,
  median_kobo: median,
  lower_quartile_kobo: null,
  upper_quartile_kobo: null,
  median_per_bedroom_kobo: null,
});
const market = (kind: "rent" | "sale", byPlace: MarketFigure[]): MarketReply => ({
  status: "success",
  data: {
    kind,
    scope: figure("All", null, 0),
    by_place: byPlace,
    place_level: "town",
    by_type: [],
    by_bedrooms: [],
    volume: [],
    searched_towns: [],
    refreshed_at: null,
  },
});

describe("median prices by town in Lagos", () => {
  it("joins each town's median rent and sale price", async () => {
    const calls = mockRoutes({
      "GET /analytics/market": (call) =>
        call.query.get("kind") === "rent"
          ? [200, market("rent", [figure("Yaba", 200_000_000, 3), figure("Lekki", 600_000_000, 2)])]
          : [200, market("sale", [figure("Lekki", 10_000_000_000, 2)])],
    });
    renderWithRouter(<TownsTable />);
    const table = await screen.findByRole("table");
    expect(screen.getByText("Median prices by town in Lagos")).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual([
      "TownMedian yearly rentRent listingsMedian sale priceSale listingsBar: median yearly rent",
      "Yaba₦2,000,000.003N/A0",
      "Lekki₦6,000,000.002₦100,000,000.002",
    ]);
    expect(calls.every((c) => c.query.get("state") === "Lagos")).toBe(true);
  });
});
