/**
 * Market analytics in a real browser (issue 23, ADR 0710): the analytics login screen (with the admin's code
 * step) leads to the dashboard; Lagos rents by town from the seeded world; the filters are in the URL; the CSV
 * downloads with the same figures; a tenant without an analytics plan is offered the plans.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { createAccount, E2E_ADMIN, latestCode, signInPage } from "./fixtures";
import { expect, test } from "./test";

test("an admin signs in on the analytics login, sees Lagos rents by town, and downloads the CSV", async ({
  page,
  request,
}) => {
  await page.goto("/analytics/app/dashboard?state=Lagos");
  await expect(page).toHaveURL(/\/analytics\/app\/login\?next=/);
  await expect(page.getByRole("heading", { name: "Log in to Ile Analytics" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(E2E_ADMIN.email);
  await main.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your login code" })).toBeVisible();
  await main.getByLabel("6-digit code").fill(await latestCode(request, E2E_ADMIN.email));
  await main.getByRole("button", { name: "Verify and log in" }).click();

  await expect(page).toHaveURL(/\/analytics\/app\/dashboard\?state=Lagos$/);
  await expect(page.getByRole("heading", { name: "Market analytics" })).toBeVisible();
  const byTown = page.getByRole("figure", { name: "Median yearly rent by town" });
  await expect(byTown).toBeVisible();
  // The seeded world has Lagos rentals in Lekki and Yaba among others, each with a median in naira.
  await expect(byTown.getByRole("rowheader", { name: "Lekki", exact: true })).toBeVisible();
  await expect(byTown.getByRole("row", { name: /^Lekki ₦[\d,]+\.00/ })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Supply by type" })).toBeVisible();

  // Filters go in the URL (shareable) and narrow the figures; each breakdown still compares along its own axis.
  const listings = page.getByRole("region", { name: "The whole scope" }).getByText(/\d listings?$/);
  const allBedrooms = await listings.textContent();
  await main.getByLabel("Bedrooms").selectOption("2");
  await page.getByRole("button", { name: "Show figures" }).click();
  await expect(page).toHaveURL(/bedrooms=2/);
  await expect(listings).not.toHaveText(allBedrooms ?? "");
  await expect(
    page
      .getByRole("figure", { name: "Median yearly rent by bedrooms" })
      .getByRole("rowheader", { name: "2 bedrooms" }),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("ile-market-rent-lagos.csv");
  const csv = await readFile((await file.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toContain("median_yearly_rent_naira");
  expect(csv).toContain('"bedrooms","2 bedrooms"');

  const a11y = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(a11y.violations).toEqual([]);
});

test("a tenant without an analytics plan is offered the plans", async ({ page, request }) => {
  const tenant = await createAccount(request, "tenant");
  await signInPage(page, tenant);
  await page.goto("/analytics/app/dashboard");
  await expect(page.getByText("Market analytics come with a plan that includes them.")).toBeVisible();
  await page.getByRole("link", { name: "See the plans" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
