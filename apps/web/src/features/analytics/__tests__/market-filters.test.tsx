/** The analytics dashboard's scope form (useFilterForm): a draft until "Show figures", then the URL's filters. */
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useFilterForm } from "@/lib/filter-form";
import { renderWithRouter } from "@/testing/render";
import { MARKET_KEYS, MarketFiltersForm } from "../components/filters";

function Scope() {
  const form = useFilterForm(MARKET_KEYS);
  return <MarketFiltersForm form={form} towns={["Lekki", "Yaba"]} types={["Flat"]} />;
}

describe("market filters", () => {
  it("keeps the draft out of the URL until sent, empties the town when the state changes, and sends only what is set", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Scope />, { path: "/?kind=sale" });
    expect(screen.getByRole("radio", { name: "Sale" })).toBeChecked();
    const town = screen.getByLabelText("Town");
    expect(town).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("State"), "Lagos");
    await user.type(town, "Lekki");
    expect(router.state.location.search).toBe("?kind=sale");
    await user.selectOptions(screen.getByLabelText("State"), "Oyo");
    expect(town).toHaveValue("");
    await user.click(screen.getByRole("radio", { name: "Rent" }));
    await user.selectOptions(screen.getByLabelText("Bedrooms"), "2");
    await user.click(screen.getByRole("button", { name: "Show figures" }));
    expect(router.state.location.search).toBe("?kind=rent&state=Oyo&bedrooms=2");
    // Back to the first scope: the form shows the URL's filters again, not the draft sent.
    await act(() => router.navigate(-1));
    expect(screen.getByRole("radio", { name: "Sale" })).toBeChecked();
    expect(screen.getByLabelText("State")).toHaveValue("");
    expect(screen.getByLabelText("Bedrooms")).toHaveValue("");
  });
});
