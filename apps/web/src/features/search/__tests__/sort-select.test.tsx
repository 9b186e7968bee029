/**
 * "Sort by" on /search-results (issue 47): a labelled select of the four orders; the choice goes to the API as
 * `sort`, stays in the URL (without the default) and starts again at page 1; an unknown order in the URL is dropped.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { searchReply } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import { readSearchState, writeSearchState } from "../lib/params";
import { Component as SearchResults } from "../routes/search-results";

describe("sorting search results", () => {
  it("offers the four orders, sends the one chosen, keeps it in the URL and goes back to page 1", async () => {
    const calls = mockRoutes({ "GET /search": () => [200, searchReply()] });
    const { router } = renderRoute("/search-results", SearchResults, "/search-results?query=duplex&page=3");
    const select = await screen.findByRole("combobox", { name: "Sort by" });
    expect(select).toHaveValue("relevance");
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      "Most relevant",
      "Newest",
      "Price: low to high",
      "Price: high to low",
    ]);
    expect(calls[0]!.query.get("sort")).toBeNull();

    fireEvent.change(select, { target: { value: "price_asc" } });
    await waitFor(() => expect(router.state.location.search).toBe("?query=duplex&sort=price_asc"));
    await waitFor(() => expect(calls.at(-1)!.query.get("sort")).toBe("price_asc"));
    expect(calls.at(-1)!.query.get("page")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_asc");

    // Back to the default: the URL no longer names an order.
    fireEvent.change(select, { target: { value: "relevance" } });
    await waitFor(() => expect(router.state.location.search).toBe("?query=duplex"));
  });

  it("reads the order from the URL, dropping one the API does not know", () => {
    expect(readSearchState(new URLSearchParams("query=yaba&sort=price_desc"))).toEqual({
      query: "yaba",
      sort: "price_desc",
    });
    expect(readSearchState(new URLSearchParams("query=yaba&sort=cheapest"))).toEqual({ query: "yaba" });
    expect(writeSearchState({ query: "yaba", sort: "relevance" }).toString()).toBe("query=yaba");
  });

  it("is not offered for people, who are listed by relevance", async () => {
    mockRoutes({ "GET /search": () => [200, searchReply()] });
    renderRoute("/search-results", SearchResults, "/search-results?query=ade&type=users");
    await screen.findByRole("tablist", { name: "Results by kind" });
    expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();
  });
});
