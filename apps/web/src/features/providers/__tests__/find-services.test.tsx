/** /find-services: a trade tile, then the filter form: the trade stays, and the filters are in the URL. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as FindServices } from "../routes/find-services";

describe("/find-services filters", () => {
  it("keeps the trade chosen with a tile when the filter form is sent", async () => {
    mockService(env.providersBase, "/providers", () => [
      200,
      {
        status: "success",
        message: "",
        service_providers: [],
        pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      },
    ]);
    const { router } = renderRoute("/find-services", FindServices, "/find-services");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Plumbers" }));
    await waitFor(() => expect(router.state.location.search).toBe("?category=plumber"));
    const filters = screen.getByRole("form", { name: "Filter providers" });
    await user.type(within(filters).getByLabelText("Town or area"), "Lekki");
    await user.type(within(filters).getByLabelText("Keywords"), "borehole");
    await user.click(within(filters).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        category: "plumber",
        city: "Lekki",
        query: "borehole",
      }),
    );
  });
});
