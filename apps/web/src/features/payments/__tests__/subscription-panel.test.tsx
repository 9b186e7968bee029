import type { Subscription } from "@ile/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { mockApi, route } from "@/testing/api";
import { plan } from "@/testing/fixtures";
import { renderWithRouter } from "@/testing/render";
import { failureMessage } from "../api/payments";
import { SubscriptionPanel } from "../components/subscription-panel";

const plans = [
  plan(1, "free", "Free", 0, 0),
  plan(2, "basic", "Basic", 2500, 10),
  plan(3, "premium", "Premium", 7500, 50, true),
  plan(4, "business", "Business", 20000, null, true),
];
const premiumSub: Subscription = {
  id: 9,
  plan: plans[2]!,
  interval: "monthly",
  status: "active",
  current_period_start: "2026-11-01T00:00:00.000Z",
  current_period_end: "2026-12-01T00:00:00.000Z",
  scheduled_plan: null,
  cancelled_at: null,
  live: true,
};

function serveApi() {
  return mockApi(
    route("GET /subscriptions/price/list", () => [200, { status: "success", data: plans }]),
    route("GET /get/user/subscription", () => [
      200,
      {
        status: "success",
        data: {
          subscription: premiumSub,
          plan: plans[2]!,
          usage: { premium_profile_views_this_month: 4, live_listings: 1 },
        },
      },
    ]),
    route("GET /get/subscription/history", () => [
      200,
      { status: "success", data: { events: [], payments: [], credit: 0, credit_kobo: 0 } },
    ]),
    route("POST /cancel/subscription", () => [
      200,
      {
        status: "success",
        message: "Your subscription is cancelled. You keep Premium until 1 December 2026.",
        data: {
          subscription: {
            ...premiumSub,
            status: "cancelled" as const,
            cancelled_at: "2026-11-20T00:00:00.000Z",
          },
        },
      },
    ]),
  );
}

beforeEach(() => {
  localStorage.setItem("auth_token", "t");
  localStorage.setItem("auth_token_expires_at", String(Date.now() + 3_600_000));
  localStorage.setItem("auth_user", JSON.stringify({ id: 5, role: "user", full_name: "Ada Obi" }));
});
afterEach(() => localStorage.clear());

describe("SubscriptionPanel", () => {
  it("shows the plan in force, its usage, and what each other plan would do", async () => {
    serveApi();
    renderWithRouter(<SubscriptionPanel />);
    expect(await screen.findByRole("heading", { name: "Your plan: Premium" })).toBeInTheDocument();
    expect(screen.getByText("4 of 50")).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Plans" });
    expect(within(list).getByRole("button", { name: "Upgrade to Business" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Switch to Basic at period end" })).toBeInTheDocument();
    expect(within(list).getAllByText("₦7,500.00")).toHaveLength(1);
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
  });

  it("cancels only after confirmation and shows the server's message", async () => {
    const calls = serveApi();
    const sent = () => calls.map((c) => `${c.method} ${c.path}`);
    const user = userEvent.setup();
    renderWithRouter(<SubscriptionPanel />);
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    expect(sent()).not.toContain("POST /cancel/subscription");
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You keep Premium until 1 December 2026");
    expect(sent()).toContain("POST /cancel/subscription");
  });
});

describe("failureMessage", () => {
  it("prefers a field error, then the server's message, then the SPEC fallback", () => {
    const field = new ApiError(422, "x", {
      errors: { plan_type: ["Choose one of the plans"] },
      serverMessage: "s",
    });
    expect(failureMessage(field, "Failed to initiate subscription")).toBe("Choose one of the plans");
    expect(failureMessage(new ApiError(409, "x", { serverMessage: "Already" }), "F")).toBe("Already");
    expect(failureMessage(new ApiError(500, "x"), "Failed to renew subscription")).toBe(
      "Failed to renew subscription",
    );
    expect(failureMessage(new Error("boom"), "Failed to cancel subscription")).toBe(
      "Failed to cancel subscription",
    );
  });
});
