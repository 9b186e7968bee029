/**
 * The demo world a fresh clone seeds (issue 17): rentals outside Lagos, every category offered is filled and
 * every category link resolves, photos are illustrations in responsive sizes.
 */
import { expect, test } from "./test";

test("home → Rent → Abuja (FCT) finds rentals in Abuja", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("form", { name: "Search properties" });
  await search.getByText("Rent", { exact: true }).click();
  await search.getByLabel("State").selectOption({ label: "Abuja (FCT)" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/listingType=rent/);
  const found = page.getByRole("main").getByRole("article");
  await expect(found.first()).toBeVisible();
  await expect(found.first()).toContainText("Abuja");
  await expect(found.first()).toContainText(/\/year/);
});

test("the footer's Short lets and every category on /categories lead to listings", async ({ page }) => {
  test.setTimeout(180_000); // visits every offered category's page
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Short lets" }).click();
  await expect(page).toHaveURL(/\/category\/short-let$/);
  const listings = page.getByRole("region", { name: "Listings" }).getByRole("article");
  await expect(listings.first()).toContainText(/₦[\d,]+\.\d{2}\/night/);

  await page.goto("/categories");
  const offered = page.getByRole("region", { name: "Categories" }).getByRole("link");
  await expect(offered.filter({ hasText: "Self-contain" })).toContainText(/\d[\d,]* listings?/);
  await expect(offered.filter({ hasText: "Mini flat" })).toContainText(/\d[\d,]* listings?/);
  await expect(page.getByText("No listings yet")).toHaveCount(0);
  const hrefs = await offered.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    await page.goto(href!);
    await expect(
      page.getByRole("region", { name: "Listings" }).getByRole("article").first(),
      href!,
    ).toBeVisible();
  }
});

test("a listing's photos are illustrations in the sizes real photos get", async ({ page, request }) => {
  const list = await (await request.get("/api/properties?listing_type=rent&state=Rivers&limit=1")).json();
  const listing = list.data[0];
  expect(listing.images[0].alt).toMatch(/^Illustration, not a photo of this property/);
  await page.goto(`/property/${listing.slug}`);
  const cover = page.getByRole("img", { name: /^Illustration, not a photo of this property/ }).first();
  await expect(cover).toBeVisible();
  expect(await cover.getAttribute("srcset")).toMatch(/illustration-[a-z]+-\d+-320\.webp 320w/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
