/**
 * /search-results when a neighbourhood had no listing and the server searched its town (issue 47, ADR 0415):
 * "No listings in Lekki Phase 1 yet — showing Lekki" above the town's results; nothing of the kind otherwise.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { searchReply } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import { Component as SearchResults } from "../routes/search-results";

function answer(widened: { from: string; to: string } | null) {
  return mockRoutes({
    "GET /search": () => {
      const base = searchReply().data.data.query;
      return [
        200,
        searchReply({
          query: {
            ...base,
            text: "lekki phase 1",
            filters: { ...base.filters, cities: [widened ? "Lekki" : "Lekki Phase 1"] },
            widened,
          },
        }),
      ];
    },
  });
}

describe("a neighbourhood widened to its town", () => {
  it("says so, word for word, above the results", async () => {
    answer({ from: "Lekki Phase 1", to: "Lekki" });
    renderRoute("/search-results", SearchResults, "/search-results?query=lekki+phase+1&type=properties");
    expect(await screen.findByText("No listings in Lekki Phase 1 yet — showing Lekki")).toBeInTheDocument();
    expect(screen.queryByText("Showing results for", { exact: false })).toBeNull();
  });

  it("says nothing when the neighbourhood itself was searched", async () => {
    answer(null);
    renderRoute("/search-results", SearchResults, "/search-results?query=lekki+phase+1&type=properties");
    expect(await screen.findByRole("tablist", { name: "Results by kind" })).toBeInTheDocument();
    expect(screen.queryByText(/No listings in/)).toBeNull();
  });
});
