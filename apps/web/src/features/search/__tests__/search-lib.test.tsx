import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { searchErrorMessage } from "../lib/errors";
import { Highlight, highlightParts } from "../lib/highlight";
import {
  activeFilters,
  readSearchState,
  toApiParams,
  updateSearchState,
  writeSearchState,
} from "../lib/params";

describe("search URL state", () => {
  it("reads filters from the URL, accepting the home page's listing_type", () => {
    const state = readSearchState(
      new URLSearchParams("query=duplex&type=properties&listing_type=rent&city=+Lekki+"),
    );
    expect(state).toEqual({ query: "duplex", type: "properties", listingType: "rent", city: "Lekki" });
  });

  it("ignores an unknown type and empty values", () => {
    expect(readSearchState(new URLSearchParams("type=cars&state="))).toEqual({});
  });

  it("writes a stable URL without defaults", () => {
    expect(writeSearchState({ type: "all", page: "1", query: "yaba", minPrice: "" }).toString()).toBe(
      "query=yaba",
    );
    expect(writeSearchState({ page: "2", query: "a b" }).toString()).toBe("query=a+b&page=2");
  });

  it("starts again at page 1 when filters change, keeps the page when paging", () => {
    expect(updateSearchState({ query: "x", page: "3" }, { city: "Ikeja" })).toEqual({
      query: "x",
      city: "Ikeja",
    });
    expect(updateSearchState({ query: "x" }, { page: "2" })).toEqual({ query: "x", page: "2" });
    expect(updateSearchState({ query: "x", city: "Ikeja" }, { city: "" })).toEqual({ query: "x" });
  });

  it("builds API parameters with the page size and lists removable filters", () => {
    const state = { query: "flat", bedroomCount: "3", state: "Lagos" };
    expect(toApiParams(state, 12)).toEqual({ limit: "12", query: "flat", bedroomCount: "3", state: "Lagos" });
    expect(activeFilters(state).map((f) => f.field)).toEqual(["state", "bedroomCount"]);
  });

  it("keeps the map view in the URL but not in the API call; the map's area is a removable filter (ADR 0408)", () => {
    const state = readSearchState(new URLSearchParams("query=flat&view=map&bbox=3.4,6.4,3.6,6.5&page=2"));
    expect(state).toEqual({ query: "flat", view: "map", bbox: "3.4,6.4,3.6,6.5", page: "2" });
    expect(toApiParams(state, 12)).toEqual({
      limit: "12",
      query: "flat",
      bbox: "3.4,6.4,3.6,6.5",
      page: "2",
    });
    expect(activeFilters(state)).toEqual([{ field: "bbox", label: "Map area", value: "3.4,6.4,3.6,6.5" }]);
    // A new area starts at page 1 and keeps the map open.
    expect(updateSearchState(state, { bbox: "3,6,4,7" })).toEqual({
      query: "flat",
      view: "map",
      bbox: "3,6,4,7",
    });
    expect(readSearchState(new URLSearchParams("view=grid"))).toEqual({});
  });
});

describe("highlighting", () => {
  it("marks words starting with a searched prefix, ignoring case and accents", () => {
    expect(highlightParts("3 bedroom flat in Ìkẹjà GRA", ["ike", "flat"])).toEqual([
      { text: "3 bedroom ", hit: false },
      { text: "flat", hit: true },
      { text: " in ", hit: false },
      { text: "Ìkẹjà", hit: true },
      { text: " GRA", hit: false },
    ]);
  });

  it("does not mark the middle of a word", () => {
    expect(highlightParts("Ajah", ["jah"])).toEqual([{ text: "Ajah", hit: false }]);
  });

  it("renders marks", () => {
    render(
      <p>
        <Highlight text="Duplex in Lekki" words={["lekki"]} />
      </p>,
    );
    expect(screen.getByText("Lekki").tagName).toBe("MARK");
  });
});

describe("search errors (SPEC §8)", () => {
  it.each([
    [
      new ApiError(422, "x", { errors: { query: ["Limit must be a whole number from 1 to 50"] } }),
      "Limit must be a whole number from 1 to 50",
    ],
    [new ApiError(422, "x"), "Invalid search parameters"],
    [new ApiError(401, "x", { serverMessage: "Token expired" }), "Token expired"],
    [new ApiError(401, "x"), "Please log in to continue"],
    [new ApiError(500, "x"), "Server error occurred"],
    [new ApiError(418, "x"), "Search failed"],
    [new Error("boom"), "Search failed"],
  ])("%o → %s", (err, message) => {
    expect(searchErrorMessage(err)).toBe(message);
  });
});
