/**
 * /search-results tabs (issues 20, 21; ADR 0404): providers, materials, groups and caveat posts from the same
 * search reply, each in an accessible tab with its count, its cards and links, and an empty state of its own;
 * arrow keys move between tabs; the chosen tab is in the URL.
 */
import { pageMeta } from "@ile/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockRoutes } from "@/testing/api";
import { searchReply } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import { Component as SearchResults } from "../routes/search-results";

const provider = {
  id: 7,
  name: "Tunde Adeyemi Plumbing",
  category: "plumber",
  speciality: "Leak repair, pumping machines",
  location: "Lekki, Lagos",
  state: "Lagos",
  city: "Lekki",
  image: null,
  verified: true,
  ratings: 4.5,
  rating_count: 2,
  pricing: "₦8,000 – ₦120,000",
};
const post = {
  id: 3,
  slug: "sample-caveat-plot-7-ogombo-road-ajah",
  type: "caveat",
  title: "Sample caveat notice: Plot 7, Ogombo Road, Ajah, Lagos",
  content: "Sample notice (fictional parties): a buyer's claim.",
  state: "Lagos",
  lga: "Eti-Osa",
  sample: true,
  published_at: "2026-11-01T10:00:00.000Z",
};
const material = {
  id: 12,
  name: "Dangote Cement 42.5R",
  category: "cement",
  price: 10_000,
  discount: 10,
  unit: "bag",
  location: "Ikeja, Lagos",
  image: null,
  details: "50 kg bag",
  sample: true,
};

function answer() {
  return mockRoutes({
    "GET /search": () => [
      200,
      searchReply({
        service_providers: { data: [provider], pagination: pageMeta(1, 12, 1) },
        caveat_posts: { data: [post], pagination: pageMeta(1, 12, 1) },
        building_materials: { data: [material], pagination: pageMeta(1, 12, 1) },
        total: 3,
        query: { ...searchReply().data.data.query, text: "ajah", highlight: ["ajah"] },
      }),
    ],
  });
}

describe("search result tabs", () => {
  it("shows each kind in its own tab with counts; the first tab with results is open", async () => {
    const calls = answer();
    renderRoute("/search-results", SearchResults, "/search-results?query=ajah");
    const tablist = await screen.findByRole("tablist", { name: "Results by kind" });
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Properties and people0",
      "Providers1",
      "Materials1",
      "Groups0",
      "Caveat notices1",
    ]);
    // Nothing in listings or people: the providers tab is selected and its panel shown.
    const providers = screen.getByRole("tab", { name: "Providers 1" });
    expect(providers).toHaveAttribute("aria-selected", "true");
    expect(providers).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Groups 0" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Providers 1" });
    const card = within(panel).getByRole("link", { name: /Tunde Adeyemi Plumbing/ });
    expect(card).toHaveAttribute("href", "/providers/7");
    expect(within(panel).getByLabelText("Verified")).toBeInTheDocument();
    // The tab is a view of the same reply: one search call, without `tab`.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get("tab")).toBeNull();
  });

  it("arrow keys move and select; each panel links its cards; an empty tab says so", async () => {
    answer();
    const { router } = renderRoute(
      "/search-results",
      SearchResults,
      "/search-results?query=ajah&tab=providers",
    );
    const providers = await screen.findByRole("tab", { name: "Providers 1" });
    providers.focus();
    fireEvent.keyDown(providers, { key: "ArrowRight" });
    const materials = screen.getByRole("tab", { name: "Materials 1" });
    expect(materials).toHaveFocus();
    expect(materials).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.search).toContain("tab=materials");
    const mPanel = screen.getByRole("tabpanel", { name: "Materials 1" });
    expect(within(mPanel).getByRole("link", { name: /Dangote Cement/ })).toHaveAttribute(
      "href",
      "/building-materials?id=12",
    );
    // The discount is a price cut: ₦9,000.00, was ₦10,000.00.
    expect(mPanel).toHaveTextContent("₦9,000.00");
    expect(mPanel).toHaveTextContent("was ₦10,000.00");

    fireEvent.keyDown(materials, { key: "ArrowRight" });
    const groups = screen.getByRole("tab", { name: "Groups 0" });
    expect(groups).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Groups 0" })).toHaveTextContent(
      "No community groups match this search.",
    );

    fireEvent.keyDown(groups, { key: "End" });
    const notices = screen.getByRole("tab", { name: "Caveat notices 1" });
    expect(notices).toHaveFocus();
    const nPanel = screen.getByRole("tabpanel", { name: "Caveat notices 1" });
    expect(within(nPanel).getByRole("link", { name: /Ogombo Road/ })).toHaveAttribute(
      "href",
      "/notice/caveat/sample-caveat-plot-7-ogombo-road-ajah",
    );
    expect(nPanel).toHaveTextContent("Caveat notice · sample");

    // Wrapping: right from the last goes to the first, which shows its own empty state.
    fireEvent.keyDown(notices, { key: "ArrowRight" });
    const first = screen.getByRole("tab", { name: "Properties and people 0" });
    expect(first).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Properties and people 0" })).toHaveTextContent(
      "No properties or people match this search.",
    );
    // Only the selected panel is shown; the others are in the page (each tab names one) but hold no cards yet.
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    const materialsPanel = document.getElementById(materials.getAttribute("aria-controls")!)!;
    expect(materialsPanel).toHaveAttribute("hidden");
    expect(materialsPanel).toBeEmptyDOMElement();
  });
});
