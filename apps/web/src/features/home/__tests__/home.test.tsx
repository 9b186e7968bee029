/** The home page's search bar, calls to action and marketplace sections (issue 4). */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { closeLogin, useUiState } from "@/lib/ui-store";
import { mockApi, route } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { HeroSearch, searchUrl } from "../components/hero-search";
import { JoinCtas, LIST_INTENT_PATH, NEW_LISTING_PATH } from "../components/join-ctas";
import { Marketplace } from "../components/marketplace";

afterEach(() => {
  clearSession();
  act(() => closeLogin());
  vi.unstubAllGlobals();
});

describe("home search bar", () => {
  it("leads to /search-results with every filter chosen, in the search page's spelling", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<HeroSearch />);
    const form = screen.getByRole("form", { name: "Search properties" });
    await user.click(within(form).getByLabelText("Buy"));
    await user.type(within(form).getByLabelText("Area, town or property"), "Lekki Phase 1");
    await user.selectOptions(within(form).getByLabelText("Property type"), "Semi Detached Duplex");
    await user.selectOptions(within(form).getByLabelText("State"), "Lagos");
    await user.selectOptions(within(form).getByLabelText("Bedrooms"), "4");
    await user.type(within(form).getByLabelText("Max price (₦)"), "₦150,000,000");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(router.state.location.pathname).toBe("/search-results");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: "properties",
      listingType: "sale",
      query: "Lekki Phase 1",
      propertyType: "Semi Detached Duplex",
      state: "Lagos",
      bedroomCount: "4",
      maxPrice: "150000000",
    });
  });

  it("names Abuja as the search page's State filter does", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<HeroSearch />);
    await user.selectOptions(screen.getByLabelText("State"), "Abuja (FCT)");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(new URLSearchParams(router.state.location.search).get("state")).toBe("Federal Capital Territory");
  });

  it("leaves empty filters out and rents by default", () => {
    expect(searchUrl({ purpose: "rent", query: "  ", state: "" })).toBe(
      "/search-results?type=properties&listingType=rent",
    );
  });
});

function LoginTarget() {
  const ui = useUiState();
  return <p data-testid="login">{ui.loginOpen ? `open → ${ui.redirectTo}` : "closed"}</p>;
}

