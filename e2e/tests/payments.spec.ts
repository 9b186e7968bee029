/**
 * Payments in a real browser on the sandbox gateway (issue 6): a premium profile unlocked by a one-off payment,
 * a Premium subscription through /subscription/callback that opens /premium-content, and a cancellation that
 * keeps access until the end date.
 */

import { createAccount, signInPage } from "./fixtures";
import { expect, test } from "./test";

test("a declined payment says so and offers a retry", async ({ page, request }) => {
  const agent = await createAccount(request, "landlord");
  const profile = await request.get("/api/profile", { headers: { authorization: `Bearer ${agent.token}` } });
  const { unique_key } = (await profile.json()).data as { unique_key: string };
  const tenant = await createAccount(request, "tenant");
  const start = await request.post("/api/payment/initiate", {
    headers: { authorization: `Bearer ${tenant.token}` },
    data: { unique_key },
  });
  const { payment_url } = await start.json();
  await signInPage(page, tenant);
  await page.goto(new URL(payment_url).pathname);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("heading", { name: "Payment not verified" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Payment verification failed");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("subscribe to Premium through the callback, open premium content, cancel and keep access to the end", async ({
  page,
  request,
}) => {
  const user = await createAccount(request, "tenant");
  await signInPage(page, user);

  // Without a plan, the paywall page (in the normal layout) says what the report is and offers the plans.
  await page.goto("/premium-content");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: /The market report is part of a paid plan/ })).toBeVisible();
  const offers = page.getByRole("region", { name: "Plans that include it" });
  await expect(offers.getByRole("heading", { level: 3 })).toHaveText(["Premium", "Business"]);
  await expect(offers.getByText("₦7,500.00")).toBeVisible();
  await expect(offers.getByRole("button", { name: "Subscribe to Premium" })).toBeVisible();
  await page.getByRole("link", { name: "Compare or switch plans" }).click();

  await expect(page.getByRole("heading", { name: "Your plan: Free" })).toBeVisible();
  const plans = page.getByRole("region", { name: "Plans" });
  await expect(plans.getByRole("heading", { level: 3 })).toHaveText([/Free/, "Basic", "Premium", "Business"]);
  await expect(plans.getByText("₦7,500.00")).toBeVisible();
  await plans.getByText("Yearly").click();
  await expect(plans.getByText("₦75,000.00")).toBeVisible();
  await plans.getByText("Monthly").click();
  await plans.getByRole("button", { name: "Subscribe to Premium" }).click();

  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay ₦7,500.00" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText("Payment verified successfully!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your plan: Premium" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Subscribed" })).toBeVisible();

  // The page heading shows at once (main layout); the report itself only once the paywall check passes.
  await page.goto("/premium-content");
  await expect(page.getByRole("heading", { name: "Premium content: market report" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible({ timeout: 30_000 });

  await page.goto("/subscription");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription is cancelled" })).toBeVisible();
  await expect(page.getByText(/Cancelled: active until/)).toBeVisible();

  await page.goto("/premium-content");
  await expect(page.getByRole("table")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Plans that include it" })).toHaveCount(0);
});

test("the callback without a reference says so and returns to the subscription page", async ({
  page,
  request,
}) => {
  const user = await createAccount(request, "tenant");
  await signInPage(page, user);
  await page.goto("/subscription/callback");
  await expect(page.getByText("No payment reference found")).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
});
