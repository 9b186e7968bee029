import type { PropertyRequest } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { listing, page } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import Enquiries from "../components/dashboard/enquiries";
import Favourites from "../components/dashboard/favourites";
import MatchingRequests from "../components/dashboard/matching-requests";
import MyListings from "../components/dashboard/my-listings";

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const signIn = (role: string) =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role } });

describe("dashboard lists", () => {
  it("deletes a listing after confirming in a dialog, and keeps it when the user changes their mind", async () => {
    const user = userEvent.setup();
    signIn("agent");
    let rows = [listing({ slug: "flat", title: "Flat in Yaba" })];
    const deleted: string[] = [];
    mockRoutes({
      "GET /properties/mine": () => [200, page(rows)],
      "DELETE /properties/flat": () => {
        deleted.push("flat");
        rows = [];
        return [200, { status: "success", message: "Listing deleted" }];
      },
    });
    renderWithRouter(<MyListings />, { path: "/dashboard/listings" });
    await user.click(await screen.findByRole("button", { name: "Delete Flat in Yaba" }));
    let dialog = screen.getByRole("dialog", { name: "Delete this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Flat in Yaba" }));
    dialog = screen.getByRole("dialog", { name: "Delete this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete listing" }));
    expect(await screen.findByText("You have no listings yet")).toBeVisible();
    expect(deleted).toEqual(["flat"]);
  });

  it("Favourites: lists saved listings and unsaves one", async () => {
    const user = userEvent.setup();
    signIn("user");
    let saved = [listing({ slug: "a", title: "Saved flat" }), listing({ slug: "b", title: "Saved duplex" })];
    mockRoutes({
      "GET /favourites": () => [200, page(saved)],
      "DELETE /properties/a/favourite": () => {
        saved = saved.filter((p) => p.slug !== "a");
        return [200, { status: "success", data: { slug: "a", is_favourite: false } }];
      },
    });
    renderWithRouter(<Favourites />);
    expect(await screen.findByRole("link", { name: "Saved flat" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Unsave Saved flat" }));
    await vi.waitFor(() => expect(screen.queryByRole("link", { name: "Saved flat" })).toBeNull());
    expect(screen.getByRole("link", { name: "Saved duplex" })).toBeVisible();
  });

  it("Enquiries: shows who asked about which listing, with email and phone links", async () => {
    signIn("landlord");
    mockRoutes({
      "GET /enquiries": () => [
        200,
        page([
          {
            id: 1,
            property: { id: 3, slug: "flat", title: "Flat in Yaba" },
            name: "Emeka Obi",
            email: "emeka@example.ng",
            phone: "+234 803 000 0000",
            message: "Is it still available?",
            created_at: "2026-11-20T10:00:00.000Z",
          },
        ]),
      ],
    });
    renderWithRouter(<Enquiries />);
    const card = await screen.findByRole("article", { name: "Enquiry from Emeka Obi" });
    expect(within(card).getByRole("link", { name: "Flat in Yaba" })).toHaveAttribute(
      "href",
      "/property/flat",
    );
    expect(card).toHaveTextContent("Is it still available?");
    expect(card).toHaveTextContent("Nov 20, 2026");
    expect(within(card).getByRole("link", { name: "emeka@example.ng" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:emeka@example\.ng\?subject=/),
    );
    expect(within(card).getByRole("link", { name: "+234 803 000 0000" })).toHaveAttribute(
      "href",
      "tel:+2348030000000",
    );
  });

  it("Matching requests: shows each request with its requester and budget, or says none match", async () => {
    signIn("agent");
    let data: PropertyRequest[] = [
      {
        id: 4,
        listing_type: "sale",
        category: "duplex",
        property_type: null,
        state: "Abuja",
        city: "Gwarinpa",
        min_budget: 50_000_000,
        max_budget: 90_000_000,
        bedrooms: 4,
        move_in_date: null,
        note: "",
        requester: { id: 9, name: "Kemi Seeker" },
        created_at: "2026-11-21T10:00:00.000Z",
      },
    ];
    mockRoutes({ "GET /property-requests/matching": () => [200, page(data)] });
    const first = renderWithRouter(<MatchingRequests />);
    const card = await screen.findByRole("article");
    expect(card).toHaveTextContent("4+ bedroom Duplex for sale");
    expect(card).toHaveTextContent("Gwarinpa, Abuja");
    expect(card).toHaveTextContent("₦50,000,000.00 – ₦90,000,000.00");
    expect(card).toHaveTextContent("Posted by: Kemi Seeker");
    expect(card).toHaveTextContent("Move-in: Any time");
    first.unmount();
    data = [];
    renderWithRouter(<MatchingRequests />);
    expect(await screen.findByText(/No requests match your listings yet/)).toBeVisible();
  });
});
