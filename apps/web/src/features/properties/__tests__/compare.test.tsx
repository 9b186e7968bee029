import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COMPARE_FULL_MESSAGE,
  getCompare,
  PropertyCard,
  parseCompareIds,
  setCompare,
} from "@/components/property-card";
import { mockRoutes } from "@/testing/api";
import { listing } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { Component as Compare } from "../routes/compare";

afterEach(() => {
  setCompare([]);
  vi.unstubAllGlobals();
});

describe("compare choice on property cards", () => {
  it("parses ids from the URL: trimmed, unique, non-empty", () => {
    expect(parseCompareIds(" a, b,,a ,c")).toEqual(["a", "b", "c"]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it("toggles with aria-pressed and refuses a fifth listing with a clear message", async () => {
    const user = userEvent.setup();
    setCompare(["one", "two", "three", "four"]);
    renderWithRouter(
      <ul>
        <li>
          <PropertyCard property={listing({ slug: "one", title: "First flat" })} />
        </li>
        <li>
          <PropertyCard property={listing({ slug: "five", title: "Fifth flat" })} />
        </li>
      </ul>,
    );
    const first = screen.getByRole("button", { name: "Compare First flat" });
    const fifth = screen.getByRole("button", { name: "Compare Fifth flat" });
    expect(first).toHaveAttribute("aria-pressed", "true");
    expect(fifth).toHaveAttribute("aria-pressed", "false");

    await user.click(fifth);
    expect(screen.getByRole("alert")).toHaveTextContent(COMPARE_FULL_MESSAGE);
    expect(fifth).toHaveAttribute("aria-pressed", "false");
    expect(getCompare()).toEqual(["one", "two", "three", "four"]);

    await user.click(first);
    expect(first).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(fifth);
    expect(fifth).toHaveAttribute("aria-pressed", "true");
    expect(getCompare()).toEqual(["two", "three", "four", "five"]);
  });
});

describe("the income a rent needs, on its card (issue 38)", () => {
  it("sits beside the move-in total of a yearly or monthly rent, and not on a sale or a night", () => {
    renderWithRouter(
      <ul>
        <li>
          <PropertyCard
            property={listing({
              slug: "y",
              title: "Yearly flat",
              listing_type: "rent",
              rent_period: "year",
              price_kobo: 360_000_000,
            })}
          />
        </li>
        <li>
          <PropertyCard
            property={listing({
              slug: "m",
              title: "Monthly flat",
              listing_type: "rent",
              rent_period: "month",
              price_kobo: 25_000_000,
            })}
          />
        </li>
        <li>
          <PropertyCard
            property={listing({
              slug: "n",
              title: "Nightly flat",
              listing_type: "rent",
              rent_period: "night",
              price_kobo: 5_000_000,
            })}
          />
        </li>
        <li>
          <PropertyCard
            property={listing({ slug: "s", title: "Sale house", listing_type: "sale", rent_period: null })}
          />
        </li>
      </ul>,
    );
    const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;
    // ₦3,600,000 a year is ₦300,000 a month: at most a third of ₦900,000.
    expect(within(card("Yearly flat")).getByTestId("card-income-needed")).toHaveTextContent(
      "Income needed: ₦900,000.00/month",
    );
    expect(within(card("Monthly flat")).getByTestId("card-income-needed")).toHaveTextContent(
      "Income needed: ₦750,000.00/month",
    );
    expect(within(card("Nightly flat")).queryByTestId("card-income-needed")).toBeNull();
    expect(within(card("Sale house")).queryByTestId("card-income-needed")).toBeNull();
  });
});

describe("/compare", () => {
  it("shows the listings of the URL side by side and removing one updates the URL and the choice", async () => {
    const user = userEvent.setup();
    mockRoutes({
      "GET /properties/lekki-flat": () => [
        200,
        { status: "success", data: listing({ slug: "lekki-flat", title: "Lekki flat" }) },
      ],
      "GET /properties/ikeja-duplex": () => [
        200,
        {
          status: "success",
          data: listing({
            slug: "ikeja-duplex",
            title: "Ikeja duplex",
            listing_type: "sale",
            rent_period: null,
            price: 85_000_000,
            status: "sold",
            furnished: true,
            title_document: "governors_consent",
            address: { city: "Ikeja", state: "Lagos", address: "", map_url: null },
          }),
        },
      ],
    });
    const { router } = renderWithRouter(<Compare />, { path: "/compare?ids=lekki-flat,ikeja-duplex" });
    const table = await screen.findByRole("table");
    await within(table).findByRole("link", { name: "Ikeja duplex" });
    const cols = within(table).getAllByRole("columnheader");
    expect(cols.map((c) => c.textContent)).toEqual([
      expect.stringContaining("Lekki flat"),
      expect.stringContaining("Ikeja duplex"),
    ]);
    const row = (name: string) => within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
    expect(
      within(row("Price"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["₦2,500,000.00/year", "₦85,000,000.00"]);
    // Rents carry their move-in total and the income they need (issue 38); a sale has neither.
    expect(
      within(row("Total to move in"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["₦2,500,000.00", "N/A"]);
    expect(
      within(row("Monthly income needed"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["₦625,000.00", "N/A"]);
    expect(
      within(row("Furnished"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["No", "Yes"]);
    expect(
      within(row("Title document"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["C of O", "Governor's consent"]);
    expect(
      within(row("Location"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Lekki, Lagos", "Ikeja, Lagos"]);
    expect(
      within(row("Status"))
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Available", "Sold"]);
    expect(getCompare()).toEqual(["lekki-flat", "ikeja-duplex"]);

    await user.click(within(table).getByRole("button", { name: "Remove Lekki flat" }));
    expect(router.state.location.search).toBe("?ids=ikeja-duplex");
    expect(getCompare()).toEqual(["ikeja-duplex"]);
    expect(within(screen.getByRole("table")).getAllByRole("columnheader")).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.getByRole("region", { name: "Listings side by side" })).toHaveFocus(),
    );
  });

  it("fills an empty URL from the cards' choice, and says when there is nothing to compare", async () => {
    mockRoutes({});
    const empty = renderWithRouter(<Compare />, { path: "/compare" });
    expect(screen.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
    empty.unmount();

    setCompare(["a", "b"]);
    const { router } = renderWithRouter(<Compare />, { path: "/compare" });
    await vi.waitFor(() => expect(router.state.location.search).toBe("?ids=a,b"));
    expect(await screen.findAllByText("This listing is no longer available")).toHaveLength(2);
  });
});
