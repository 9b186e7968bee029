/** /building-materials: the filters live in the URL; the category chosen above the grid stays through a search. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderRoute } from "@/testing/render";
import { Component as BuildingMaterials } from "../routes/building-materials";

describe("/building-materials filters", () => {
  it("a category, then a search: both are in the URL and the request, back to page 1", async () => {
    const asked = mockService(env.storeBase, "/building-materials.php", () => [
      200,
      { status: "success", products: [], total_results: 0 },
    ]);
    const { router } = renderRoute("/building-materials", BuildingMaterials, "/building-materials?page=3");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Category"), "cement");
    await waitFor(() => expect(router.state.location.search).toBe("?category=cement"));
    const search = screen.getByRole("form", { name: "Search materials" });
    await user.type(within(search).getByRole("textbox", { name: "Search" }), "Dangote");
    await user.type(within(search).getByLabelText("Location"), "Lagos");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        category: "cement",
        query: "Dangote",
        location: "Lagos",
      }),
    );
    await waitFor(() => expect(asked.at(-1)!.query.get("query")).toBe("Dangote"));
    expect(asked.at(-1)!.query.get("category")).toBe("cement");
  });
});