describe("calls to action", () => {
  it("signed out: List your property opens the login that comes back to the home page's listing intent", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <JoinCtas />
        <LoginTarget />
      </>,
    );
    expect(LIST_INTENT_PATH).toBe("/?list=1");
    await user.click(screen.getByRole("button", { name: "List your property" }));
    expect(screen.getByTestId("login")).toHaveTextContent("open → /?list=1");
    expect(screen.getByRole("link", { name: "New to Ile? Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(screen.getByRole("link", { name: "Join as a service provider" })).toHaveAttribute(
      "href",
      "/signup?as=provider",
    );
    expect(screen.getByRole("link", { name: "See home services" })).toHaveAttribute("href", "/find-services");
    expect(screen.getByRole("link", { name: "Electricians" })).toHaveAttribute(
      "href",
      "/search-results?type=users&profession=electrician",
    );
    expect(screen.getByRole("link", { name: "Plumbers" })).toHaveAttribute(
      "href",
      "/search-results?type=users&profession=plumber",
    );
  });

  it("signed in as an agent: straight to a new listing; providers go to the Become a provider form", () => {
    saveLogin({ token: "t", expires_in: 3600, user: { full_name: "Bola Agent", role: "agent" } });
    renderWithRouter(<JoinCtas />);
    expect(screen.getByRole("link", { name: "List your property" })).toHaveAttribute(
      "href",
      "/dashboard/listings?new=1",
    );
    expect(screen.getByRole("link", { name: "Become a service provider" })).toHaveAttribute(
      "href",
      "/dashboard/jobs#become-provider",
    );
  });

  it("back from the login as an owner: on to a new listing in My listings", () => {
    saveLogin({ token: "t", expires_in: 3600, user: { full_name: "Bola Agent", role: "landlord" } });
    const { router } = renderWithRouter(<JoinCtas />, { path: "/?list=1" });
    expect(NEW_LISTING_PATH).toBe("/dashboard/listings?new=1");
    expect(router.state.location.pathname).toBe("/dashboard/listings");
    expect(router.state.location.search).toBe("?new=1");
  });

  it("back from the login as a tenant: stays, with the card focused and the alternative offered", () => {
    Element.prototype.scrollIntoView = vi.fn();
    saveLogin({ token: "t", expires_in: 3600, user: { full_name: "Funke Ade", role: "tenant" } });
    const { router } = renderWithRouter(<JoinCtas />, { path: "/?list=1" });
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { name: "Own or manage property?" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Post a property request" })).toBeInTheDocument();
  });

  it("signed in as a tenant: offered a property request instead of a listing they could not make", () => {
    saveLogin({ token: "t", expires_in: 3600, user: { full_name: "Funke Ade", role: "tenant" } });
    renderWithRouter(<JoinCtas />);
    expect(screen.queryByRole("link", { name: "List your property" })).toBeNull();
    expect(screen.queryByRole("button", { name: "List your property" })).toBeNull();
    expect(screen.getByRole("link", { name: "Post a property request" })).toHaveAttribute(
      "href",
      "/request-form",
    );
  });
});

describe("marketplace sections", () => {
  it("shows categories that have listings, towns with counts, and a failed row with Try again", async () => {
    const user = userEvent.setup();
    let featuredCalls = 0;
    mockApi(
      route("GET /properties/featured", () => {
        featuredCalls++;
        return [500, { status: "error", statusCode: 500, message: "Server error", code: "INTERNAL_ERROR" }];
      }),
      route("GET /properties/latest", () => [200, page([])]),
      route("GET /categories", () => [
        200,
        {
          status: "success",
          data: [
            { name: "duplex" as const, label: "Duplex", count: 8194 },
            { name: "self-contain" as const, label: "Self-contain", count: 0 },
            { name: "land" as const, label: "Land", count: 1 },
          ],
        },
      ]),
      route("GET /properties/stats/cities", () => [
        200,
        { status: "success", data: [{ city: "Lekki", state: "Lagos", count: 5975 }] },
      ]),
    );
    renderWithRouter(<Marketplace />);

    const categories = await screen.findByRole("region", { name: "Browse by category" });
    expect(within(categories).getByRole("link", { name: /Duplex/ })).toHaveAttribute(
      "href",
      "/category/duplex",
    );
    expect(within(categories).getByRole("link", { name: /Duplex/ })).toHaveTextContent("8,194 listings");
    expect(within(categories).getByRole("link", { name: /Land/ })).toHaveTextContent("1 listing");
    expect(within(categories).queryByRole("link", { name: /Self-contain/ })).toBeNull();
    expect(within(categories).getByRole("link", { name: "All categories" })).toHaveAttribute(
      "href",
      "/categories",
    );

    const towns = await screen.findByRole("region", { name: "Towns with the most listings" });
    expect(within(towns).getByRole("link", { name: /Lekki/ })).toHaveAttribute(
      "href",
      "/properties?state=Lagos&city=Lekki",
    );

    // No latest listings: no empty row. Featured failed: said so, with a way to try again.
    expect(screen.queryByRole("region", { name: "Latest listings" })).toBeNull();
    const featured = await screen.findByRole("region", { name: "Featured listings" });
    expect(await within(featured).findByRole("alert")).toHaveTextContent(
      "These listings could not be loaded.",
    );
    const before = featuredCalls;
    await user.click(within(featured).getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(featuredCalls).toBeGreaterThan(before));
  });

  it("Latest listings: a listing without photos shows its category's labelled illustration, never an empty box (issue 53)", async () => {
    const photo = "/api/photos/illustration-duplex-5-640.webp";
    mockApi(
      route("GET /properties/featured", () => [200, page([])]),
      route("GET /properties/latest", () => [
        200,
        page([
          listing({
            slug: "with-photo",
            id: 1,
            category: "duplex",
            cover: photo,
            images: [
              {
                id: 1,
                url: "/api/photos/illustration-duplex-5-1280.webp",
                alt: "Illustration",
                is_cover: true,
                position: 0,
                sizes: [{ width: 640, url: photo }],
              },
            ],
          }),
          listing({ slug: "no-photo-flat", id: 23, category: "apartment", images: [], cover: null }),
          listing({ slug: "no-photo-land", id: 40, category: "land", images: [], cover: null }),
        ]),
      ]),
      route("GET /categories", () => [200, { status: "success", data: [] }]),
      route("GET /properties/stats/cities", () => [200, { status: "success", data: [] }]),
    );
    const { container } = renderWithRouter(<Marketplace />);
    const latest = await screen.findByRole("region", { name: "Latest listings" });
    await within(latest).findByRole("heading", { name: "Listing no-photo-flat" });
    expect(within(latest).queryByText(/No photo/)).toBeNull();
    const covers = [...latest.querySelectorAll("article img")].map((img) => img.getAttribute("src"));
    // One image per card: the photo, else the drawn façade of the listing's category (variant from its id).
    expect(covers).toEqual([
      photo,
      "/api/photos/illustration-flat-7-640.webp",
      "/api/photos/illustration-land-8-640.webp",
    ]);
    expect(container.querySelectorAll("article").length).toBe(3);
  });
});
