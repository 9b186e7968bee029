import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/testing/render";
import { Pagination } from "../ui/pagination";

describe("Pagination", () => {
  it("shows nothing for a single page", () => {
    renderWithRouter(<Pagination page={1} lastPage={1} onPage={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("as buttons: disables Previous on the first page and asks for the next one", async () => {
    const onPage = vi.fn();
    renderWithRouter(<Pagination page={1} lastPage={1200} onPage={onPage} label="Review pages" />);
    const nav = screen.getByRole("navigation", { name: "Review pages" });
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(nav).toHaveTextContent("Page 1 of 1,200");
    await userEvent.setup().click(within(nav).getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("as links: real hrefs, and a disabled label at the last page", () => {
    renderWithRouter(<Pagination page={3} lastPage={3} hrefOf={(p) => `/properties?page=${p}`} />);
    const nav = screen.getByRole("navigation", { name: "Pages" });
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/properties?page=2");
    expect(within(nav).queryByRole("link", { name: "Next" })).toBeNull();
    expect(within(nav).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  });
});
