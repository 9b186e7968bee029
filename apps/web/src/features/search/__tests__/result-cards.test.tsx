/** Issue 17 item 4: the search cards count in words, hide unknown counts and join place parts cleanly. */
import type { PersonCard, PropertyResult } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PropertyCard } from "@/components/property-card";
import { listing } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { PersonResultCard, PropertyResultCard } from "../components/result-cards";

const result = (over: Partial<PropertyResult>): PropertyResult => ({
  id: 1,
  slug: "land-in-lekki",
  title: "Plot of land",
  price: 25_000_000,
  price_kobo: 2_500_000_000,
  rent_period: null,
  listing_type: "sale",
  status: "available",
  images: [],
  address: { city: "Lekki ", state: "Lagos", address: null, map_url: null },
  location: { lat: 6.4541, lng: 3.4246, approximate: true },
  bedrooms: 0,
  bedroomCount: 0,
  bathrooms: 0,
  area: 600,
  category: "land",
  property_type: "Land",
  created_at: "2026-11-01T10:00:00.000Z",
  stats: { views: 1 },
  amenities: [],
  ...over,
});

describe("search result cards", () => {
  it("a rent says the monthly income it needs and its status in words (issue 38); a sale neither", () => {
    renderWithRouter(
      <>
        <PropertyResultCard
          item={result({
            slug: "flat",
            title: "Flat in Yaba",
            listing_type: "rent",
            rent_period: "year",
            price: 3_600_000,
            price_kobo: 360_000_000,
            status: "rented",
          })}
          words={[]}
        />
        <PropertyResultCard item={result({})} words={[]} />
      </>,
    );
    const [rent, sale] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(rent).getByTestId("card-income-needed")).toHaveTextContent(
      "Income needed: ₦900,000.00/month",
    );
    expect(within(rent).getByText("Rented")).toHaveAttribute("data-colour", "blue");
    expect(within(sale).queryByTestId("card-income-needed")).toBeNull();
    expect(within(sale).getByText("Available")).toBeInTheDocument();
  });

  it("a listing without rooms shows no '0 bedrooms 0 bathrooms', and the place reads 'Lekki, Lagos'", () => {
    renderWithRouter(<PropertyResultCard item={result({})} words={[]} />);
    expect(screen.getByText("Lekki, Lagos")).toBeInTheDocument();
    expect(screen.queryByText(/bed|bath/)).not.toBeInTheDocument();
  });

  it("a listing with rooms counts them in words", () => {
    renderWithRouter(<PropertyResultCard item={result({ bedrooms: 1, bathrooms: 2 })} words={[]} />);
    expect(screen.getByText("1 bed")).toBeInTheDocument();
    expect(screen.getByText("2 baths")).toBeInTheDocument();
  });

  it("a person with one review says '1 review'", () => {
    const person = {
      id: 3,
      slug: "ada-obi",
      name: "Ada Obi",
      profile_picture: null,
      verified: false,
      checks: { identity: false, lasrera: true, cac: false },
      average_rating: 4,
      reviews_count: 1,
      profile: { role: "agent", role_title: "Agent", occupation: null, location: null },
    } as unknown as PersonCard;
    renderWithRouter(<PersonResultCard person={person} words={[]} />);
    expect(screen.getByText(/\(1 review\)/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Checks passed" })).toHaveTextContent("LASRERA registered");
  });
});

describe("PropertyCard", () => {
  it("joins the place without a stray space and pluralises rooms", () => {
    renderWithRouter(
      <PropertyCard
        property={listing({
          slug: "a",
          bedrooms: 1,
          bathrooms: 2,
          address: { city: " Yaba", state: "Lagos ", address: "", map_url: null },
        })}
      />,
    );
    expect(screen.getByText("Yaba, Lagos")).toBeInTheDocument();
    expect(screen.getByText("1 bed")).toBeInTheDocument();
    expect(screen.getByText("2 baths")).toBeInTheDocument();
  });
});
