/** Issue 17 item 7: the paywall page offers the plans with prices; the unlock confirmation links to the profile. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveLogin } from "@/lib/session-storage";
import { mockRoutes } from "@/testing/api";
import { plan } from "@/testing/fixtures";
import { renderRoute } from "@/testing/render";
import { Component as PaymentVerify } from "../routes/payment-verify";
import { Component as PremiumContent } from "../routes/premium-content";

const plans = [
  plan(1, "free", "Free", 0, 0),
  plan(2, "basic", "Basic", 2500, 10),
  plan(3, "premium", "Premium", 7500, 50, true),
  plan(4, "business", "Business", 20000, null, true),
];

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signIn = () =>
  saveLogin({ token: "t0ken", expires_in: 3600, user: { id: 7, full_name: "Tobi Lawal", role: "tenant" } });

describe("/premium-content without a plan", () => {
  it("shows what the report is, a preview, and the plans that include it with prices and a subscribe button", async () => {
    signIn();
    const calls = mockRoutes({
      "GET /search": () => [
        402,
        { status: "error", statusCode: 402, code: "PAYMENT_REQUIRED", message: "Payment required" },
      ],
      "GET /subscriptions/price/list": () => [200, { status: "success", data: plans }],
      "POST /subscription/initiate": () => {
        const link = {
          reference: "ref-1",
          payment_url: "/svc/pay/checkout/ref-1",
          payment_instructions: {
            amount: 7500,
            amount_kobo: 750_000,
            currency: "NGN" as const,
            description: "Premium plan, monthly",
          },
        };
        return [200, { status: "success", message: "ok", ...link, data: link }];
      },
    });
    renderRoute("/premium-content", PremiumContent, "/premium-content");
    expect(screen.getByRole("heading", { name: "Premium content: market report" })).toBeVisible();
    expect(
      await screen.findByRole("heading", { name: /The market report is part of a paid plan/ }),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Access Denied" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Median" })).toBeVisible();
    const offers = within(screen.getByRole("region", { name: "Plans that include it" }));
    expect(await offers.findAllByRole("heading", { level: 3 })).toHaveLength(2);
    expect(offers.getByText("₦7,500.00")).toBeVisible();
    expect(offers.getByText("₦20,000.00")).toBeVisible();
    expect(offers.queryByText("Basic")).toBeNull();
    await userEvent.setup().click(offers.getByRole("button", { name: "Subscribe to Premium" }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === "/subscription/initiate")).toBe(true));
    const initiate = calls.find((c) => c.path === "/subscription/initiate")!;
    expect(initiate.body).toEqual({
      plan_type: "premium",
      interval: "monthly",
    });
  });
});

describe("/payment/verify/{reference} after a profile unlock", () => {
  it("links straight to the unlocked profile by its key when the details are not shown here", async () => {
    mockRoutes({
      "GET /payment/callback": () => [
        200,
        {
          status: "success",
          message: "Payment verified successfully!",
          data: {
            reference: "ref-1",
            status: "success",
            purpose: "profile_unlock",
            amount: 2000,
            amount_kobo: 200_000,
            unique_key: "ILE-ABCDEFGHJK",
            next_steps: [
              "The profile's contact details and documents are now unlocked for you.",
              "Open the profile again with its key ILE-ABCDEFGHJK.",
            ],
            profile: null,
          },
        },
      ],
    });
    renderRoute("/payment/verify/:reference", PaymentVerify, "/payment/verify/ref-1");
    const link = await screen.findByRole("link", { name: "Open the unlocked profile" });
    expect(link).toHaveAttribute("href", "/profiles/ILE-ABCDEFGHJK");
    expect(screen.queryByText(/Open the profile again with its key/)).toBeNull();
  });
});
