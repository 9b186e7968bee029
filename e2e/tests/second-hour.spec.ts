/**
 * Issue 38 in a real browser at 360 px: the analytics dashboard fits the phone (it overflowed to 480 px), and the
 * caveat notices list is reached from the footer and filters by place in the URL.
 */
import { apiLogin, E2E_ADMIN, MOBILE, signInPage } from "./fixtures";
import { expect, test } from "./test";

test.use({ viewport: MOBILE });

const sideways = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);
test("the analytics dashboard has no sideways scroll at 360 px", async ({ page, request }) => {
  test.slow();
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const refresh = await request.post("/api/analytics/refresh", {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(refresh.ok()).toBeTruthy();
  await signInPage(page, admin);
  await page.goto("/analytics/app/dashboard?state=Lagos");
  await expect(page.getByRole("figure", { name: "Median yearly rent by town" })).toBeVisible();
  expect(await sideways(page), "no sideways scroll at 360 px").toBeLessThanOrEqual(360);
});

test("the caveat notices list is in the footer and filters by place", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Caveat notices" }).click();
  await expect(page).toHaveURL(/\/caveat-notices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Caveat notices" })).toBeVisible();
  const form = page.getByRole("form", { name: "Filter notices" });
  await form.getByLabel("Place").fill("Nowhere-at-all");
  await form.getByRole("button", { name: "Show notices" }).click();
  await expect(page).toHaveURL(/place=Nowhere-at-all/);
  await expect(page.getByText("No notices match these filters.")).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(360);
});
