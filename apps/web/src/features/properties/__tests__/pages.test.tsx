/** Listing pages as a user meets them: filters and pages in the URL, empty and error states, the listing page. */
import { PROPERTY_CATEGORIES } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FOOTER_SERVICES } from "@/components/footer";
import { PropertyCard } from "@/components/property-card";
import { mockRoutes } from "@/testing/api";
import { listing } from "@/testing/fixtures";
import { renderRoute, renderWithRouter } from "@/testing/render";
import { ListingsView } from "../components/listings-view";
import { osmEmbed } from "../lib/map";
import { Component as Categories } from "../routes/categories";
import { Component as Category } from "../routes/category";
import { Component as PropertyPage } from "../routes/property";

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

const page = (
  items: ReturnType<typeof listing>[],
  meta: { current_page: number; last_page: number; total: number },
) => [200, { status: "success", data: items, meta: { per_page: 12, ...meta } }] as const;

describe("a list of listings", () => {
  it("pages with real links that keep the filters, and moves focus to the results on a new page", async () => {
    const user = userEvent.setup();
    const fetch = mockRoutes({
      "GET /properties": () =>
        page([listing({ slug: "a", title: "Flat in Yaba" })], { current_page: 1, last_page: 3, total: 30 }),
    });
    const { router } = renderWithRouter(<ListingsView title="Properties" />, {
      path: "/properties?city=Yaba&bedrooms=2",
    });
    const count = await screen.findByTestId("result-count");
    expect(count).toHaveTextContent("30 listings · page 1 of 3");
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).queryByRole("link", { name: "Previous" })).toBeNull();
    expect(within(pages).getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    const next = within(pages).getByRole("link", { name: "Next" });
    expect(next).toHaveAttribute("href", "/properties?city=Yaba&bedrooms=2&page=2");

    await user.click(next);
    expect(router.state.location.search).toBe("?city=Yaba&bedrooms=2&page=2");
    await vi.waitFor(() => expect(screen.getByTestId("result-count")).toHaveFocus());
    expect(document.title).toBe("Properties (page 2) — Ile");
    expect(Object.fromEntries(fetch.at(-1)!.query)).toEqual({
      limit: "12",
      city: "Yaba",
      bedrooms: "2",
      page: "2",
    });

    // Back returns to the first page.
    router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?city=Yaba&bedrooms=2"));
  });

  it("applies filters into the URL (without the default sort) and clears them", async () => {
    const user = userEvent.setup();
    mockRoutes({ "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }) });
    const { router } = renderWithRouter(<ListingsView title="For rent" preset={{ listing_type: "rent" }} />, {
      path: "/properties/rent?page=4",
    });
    const form = screen.getByRole("form", { name: "Filter listings" });
    expect(within(form).queryByLabelText("For")).toBeNull();
    await user.type(within(form).getByLabelText("Town"), "Lekki");
    await user.click(within(form).getByRole("button", { name: "Show listings" }));
    expect(router.state.location.search).toBe("?city=Lekki");

    const empty = await screen.findByRole("region", { name: "No listings match these filters" });
    await user.click(within(empty).getByRole("link", { name: "Clear all filters" }));
    expect(router.state.location.pathname).toBe("/properties/rent");
    expect(router.state.location.search).toBe("");
  });

  it("useFilterForm (issue 39): the default sort and status stay out of the URL, text is trimmed, the draft follows back", async () => {
    const user = userEvent.setup();
    mockRoutes({ "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }) });
    const { router } = renderWithRouter(<ListingsView title="Properties" />, {
      path: "/properties?status=available&sort=newest&state=Lagos&view=map&page=2",
    });
    const form = screen.getByRole("form", { name: "Filter listings" });
    expect(within(form).getByLabelText("Status")).toHaveValue("available");
    expect(within(form).getByLabelText("Sort by")).toHaveValue("newest");
    expect(within(form).getByLabelText("State")).toHaveValue("Lagos");
    await user.type(within(form).getByLabelText("Town"), "  Lekki ");
    await user.type(within(form).getByLabelText("Bedrooms (at least)"), "3");
    await user.click(within(form).getByRole("button", { name: "Show listings" }));
    expect(router.state.location.search).toBe("?state=Lagos&city=Lekki&bedrooms=3");

    await user.selectOptions(within(form).getByLabelText("Sort by"), "price_desc");
    await user.selectOptions(within(form).getByLabelText("Status"), "any");
    await user.click(within(form).getByRole("button", { name: "Show listings" }));
    expect(router.state.location.search).toBe(
      "?state=Lagos&city=Lekki&bedrooms=3&status=any&sort=price_desc",
    );

    // Back: the form shows the URL's filters again.
    router.navigate(-1);
    await vi.waitFor(() => expect(within(form).getByLabelText("Sort by")).toHaveValue("newest"));
    expect(within(form).getByLabelText("Status")).toHaveValue("available");
    expect(within(form).getByLabelText("Town")).toHaveValue("Lekki");
  });

  it("on phones the filters sit behind a disclosure that counts the filters on", async () => {
    const user = userEvent.setup();
    mockRoutes({ "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }) });
    renderWithRouter(<ListingsView title="Properties" />, {
      path: "/properties?city=Yaba&status=rented&sort=price_asc",
    });
    const toggle = screen.getByRole("button", { name: "Filters (2 on)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const form = screen.getByRole("form", { name: "Filter listings" });
    expect(toggle).toHaveAttribute("aria-controls", form.id);
    expect(form).toHaveClass("hidden");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide filters (2 on)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(form).toHaveClass("grid");
    const status = within(form).getByLabelText("Status");
    expect(status).toHaveValue("rented");
    // Lists show available listings unless asked: that is the first choice, "Any status" widens it.
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Available", "Pending", "Sold", "Rented", "Unavailable", "Any status"]);
    expect(within(form).getByLabelText("Sort by")).toHaveValue("price_asc");
  });

  it("without filters, an empty list (a category nobody has listed yet) leads to all properties", async () => {
    mockRoutes({ "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }) });
    renderWithRouter(<ListingsView title="Warehouse" preset={{ category: "warehouse" }} />, {
      path: "/category/warehouse",
    });
    const empty = await screen.findByRole("region", { name: "No listings here yet" });
    expect(within(empty).getByRole("link", { name: "Browse all properties" })).toHaveAttribute(
      "href",
      "/properties",
    );
    expect(screen.queryByRole("link", { name: "Clear all filters" })).toBeNull();
  });

  it("says when a page is past the end, and links to page 1", async () => {
    mockRoutes({ "GET /properties": () => page([], { current_page: 9, last_page: 2, total: 20 }) });
    renderWithRouter(<ListingsView title="Properties" />, { path: "/properties?state=Lagos&page=9" });
    const empty = await screen.findByRole("region", { name: "There is no page 9" });
    expect(empty).toHaveTextContent("These filters give 20 listings on 2 pages.");
    expect(within(empty).getByRole("link", { name: "Go to page 1" })).toHaveAttribute(
      "href",
      "/properties?state=Lagos",
    );
  });

  it("shows the server's reason for a bad filter, with a way out", async () => {
    mockRoutes({
      "GET /properties": () => [
        422,
        {
          status: "error",
          statusCode: 422,
          message: "Validation failed",
          code: "validation",
          errors: { bedrooms: ["bedrooms must be at least 0"] },
        },
      ],
    });
    renderWithRouter(<ListingsView title="Properties" />, { path: "/properties?bedrooms=-1" });
    expect(await screen.findByRole("alert")).toHaveTextContent("bedrooms must be at least 0");
    expect(screen.getByRole("link", { name: "Clear all filters" })).toHaveAttribute("href", "/properties");
  });
});

describe("a category page", () => {
  it("an unknown category says so without asking the server", async () => {
    const fetch = mockRoutes({});
    renderRoute("/category/:name", Category, "/category/castles");
    expect(screen.getByRole("heading", { level: 1, name: "There is no such category" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all categories" })).toHaveAttribute("href", "/categories");
    expect(document.title).toBe("Category not found — Ile");
    expect(fetch).toHaveLength(0);
  });

  it("every category the footer links is one the site knows (Short lets was 'hotel-short-let')", () => {
    const linked = FOOTER_SERVICES.filter((l) => l.to.startsWith("/category/"));
    expect(linked.map((l) => l.to)).toEqual(["/category/short-let"]);
    for (const l of linked)
      expect(PROPERTY_CATEGORIES as readonly string[]).toContain(l.to.slice("/category/".length));
  });

  it("/categories offers only the categories that have listings", async () => {
    mockRoutes({
      "GET /categories": () => [
        200,
        {
          status: "success",
          data: [
            { name: "self-contain", label: "Self-contain", count: 137 },
            { name: "warehouse", label: "Warehouse", count: 0 },
            { name: "short-let", label: "Short let", count: 1 },
          ],
        },
      ],
    });
    renderRoute("/categories", Categories, "/categories");
    const list = await screen.findByRole("list");
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Self-contain137 listings", "/category/self-contain"],
      ["Short let1 listing", "/category/short-let"],
    ]);
  });
});

describe("a card", () => {
  it("in a list, only the first card's photo loads at once and first; the rest load lazily", async () => {
    mockRoutes({
      "GET /properties": () =>
        page(
          [
            listing({ id: 1, slug: "a", title: "Flat in Yaba", cover: "/a.webp" }),
            listing({ id: 2, slug: "b", title: "Duplex in Lekki", cover: "/b.webp" }),
          ],
          { current_page: 1, last_page: 1, total: 2 },
        ),
    });
    renderWithRouter(<ListingsView title="Properties" />, { path: "/properties" });
    const first = await screen.findByRole("article", { name: "Flat in Yaba" });
    const second = screen.getByRole("article", { name: "Duplex in Lekki" });
    const photo = (card: HTMLElement) => card.querySelector("img")!;
    expect(photo(first)).toHaveAttribute("fetchpriority", "high");
    expect(photo(first)).toHaveAttribute("loading", "eager");
    expect(photo(second)).toHaveAttribute("loading", "lazy");
    expect(photo(second)).toHaveAttribute("fetchpriority", "auto");
  });

  it("shows the price with its period and leaves out zero bedrooms and bathrooms", () => {
    renderWithRouter(
      <PropertyCard
        property={listing({
          slug: "shop",
          title: "Shop in Wuse",
          price: 1_500_000,
          bedrooms: 0,
          bathrooms: 0,
          area: 40,
          property_type: "Shop",
          status: "rented",
        })}
      />,
    );
    const card = screen.getByRole("article", { name: "Shop in Wuse" });
    expect(card).toHaveTextContent("₦1,500,000.00/year");
    expect(card).not.toHaveTextContent("0 beds");
    expect(card).not.toHaveTextContent("0 baths");
    expect(card).toHaveTextContent("40 m²");
    expect(within(card).getByText("Rented")).toHaveAttribute("data-colour", "blue");
  });
});

describe("the listing page", () => {
  const show = (over: Partial<ReturnType<typeof listing>>) => {
    const p = listing({ slug: "flat-yaba", title: "3 bedroom flat in Yaba", ...over });
    mockRoutes({
      "GET /properties/flat-yaba": () => [200, { status: "success", data: p }],
      "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }),
    });
    renderRoute("/property/:slug", PropertyPage, "/property/flat-yaba");
  };

  it("shows key facts, status colour, price per period, the verified owner and a map of the coordinates", async () => {
    show({
      latitude: 6.5095,
      longitude: 3.3711,
      status: "pending",
      rent_period: "month",
      price: 250_000,
      toilets: 4,
      parking_spaces: 2,
      furnished: true,
      serviced: true,
      title_document: "governors_consent",
      stats: { views: 1234, favourites: 0 },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "3 bedroom flat in Yaba" })).toBeVisible();
    expect(screen.getByTestId("price")).toHaveTextContent("₦250,000.00/month");
    expect(document.title).toBe("3 bedroom flat in Yaba — ₦250,000.00/month — Ile");
    expect(screen.getByText("Pending")).toHaveAttribute("data-colour", "yellow");
    expect(screen.getByTestId("status-note")).toHaveTextContent("An offer on this property is pending.");
    expect(screen.getByText("1,234 views")).toBeInTheDocument();
    const facts = screen.getByRole("region", { name: "Key facts" });
    const fact = (name: string) => within(facts).getByText(name).nextElementSibling;
    expect(fact("Toilets")).toHaveTextContent("4");
    expect(fact("Parking spaces")).toHaveTextContent("2");
    expect(fact("Furnished")).toHaveTextContent("Yes");
    expect(fact("Serviced")).toHaveTextContent("Yes");
    expect(fact("Title document")).toHaveTextContent("Governor's consent");
    const owner = screen.getByRole("region", { name: "Listed by" });
    expect(owner).toHaveTextContent("Ada Obi");
    expect(within(owner).getByText("Verified")).toBeVisible();
    const map = screen.getByTitle("Map of 3 bedroom flat in Yaba");
    expect(map.tagName).toBe("IFRAME");
    expect(map).toHaveAttribute("src", osmEmbed({ lat: 6.5095, lon: 3.3711 }));
    expect(map.getAttribute("src")).toContain("marker=6.5095%2C3.3711");
    expect(screen.getByRole("form", { name: "Contact the owner" })).toBeInTheDocument();
  });

  it("checks the enquiry before sending, focuses the field to correct, then sends it to the owner", async () => {
    const user = userEvent.setup();
    const p = listing({ slug: "flat-yaba", title: "3 bedroom flat in Yaba" });
    const sent: unknown[] = [];
    mockRoutes({
      "GET /properties/flat-yaba": () => [200, { status: "success", data: p }],
      "GET /properties": () => page([], { current_page: 1, last_page: 0, total: 0 }),
      "POST /properties/flat-yaba/enquiries": (call) => {
        sent.push(call.body);
        return [201, { status: "success", message: "Enquiry sent" }];
      },
    });
    renderRoute("/property/:slug", PropertyPage, "/property/flat-yaba");
    const form = await screen.findByRole("form", { name: "Contact the owner" });
    await user.type(within(form).getByLabelText("Your name"), "Chidi Okafor");
    await user.type(within(form).getByLabelText("Email"), "chidi@");
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    const email = within(form).getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(within(form).getByText("Enter a valid email address")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(email, "example.com");
    await user.click(within(form).getByRole("button", { name: "Send enquiry" }));
    expect(await within(form).findByText(/Your enquiry was sent/)).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(sent).toEqual([
      expect.objectContaining({ name: "Chidi Okafor", email: "chidi@example.com", phone: "" }),
    ]);
  });

  it("steps through the photos with Previous/Next and the thumbnails, saying which photo is shown", async () => {
    const user = userEvent.setup();
    const photo = (id: number) => ({
      id,
      url: `/api/photos/p${id}-1280.webp`,
      sizes: [320, 640, 1280].map((width) => ({ width, url: `/api/photos/p${id}-${width}.webp` })),
      position: id,
      is_cover: id === 1,
      alt: "",
    });
    show({ images: [photo(1), photo(2), photo(3)] });
    const photos = await screen.findByRole("region", { name: "Photos" });
    const main = within(photos).getByAltText("3 bedroom flat in Yaba, photo 1 of 3");
    expect(main).toHaveAttribute("srcset", expect.stringContaining("/api/photos/p1-640.webp 640w"));
    expect(within(photos).getByText("Photo 1 of 3")).toBeInTheDocument();
    await user.click(within(photos).getByRole("button", { name: "Previous photo" }));
    expect(within(photos).getByText("Photo 3 of 3")).toBeInTheDocument();
    expect(within(photos).getByRole("button", { name: "Show photo 3" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(within(photos).getByRole("button", { name: "Next photo" }));
    expect(within(photos).getByAltText("3 bedroom flat in Yaba, photo 1 of 3")).toBeInTheDocument();
    await user.click(within(photos).getByRole("button", { name: "Show photo 2" }));
    expect(within(photos).getByText("Photo 2 of 3")).toBeInTheDocument();
    expect(within(photos).getByAltText("3 bedroom flat in Yaba, photo 2 of 3")).toHaveAttribute(
      "src",
      "/api/photos/p2-1280.webp",
    );
  });

  it("says which checks the owner passed: identity, LASRERA registered, CAC", async () => {
    show({
      owner: {
        id: 3,
        name: "Bola Ade",
        role: "agent",
        slug: null,
        profile_picture: null,
        verified: true,
        company_name: null,
        checks: { identity: true, lasrera: true, cac: false },
      },
    });
    const checks = await screen.findByRole("region", { name: "Checks passed by the owner" });
    expect(
      within(checks)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.trim()),
    ).toEqual(["Identity verified", "LASRERA registered"]);
    expect(checks).not.toHaveTextContent("CAC registered company");
  });

  it("has no map without coordinates, and no badge for an unverified owner", async () => {
    show({
      owner: {
        id: 2,
        name: "Tayo Bello",
        role: "landlord",
        slug: null,
        profile_picture: null,
        verified: false,
        company_name: null,
        checks: { identity: false, lasrera: false, cac: false },
      },
    });
    const owner = await screen.findByRole("region", { name: "Listed by" });
    expect(owner).toHaveTextContent("Tayo Bello");
    expect(within(owner).queryByText("Verified")).toBeNull();
    const checks = screen.getByRole("region", { name: "Checks passed by the owner" });
    expect(checks).toHaveTextContent("The owner has not passed any of Ile's checks yet");
    expect(within(checks).queryByRole("listitem")).toBeNull();
    expect(screen.queryByRole("region", { name: "Location" })).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    // An available listing needs no status note, and the enquiry asks whether it is still available.
    expect(screen.queryByTestId("status-note")).toBeNull();
    expect(screen.getByLabelText("Message")).toHaveValue(
      "Hello, I am interested in this property. Is it still available, and when can I see it?",
    );
  });

  it("a sold listing says so, and the enquiry asks for similar ones", async () => {
    show({ status: "sold", listing_type: "sale", rent_period: null, price: 85_000_000 });
    expect(await screen.findByTestId("status-note")).toHaveTextContent("This property has been sold.");
    expect(screen.getByText("Sold")).toHaveAttribute("data-colour", "red");
    expect(screen.getByTestId("price")).toHaveTextContent(/^₦85,000,000\.00$/);
    expect(screen.getByLabelText("Message")).toHaveValue(
      "Hello, I saw this property on Ile. Do you have similar ones available?",
    );
  });
});
