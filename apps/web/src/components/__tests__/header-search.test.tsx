import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/testing/render";
import { HeaderSearch } from "../header-search";

describe("HeaderSearch", () => {
  it("opens a labelled search field and goes to /search-results?query=… on submit, then closes", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<HeaderSearch />, { routes: ["search-results"] });
    const toggle = screen.getByRole("button", { name: "Search" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const field = screen.getByLabelText("Search Ile");
    expect(field).toHaveFocus();
    await user.type(field, "duplex in Lekki{Enter}");
    expect(router.state.location.pathname).toBe("/search-results");
    expect(new URLSearchParams(router.state.location.search).get("query")).toBe("duplex in Lekki");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithRouter(<HeaderSearch />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-expanded", "false");
  });
});
