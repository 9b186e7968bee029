/** Issue 38, copy: status menus read "Available", not "available"; land leaves out rooms and fittings. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dehydrateQueries, hydrateQueries } from "@/app/ssr-state";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { propertyQuery } from "../api/listings";
import MyListings from "../components/dashboard/my-listings";
import { Component as PropertyPage } from "../routes/property";

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe("status options", () => {
  it("are written as words people read, capitalised", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    mockRoutes({
      "GET /properties/mine": () => [200, page([listing({ slug: "flat", title: "Flat in Yaba" })])],
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    const select = await screen.findByLabelText("Status of Flat in Yaba");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Available", "Pending", "Sold", "Rented", "Unavailable"]);
  });
});

describe("a land listing", () => {
  it("leaves out bedrooms, toilets and furnishing", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const land = listing({
      slug: "plot-epe",
      title: "Plot in Epe",
      category: "land",
      property_type: "Land",
      bedrooms: 0,
      bathrooms: 0,
      toilets: 0,
      parking_spaces: 0,
      furnished: false,
      serviced: false,
      listing_type: "sale",
      rent_period: null,
    });
    mockRoutes({
      "GET /properties/plot-epe": () => [200, { status: "success", data: land }],
      "GET /properties": () => [200, page([])],
    });
    renderRoute("/property/:slug", PropertyPage, "/property/plot-epe");
    const facts = await screen.findByRole("region", { name: "Key facts" });
    for (const gone of ["Bedrooms", "Bathrooms", "Toilets", "Parking spaces", "Furnished", "Serviced"])
      expect(within(facts).queryByText(gone)).toBeNull();
    expect(within(facts).getByText("Type").nextElementSibling).toHaveTextContent("Land");
  });
});

describe("bringing a listing back past the plan's quota", () => {
  it("shows the quota message under the listing and leaves its status as it was", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "landlord" } });
    const quota =
      "Your Free plan allows 3 live listings. Upgrade your plan on /subscription, or mark a listing sold, rented or unavailable, to add another.";
    mockRoutes({
      "GET /properties/mine": () => [
        200,
        page([listing({ slug: "flat", title: "Flat in Yaba", status: "rented" })]),
      ],
      "PATCH /properties/flat/status": () => [
        403,
        { status: "error", statusCode: 403, code: "LISTING_QUOTA_REACHED", message: quota },
      ],
    });
    const user = userEvent.setup();
    renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    const select = await screen.findByLabelText("Status of Flat in Yaba");
    await user.selectOptions(select, "available");
    expect(await screen.findByText(quota)).toBeVisible();
    expect(select).toHaveValue("rented");
  });
});

/** What the API answers a visitor for a listing the safety team took down. */
const TAKEN_DOWN = [
  404,
  {
    status: "error",
    statusCode: 404,
    code: "LISTING_TAKEN_DOWN",
    message: "This listing was taken down by Ile's safety team after reports from users.",
  },
] as const;

describe("a listing taken down by the safety team (issue 38)", () => {
  it("its owner's dashboard says Taken down and why, not Available", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    mockRoutes({
      "GET /properties/mine": () => [
        200,
        page([listing({ slug: "flat", title: "Flat in Yaba", taken_down: true })]),
      ],
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    const card = (await screen.findByRole("heading", { name: "Flat in Yaba" })).closest("article")!;
    expect(within(card).getByText("Taken down")).toBeVisible();
    // No status badge ("Available") in its place.
    expect(card.querySelector("[data-colour]")).toBeNull();
    expect(within(card).getByTestId("taken-down")).toHaveTextContent(
      "Ile's safety team has taken this listing down after reports from users",
    );
  });

  it("its public page says it was taken down, not removed by its owner", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    mockRoutes({
      "GET /properties/gone": () => TAKEN_DOWN,
      "GET /properties": () => [200, page([])],
    });
    renderRoute("/property/:slug", PropertyPage, "/property/gone");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This listing was taken down" }),
    ).toBeVisible();
    expect(
      screen.getByText("This listing was taken down by Ile's safety team after reports from users."),
    ).toBeVisible();
    expect(screen.queryByText(/removed by its owner/)).toBeNull();
  });

  it("its owner, on a page the server rendered signed out, gets the listing asked for again with the session", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const p = listing({ slug: "flat", title: "Flat in Yaba", taken_down: true });
    const calls = mockRoutes({
      "GET /properties/flat": (call) =>
        call.headers.get("authorization") ? [200, { status: "success", data: p }] : TAKEN_DOWN,
      "GET /properties": () => [200, page([])],
    });
    // The server's render (no session): the visitors' 404, carried to the browser as the page's state.
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery(propertyQuery("flat"));
    const state = dehydrateQueries(server);
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "agent" } });
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrateQueries(browser, state);
    const router = createMemoryRouter([{ path: "/property/:slug", element: <PropertyPage /> }], {
      initialEntries: ["/property/flat"],
    });
    render(
      <QueryClientProvider client={browser}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId("taken-down")).toHaveTextContent(
      "hidden from lists, search and its page",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Flat in Yaba" })).toBeVisible();
    expect(calls.filter((c) => c.path === "/properties/flat")).toHaveLength(2);
  });

  it("its owner sees the note on the listing's own page too", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const p = listing({ slug: "flat", title: "Flat in Yaba", taken_down: true });
    mockRoutes({
      "GET /properties/flat": () => [200, { status: "success", data: p }],
      "GET /properties": () => [200, page([])],
    });
    renderRoute("/property/:slug", PropertyPage, "/property/flat");
    expect(await screen.findByTestId("taken-down")).toHaveTextContent(
      "hidden from lists, search and its page",
    );
  });
});
