import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import { Directory } from "../components/directory";

/** GET /people answers through `mockService`: the typed routes have no directory. */
const emptyPage = (total = 0) => ({
  status: "success",
  data: { data: [], pagination: { current_page: 1, last_page: 1, per_page: 12, total } },
});

describe("a people directory's filters (useFilterForm, issue 39)", () => {
  it("shows the URL's filters, sends the draft into the URL (back to page 1), and the API gets them", async () => {
    const user = userEvent.setup();
    const calls = mockService(env.apiBase, "/people", () => [200, emptyPage()]);
    const { router } = renderWithRouter(
      <Directory title="Landlords" lead="Meet landlords" personRole="landlord" />,
      { path: "/landlords?state=Lagos&page=3" },
    );
    const form = screen.getByRole("form", { name: "Filter people" });
    expect(within(form).getByLabelText("State")).toHaveValue("Lagos");
    expect(within(form).queryByLabelText("Role")).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      state: "Lagos",
      page: "3",
      limit: "12",
      role: "landlord",
    });

    await user.type(within(form).getByLabelText("Name or occupation"), " surveyor ");
    await user.type(within(form).getByLabelText("City or area"), "Ikeja");
    await user.selectOptions(within(form).getByLabelText("Sort by"), "rating");
    await user.click(within(form).getByLabelText("Verified only"));
    // Nothing leaves the form until it is sent.
    expect(router.state.location.search).toBe("?state=Lagos&page=3");
    await user.click(within(form).getByRole("button", { name: "Show people" }));
    expect(router.state.location.search).toBe(
      "?state=Lagos&city=Ikeja&verified=true&query=surveyor&sort=rating",
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1]!.query)).toEqual({
      state: "Lagos",
      city: "Ikeja",
      verified: "true",
      query: "surveyor",
      sort: "rating",
      limit: "12",
      role: "landlord",
    });

    // Back: the form shows the URL's filters again.
    await router.navigate(-1);
    await vi.waitFor(() => expect(within(form).getByLabelText("City or area")).toHaveValue(""));
    expect(within(form).getByLabelText("Verified only")).not.toBeChecked();
  });

  it("Clear filters empties the URL and the form", async () => {
    const user = userEvent.setup();
    mockService(env.apiBase, "/people", () => [200, emptyPage()]);
    const { router } = renderWithRouter(<Directory title="People" lead="Everyone on Ile" />, {
      path: "/profiles?role=agent&city=Yaba",
    });
    const form = screen.getByRole("form", { name: "Filter people" });
    expect(within(form).getByLabelText("Role")).toHaveValue("agent");
    await user.click(await screen.findByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
    await vi.waitFor(() => expect(within(form).getByLabelText("Role")).toHaveValue(""));
    expect(within(form).getByLabelText("City or area")).toHaveValue("");
  });
});
