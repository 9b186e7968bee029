/** Issue 39: a bid is checked with the contract's schema (on the kobo it sends) before it is placed. */
import type { AuctionDetail } from "@ile/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockApi } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import PlaceBidForm from "../components/place-bid-form";

const auction = { id: 4, next_min_bid_kobo: 60_500_000_00, leader: null } as unknown as AuctionDetail;

afterEach(() => clearSession());

describe("PlaceBidForm", () => {
  it("refuses a bid that is not naira without calling the API, and says so on the field", async () => {
    const user = userEvent.setup();
    saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Ada Obi", role: "user" } });
    const calls = mockApi();
    renderWithRouter(<PlaceBidForm a={auction} status="live" />);
    await user.type(screen.getByLabelText("Your bid (₦)"), "lots");
    await user.click(screen.getByRole("button", { name: "Place bid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your bid in naira, e.g. 150000000");
    expect(screen.getByLabelText("Your bid (₦)")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });
});
