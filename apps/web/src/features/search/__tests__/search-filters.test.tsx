import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SearchFilters } from "../components/search-filters";

describe("search filters", () => {
  it("keeps a URL type or state the selects do not offer as written, so Apply does not drop it", () => {
    const onSubmit = vi.fn();
    render(
      <SearchFilters
        state={{ query: "duplex", propertyType: "Mansion", state: "lagos" }}
        onSubmit={onSubmit}
      />,
    );
    // Another case matches the option; an unknown value is offered as its own option and stays selected.
    expect(screen.getByLabelText("State")).toHaveValue("Lagos");
    expect(screen.getByLabelText("Property type")).toHaveValue("Mansion");
    fireEvent.submit(screen.getByLabelText("Search words").closest("form") as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ propertyType: "Mansion", state: "Lagos" }),
    );
  });

  it("offers no extra option when the URL has none", () => {
    render(<SearchFilters state={{}} onSubmit={() => {}} />);
    expect(screen.getByLabelText("Property type")).toHaveValue("");
    expect(screen.queryByRole("option", { name: "Mansion" })).toBeNull();
    // 36 states and the FCT, plus "Any state".
    expect(screen.getByLabelText("State").querySelectorAll("option")).toHaveLength(38);
  });
});
