/**
 * Market analytics in a real browser (issue 23, ADR 0710): the analytics login screen (with the admin's code
 * step) leads to the dashboard; Lagos rents by town from the seeded world; the filters are in the URL; the CSV
 * downloads with the same figures; a tenant without an analytics plan is offered the plans.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import {
  apiLogin,
  createAccount,
  E2E_ADMIN,
  latestCode,
  latestMessage,
  signInPage,
  unique,
} from "./fixtures";
import { expect, test } from "./test";

test("an admin signs in on the analytics login, sees Lagos rents by town, and downloads the CSV", async ({
  page,
  request,
}) => {
  // A refresh of every summary, a sign-in with a code, charts and a download: past the 60 s default once on a
  // loaded two-core CI machine, so the slow budget (3×), with the same checks.
  test.slow();
  // A search naming Yaba (the search log, ADR 0711), then the figures refreshed as the schedule would.
  expect((await request.get("/api/search?query=flats%20in%20yaba&state=Lagos")).ok()).toBeTruthy();
  const { token } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const refresh = await request.post("/api/analytics/refresh", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refresh.ok()).toBeTruthy();

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
  const perBedroom = page.getByRole("figure", { name: "Median yearly rent per bedroom by town" });
  await expect(perBedroom.getByRole("row", { name: /^Lekki ₦[\d,]+\.\d\d ₦[\d,]+\.00 \d+$/ })).toBeVisible();
  const searched = page.getByRole("figure", { name: "Most searched towns in Lagos (last 90 days)" });
  await expect(searched.getByRole("row", { name: /^Yaba Lagos \d+/ })).toBeVisible();

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

test("a new analytics user registers, verifies the emailed link on the analytics screen and logs in there", async ({
  page,
  request,
}) => {
  const email = `${unique("analyst")}@e2e.ile.ng`;
  const password = "Yaba-market-figures-7";
  await page.goto("/analytics/app/login");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/analytics\/app\/register$/);
  await expect(page.getByRole("heading", { name: "Create your Ile Analytics account" })).toBeVisible();
  await main.getByRole("radio", { name: /^Agent/ }).check();
  await main.getByLabel("First name").fill("Ada");
  await main.getByLabel("Last name").fill("Analyst");
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByLabel("Confirm password").fill(password);
  await main.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/analytics\/app\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Verify your account" })).toBeVisible();
  const mail = await latestMessage(request, email);
  const [, userId, token] = mail?.text.match(/\/verify\/email\/(\d+)\/([A-Za-z0-9_-]+)/) ?? [];
  expect(token, "a verification link in the email").toBeTruthy();
  await page.goto(`/analytics/app/verify-email/${userId}/${token}`);
  await expect(page.getByRole("heading", { name: "Verification successful!" })).toBeVisible();
  await main.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/analytics\/app\/login$/);
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/analytics\/app\/dashboard$/);
  // A new account has the free plan: the figures are offered with a plan.
  await expect(page.getByText("Market analytics come with a plan that includes them.")).toBeVisible();
});
