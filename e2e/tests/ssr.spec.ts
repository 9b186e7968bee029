/**
 * Server-rendered public pages (issue 19, ADR 0019). Without JavaScript each page already holds its h1 and its
 * main content (the titles of the first listings, the listing's price); with JavaScript it hydrates without
 * fetching that data again. (Every spec fails on hydration errors in the console: see ./test.ts.)
 */
import type { APIRequestContext, Page } from "./test";
import { expect, test } from "./test";

interface Card {
  slug: string;
  title: string;
  images: unknown[];
}

async function listings(request: APIRequestContext, path: string): Promise<Card[]> {
  const res = await request.get(path);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as Card[];
}

async function expectTitles(page: Page, cards: Card[]) {
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards.slice(0, 3)) {
    await expect(page.getByRole("link", { name: card.title, exact: true }).first()).toBeVisible();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page holds its h1, featured and latest listings and towns", async ({ page, request }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Ile — Rent, buy and manage property in Nigeria");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Rent, buy and manage property in Nigeria/,
    );
    await expectTitles(page, await listings(request, "/api/properties/featured?limit=6"));
    await expectTitles(page, await listings(request, "/api/properties/latest?limit=6"));
    await expect(page.getByRole("heading", { name: "Towns with the most listings" })).toBeVisible();
    await expect(page.getByText("Loading listings...")).toHaveCount(0);
  });

  test("listing lists and categories hold their listings, filters from the URL included", async ({
    page,
    request,
  }) => {
    await page.goto("/properties/rent");
    await expect(page.getByRole("heading", { level: 1, name: "Properties for rent" })).toBeVisible();
    await expectTitles(page, await listings(request, "/api/properties?limit=12&listing_type=rent"));

    await page.goto("/properties?city=Lekki&page=2");
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expectTitles(page, await listings(request, "/api/properties?limit=12&city=Lekki&page=2"));

    await page.goto("/properties/sale");
    await expectTitles(page, await listings(request, "/api/properties?limit=12&listing_type=sale"));

    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Property categories" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Duplex \d/ })).toBeVisible();

    await page.goto("/category/duplex");
    await expect(page.getByRole("heading", { level: 1, name: "Duplex" })).toBeVisible();
    await expectTitles(page, await listings(request, "/api/properties?limit=12&category=duplex"));
  });

  test("a listing page holds its title, price, facts and photos", async ({ page, request }) => {
    const first = (await listings(request, "/api/properties?limit=12&listing_type=rent")).find(
      (p) => p.images.length > 0,
    );
    const response = await page.goto(`/property/${first!.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.getByTestId("price")).toHaveText(/₦[\d,]+\.\d{2}\/(year|month|night)/);
    await expect(page.getByRole("region", { name: "Key facts" })).toContainText("Bedrooms");
    await expect(page.getByRole("region", { name: "Photos" }).getByRole("img")).toBeVisible();
  });

  test("an unknown path is the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test("a server-rendered listing hydrates without fetching its data again and then works as before", async ({
  page,
  request,
}) => {
  const [first] = await listings(request, "/api/properties?limit=1&listing_type=rent");
  const refetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === `/api/properties/${first!.slug}`) refetched.push(r.url());
  });
  await page.goto(`/property/${first!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
  // Hydrated: the listing's own buttons respond.
  const compare = page.locator("article header").getByRole("button", { name: /^Compare/ });
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  expect(refetched).toEqual([]);
  // First load: focus stays where the browser put it (ADR 0013).
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("H1");
  // A client-side move still renders the next page in the browser.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Rent, buy and manage property/);
});
