/** Admin → Plans: prices typed in naira are checked with the contract's rules before sending, then sent as numbers. */
import type { Plan } from "@ile/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { env } from "@/config/env";
import { mockService } from "@/testing/api";
import { renderWithRouter } from "@/testing/render";
import PlansAdmin from "../components/plans-admin";

const pro: Plan = {
  id: 2,
  code: "pro",
  name: "Pro",
  description: "",
  currency: "NGN",
  monthly_price: 5000,
  monthly_price_kobo: 500_000,
  yearly_price: 50000,
  yearly_price_kobo: 5_000_000,
  entitlements: {
    premium_profile_views: 20,
    listing_quota: null,
    premium_content: true,
    analytics_access: false,
    featured_listings: 0,
  },
  active: true,
};

describe("Admin → Plans", () => {
  it("refuses a price with more than 2 decimals on its field, then sends naira and counts as numbers", async () => {
    mockService(env.apiBase, "/subscriptions/price/list", () => [200, { status: "success", data: [pro] }]);
    const sent = mockService(env.apiBase, "/subscription/plans/2", () => [
      200,
      { status: "success", message: "Plan updated", data: pro },
    ]);
    renderWithRouter(<PlansAdmin />);
    const form = await screen.findByRole("form", { name: "Pro plan" });
    const user = userEvent.setup();
    const monthly = within(form).getByLabelText("Monthly price (₦)");
    await user.clear(monthly);
    await user.type(monthly, "4,999.555");
    await user.click(within(form).getByRole("button", { name: "Save Pro" }));
    await waitFor(() => expect(monthly).toHaveAttribute("aria-invalid", "true"));
    expect(sent).toHaveLength(0);

    await user.clear(monthly);
    await user.type(monthly, "4,999.50");
    await user.type(within(form).getByLabelText("Listing quota"), "1o0");
    await user.click(within(form).getByLabelText("Market analytics"));
    await user.click(within(form).getByRole("button", { name: "Save Pro" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      monthly_price: 4999.5,
      yearly_price: 50000,
      listing_quota: 10,
      premium_profile_views: 20,
      analytics_access: true,
      premium_content: true,
    });
  });
});
