/** Auction cards load their photo lazily and responsively, like listing cards. */
import type { Auction } from "@ile/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/testing/render";
import { AuctionCard, coverSrcSet } from "../components/auction-card";

function auction(cover: string | null): Auction {
  const person = { id: 2, name: "Ada O." };
  return {
    id: 1,
    property: {
      id: 10,
      slug: "duplex-in-lekki",
      title: "Duplex in Lekki",
      city: "Lekki",
      state: "Lagos",
      property_type: "Duplex",
      bedrooms: 4,
      cover,
    },
    seller: person,
    starting_price_kobo: 5_000_000_000,
    reserve_price_kobo: 6_000_000_000,
    min_increment_kobo: 10_000_000,
    current_bid_kobo: null,
    next_min_bid_kobo: 5_000_000_000,
    bid_count: 0,
    reserve_met: false,
    leader: null,
    status: "live",
    starts_at: "2026-11-20T10:00:00.000Z",
    ends_at: "2026-11-30T10:00:00.000Z",
    scheduled_end_at: "2026-11-30T10:00:00.000Z",
    deposit_note: "",
    winner: null,
    cancel_reason: null,
    demo: true,
    server_time: "2026-11-23T10:00:00.000Z",
    created_at: "2026-11-19T10:00:00.000Z",
  };
}

describe("auction card photo", () => {
  it("offers every stored width with the listing cards' sizes, and reserves its box", () => {
    const { container } = renderWithRouter(
      <AuctionCard auction={auction("/api/photos/placeholder-duplex-640.webp")} />,
    );
    expect(screen.getByRole("link", { name: "Duplex in Lekki" })).toHaveAttribute("href", "/auction/1");
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/api/photos/placeholder-duplex-640.webp");
    expect(img).toHaveAttribute(
      "srcset",
      "/api/photos/placeholder-duplex-320.webp 320w, /api/photos/placeholder-duplex-640.webp 640w, /api/photos/placeholder-duplex-1280.webp 1280w",
    );
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "480");
  });

  it("uses an uploaded photo's sizes and leaves other photos as they are", () => {
    expect(coverSrcSet("/uploads/public/properties/ab12-640.webp")).toBe(
      "/uploads/public/properties/ab12-320.webp 320w, /uploads/public/properties/ab12-640.webp 640w, /uploads/public/properties/ab12-1280.webp 1280w",
    );
    expect(coverSrcSet("https://images.example.com/house-640.webp")).toBeUndefined();
    expect(coverSrcSet("//cdn.example.com/house-640.webp")).toBeUndefined();
    expect(coverSrcSet("/uploads/legacy/house.jpg")).toBeUndefined();
  });

  it("shows the gavel without a photo", () => {
    const { container } = renderWithRouter(<AuctionCard auction={auction(null)} />);
    expect(container.querySelector("img")).toBeNull();
  });
});
