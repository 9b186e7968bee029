/**
 * /search-results when the server corrected words before searching (issue 35, ADR 0405): "Showing results for
 * Lekki" above the results, and "Search instead for Leki" searching the words as typed (`asTyped=1`), which new
 * words drop again.
 */
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { searchReply } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import { updateSearchState } from "../lib/params";
import { Component as SearchResults } from "../routes/search-results";

function answer() {
  return mockRoutes({
    "GET /search": ({ query }) => {
      const asTyped = query.get("asTyped") === "1";
      const base = searchReply().data.data.query;
      return [
        200,
        searchReply({
          query: asTyped
            ? { ...base, text: "Leki", terms: ["leki"] }
            : {
                ...base,
                text: "Lekki",
                filters: { ...base.filters, cities: ["Lekki"] },
                corrected: { from: "Leki", to: "Lekki" },
              },
          suggestions: asTyped ? [{ word: "leki", suggestion: "Lekki", query: "Lekki", total: 4 }] : [],
        }),
      ];
    },
  });
}

describe("corrected search words", () => {
  it("says what was searched, and links to the words as typed", async () => {
    const calls = answer();
    const { router } = renderRoute(
      "/search-results",
      SearchResults,
      "/search-results?query=Leki&type=properties",
    );
    const notice = await screen.findByText("Showing results for", { exact: false });
    expect(notice).toHaveTextContent("Showing results for LekkiSearch instead for Leki");
    const link = screen.getByRole("link", { name: "Leki" });
    expect(link).toHaveAttribute("href", "/search-results?query=Leki&type=properties&asTyped=1");
    expect(calls[0]!.query.get("asTyped")).toBeNull();

    fireEvent.click(link);
    // As typed: nothing found, the correction offered as "Did you mean", no "Showing results for".
    expect(await screen.findByText("Did you mean", { exact: false })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?query=Leki&type=properties&asTyped=1");
    expect(calls.at(-1)!.query.get("asTyped")).toBe("1");
    expect(screen.queryByText("Showing results for", { exact: false })).toBeNull();
  });

  it("new words are corrected again; paging keeps the choice", () => {
    expect(updateSearchState({ query: "Leki", asTyped: "1" }, { query: "Ikoyy" })).toEqual({
      query: "Ikoyy",
    });
    expect(updateSearchState({ query: "Leki", asTyped: "1" }, { page: "2" })).toEqual({
      query: "Leki",
      asTyped: "1",
      page: "2",
    });
  });
});
