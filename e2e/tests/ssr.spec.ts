/**
 * Server-rendered public pages (issue 19, ADR 0022). Without JavaScript each page already holds its h1 and its
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

  test("search results, projects and auctions hold their first results", async ({ page, request }) => {
    await page.goto("/search-results?query=lekki");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “lekki”");
    const search = (await (await request.get("/api/search?query=lekki&limit=12")).json()).data.data;
    for (const person of search.users.data.slice(0, 2))
      await expect(page.getByText(person.name, { exact: true }).first()).toBeVisible();

    await page.goto("/new-project");
    await expect(page.getByRole("heading", { level: 1, name: "New projects" })).toBeVisible();
    const projects = (await (await request.get("/api/projects")).json()).data as {
      id: number;
      name: string;
    }[];
    for (const p of projects.slice(0, 3))
      await expect(page.getByRole("link", { name: p.name, exact: true }).first()).toBeVisible();
    await page.goto(`/project/${projects[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects[0]!.name);

    await page.goto("/auction");
    await expect(page.getByRole("heading", { level: 1, name: "Property auctions" })).toBeVisible();
    const auctions = (await (await request.get("/api/auctions?page=1")).json()).data as {
      id: number;
      property: { title: string };
    }[];
    for (const a of auctions.slice(0, 3))
      await expect(page.getByText(a.property.title, { exact: true }).first()).toBeVisible();
    await page.goto(`/auction/${auctions[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(auctions[0]!.property.title);
  });

  test("people directories and a profile hold their people", async ({ page, request }) => {
    const agents = (await (await request.get("/api/people?limit=12&role=agent")).json()).data.data as {
      id: number;
      name: string;
    }[];
    await page.goto("/agent");
    await expect(page.getByRole("heading", { level: 1, name: "Agents" })).toBeVisible();
    for (const a of agents.slice(0, 3))
      await expect(page.getByText(a.name, { exact: true }).first()).toBeVisible();
    await page.goto(`/agent/${agents[0]!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(agents[0]!.name);
  });

  test("the valuation page holds its form, and an asked valuation its estimate", async ({ page }) => {
    await page.goto("/valuation");
    await expect(page.getByRole("heading", { level: 1, name: "Property valuation" })).toBeVisible();
    await expect(page.getByLabel("State")).toBeVisible();
    await page.goto(
      "/valuation?purpose=rent&state=Lagos&town=Yaba&property_type=Flat+%2F+Apartment&bedrooms=3",
    );
    await expect(page.getByText(/₦[\d,]+/).first()).toBeVisible();
    await expect(page.getByText("Valuing...")).toHaveCount(0);
  });

  test("an unknown path is the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("a listing or auction that does not exist is its page's not-found state with status 404", async ({
    page,
  }) => {
    const listing = await page.goto("/property/no-such-listing-anywhere");
    expect(listing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This listing does not exist" })).toBeVisible();
    const auction = await page.goto("/auction/999999");
    expect(auction?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This auction does not exist" })).toBeVisible();
  });
});

test("a missing listing's not-found page hydrates as the server rendered it, without a loading flash", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/properties/no-such-listing-hydrated")) calls.push(r.url());
  });
  const response = await page.goto("/property/no-such-listing-hydrated");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This listing does not exist" })).toBeVisible();
  await expect(page.getByText("Loading the listing...")).toHaveCount(0);
  // The server's answer was used: the browser did not ask again.
  expect(calls).toEqual([]);
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

test("a listing's head carries its title, description, canonical URL and share card; robots.txt and sitemap.xml list the public pages", async ({
  request,
  baseURL,
}) => {
  const first = (await listings(request, "/api/properties?limit=12&listing_type=rent")).find(
    (p) => p.images.length > 0,
  )!;
  const html = await (await request.get(`/property/${first.slug}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/property/${first.slug}"/>`);
  expect(meta("property", "og:title")).toMatch(/₦[\d,]+\.\d{2}\/(year|month|night) — Ile$/);
  expect(meta("name", "description")).toMatch(/^₦[\d,]+\.\d{2}\/(year|month|night) · [^.]+, [^.]+\./);
  // The listing's photo as a JPEG (WhatsApp's previews do not show WebP).
  const image = meta("property", "og:image")!;
  expect(image).toMatch(new RegExp(`^${baseURL}/api/share-images/(uploads|photos)/.+\\.jpg$`));
  const photo = await request.get(image);
  expect(photo.ok()).toBeTruthy();
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
  expect(meta("name", "twitter:card")).toBe("summary_large_image");
  expect(head.match(/<meta name="description"/g)).toHaveLength(1);
  expect(head.match(/<title>/g)).toHaveLength(1);

  const robots = await request.get("/robots.txt");
  expect(robots.ok()).toBeTruthy();
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/properties/rent</loc>`);
  const [newest] = await listings(request, "/api/properties?limit=1");
  expect(xml).toContain(`<loc>${baseURL}/property/${newest!.slug}</loc>`);
});
