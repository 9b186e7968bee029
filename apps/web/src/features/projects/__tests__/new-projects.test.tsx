/** /new-project: the filters live in the URL; prices are typed in naira and kept in kobo; Clear empties them. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, route } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as NewProjects } from "../routes/new-projects";

const empty = {
  status: "success" as const,
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 },
};

describe("/new-project filters", () => {
  it("sends words, status and a price band (naira typed, kobo in the URL), shows them again, and clears them", async () => {
    const calls = mockApi(route("GET /projects", () => [200, empty]));
    const { router } = renderRoute("/new-project", NewProjects, "/new-project?page=2");
    const user = userEvent.setup();
    const form = screen.getByRole("form", { name: "Filter projects" });
    await user.type(within(form).getByLabelText("Search"), "Lekki");
    await user.selectOptions(within(form).getByLabelText("Status"), "off_plan");
    await user.type(within(form).getByLabelText("Minimum price (₦)"), "25,000,000");
    await user.click(within(form).getByRole("button", { name: "Show projects" }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: "Lekki",
        status: "off_plan",
        min_price_kobo: "2500000000",
      }),
    );
    await waitFor(() => expect(calls.at(-1)!.query.get("min_price_kobo")).toBe("2500000000"));
    const shown = screen.getByRole("form", { name: "Filter projects" });
    expect(within(shown).getByLabelText("Minimum price (₦)")).toHaveValue("25000000");
    await user.click(within(shown).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(
      within(screen.getByRole("form", { name: "Filter projects" })).getByLabelText("Search"),
    ).toHaveValue("");
  });
});
