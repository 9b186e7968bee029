/**
 * Listings in a real browser (issue 4): browse → filter (kept in the URL) → open a listing → save it → enquire →
 * compare three.
 */

import { createAccount, signInPage } from "./fixtures";
import { expect, test } from "./test";

test("browse rentals, filter by town and bedrooms in the URL, open a listing, save it, enquire and compare three", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "tenant", { first_name: "Funke", last_name: "Ade" });
  await signInPage(page, account);
  await page.goto("/properties/rent");
  await expect(page.getByRole("heading", { level: 1, name: "Properties for rent" })).toBeVisible();
  const results = page.getByRole("region", { name: "Listings" });
  await expect(results.getByRole("article").first()).toBeVisible();
  await expect(results.getByRole("article").first()).toContainText(/₦[\d,]+\.\d{2}\/(year|month|night)/);

  const filters = page.getByRole("form", { name: "Filter listings" });
  await filters.getByLabel("Town").fill("Lekki");
  await filters.getByLabel("Bedrooms (at least)").fill("3");
  await filters.getByRole("button", { name: "Show listings" }).click();
  await expect(page).toHaveURL(/city=Lekki/);
  await expect(page).toHaveURL(/bedrooms=3/);
  const cards = results.getByRole("article");
  await expect(cards.first()).toContainText("Lekki");
  const count = await page.getByTestId("result-count").textContent();

  // The back button returns to the unfiltered list; forward restores the filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/city=Lekki/);
  await page.goForward();
  await expect(page.getByTestId("result-count")).toHaveText(count!);

  await cards.first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByTestId("price")).toHaveText(/₦[\d,]+\.\d{2}\/(year|month|night)/);
  await expect(page.getByRole("region", { name: "Key facts" })).toContainText("Bedrooms");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  const form = page.getByRole("form", { name: "Contact the owner" });
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Your enquiry was sent.")).toBeVisible();

  const favourites = await request.get("/api/favourites", {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(favourites.ok()).toBeTruthy();
  expect(((await favourites.json()).data as unknown[]).length).toBe(1);

  // Back on the filtered list, three listings go side by side.
  await page.goBack();
  await expect(page).toHaveURL(/city=Lekki/);
  for (let i = 0; i < 3; i++) {
    const compare = cards.nth(i).getByRole("button", { name: /^Compare/ });
    await compare.click();
    await expect(compare).toHaveAttribute("aria-pressed", "true");
  }
  const bar = page.getByRole("region", { name: "Compare listings" });
  await expect(bar).toContainText("3 of 4 chosen to compare");
  await bar.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
});

test("an unknown listing says so", async ({ page }) => {
  await page.goto("/property/no-such-listing-here");
  await expect(page.getByRole("heading", { name: "This listing does not exist" })).toBeVisible();
});

test("categories show their counts and lead to their listings", async ({ page }) => {
  await page.goto("/categories");
  const duplex = page.getByRole("link", { name: /Duplex/ }).first();
  await expect(duplex).toContainText(/\d[\d,]* listings?/);
  await duplex.click();
  await expect(page).toHaveURL(/\/category\/duplex$/);
  await expect(page.getByRole("region", { name: "Listings" }).getByRole("article").first()).toBeVisible();
});

test("the home page shows the latest listings and towns with their counts", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByRole("region", { name: "Latest listings" });
  await expect(latest.getByRole("article").first()).toBeVisible();
  const towns = page.getByRole("region", { name: "Towns with the most listings" });
  const first = towns.getByRole("link").first();
  await expect(first).toContainText(/\d/);
  await first.click();
  await expect(page).toHaveURL(/\/properties\?state=.+&city=.+/);
  await expect(page.getByRole("region", { name: "Listings" }).getByRole("article").first()).toBeVisible();
});
