/**
 * Map search (issue 37, ADR 0408) as a user meets it: the List/Map switch opens a map of the results with
 * markers (clustered), a marker and its card highlight each other, moving the map offers "Search this area",
 * which puts the area in the URL and reloads the results. Map tiles are external: every test here blocks them,
 * so the markers and the list are shown to work without the map's background.
 */
import { createAccount, unique } from "./fixtures";
import { expect, type Page, test } from "./test";

/** Blocks the map's tiles (OpenStreetMap's by default) and counts the requests the page made for them. */
async function blockTiles(page: Page) {
  const blocked = { count: 0 };
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    blocked.count += 1;
    return route.abort();
  });
  return blocked;
}

test("a pinned listing's marker and card highlight each other; the list works by keyboard without tiles", async ({
  page,
  request,
}) => {
  const agent = await createAccount(request, "agent");
  // Sokoto: far from the seeded listings, so its marker stands alone; pinned by the owner.
  const title = `${unique("Map ")} 3 bedroom bungalow in Sokoto`;
  const created = await request.post("/api/properties", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: {
      title,
      price: 2_400_000,
      listing_type: "rent",
      rent_period: "year",
      category: "bungalow",
      property_type: "Bungalow",
      city: "Sokoto North",
      state: "Sokoto",
      bedrooms: 3,
      latitude: 13.0622,
      longitude: 5.2339,
    },
  });
  expect(created.status()).toBe(201);
  const listing = (await created.json()).data as { id: number; slug: string };
  expect((await created.json()).data.location).toEqual({ lat: 13.0622, lng: 5.2339, approximate: false });

  const tiles = await blockTiles(page);
  await page.goto("/properties?bbox=4.9,12.8,5.6,13.3");
  await expect(page.getByTestId("listing-map")).toHaveCount(0);
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole("button", { name: "Map", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const map = page.getByTestId("listing-map");
  const marker = map.locator(`.leaflet-marker-icon[data-listing-id="${listing.id}"]`);
  // The map's code loads only now (its own chunk): on a busy machine that can take a while.
  await expect(marker).toBeVisible({ timeout: 30_000 });
  await expect(marker).toHaveAttribute("title", new RegExp(`^${title}, ₦2,400,000.00/year$`));
  await expect(marker).not.toHaveClass(/map-pin--approximate/);
  // The tiles were asked for, failed, and the page says the markers and the list still work.
  await expect(
    page.getByText("The map's background could not load; the markers and the list still work."),
  ).toBeVisible();
  expect(tiles.count).toBeGreaterThan(0);

  // Marker → card. The map's 50 listings may still be arriving (the markers are then drawn again under a still
  // pointer, which sends no new mouseover): the pointer comes back onto the marker until its card lights.
  const card = page.locator(`#listing-${listing.id}`);
  await expect(async () => {
    await page.mouse.move(0, 0);
    await marker.hover();
    await expect(card).toHaveAttribute("data-active", "true", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await expect(card).not.toHaveAttribute("data-active");
  // Card (keyboard focus) → marker.
  const link = card.getByRole("link", { name: title });
  await link.focus();
  await expect(card).toHaveAttribute("data-active", "true");
  await expect(map.locator(`.leaflet-marker-icon[data-listing-id="${listing.id}"]`)).toHaveClass(
    /map-pin--active/,
  );
  // Choosing the marker (Enter on it) opens its popup, which says the owner pinned it.
  await map.locator(`.leaflet-marker-icon[data-listing-id="${listing.id}"]`).focus();
  await page.keyboard.press("Enter");
  await expect(map.locator(".map-popup")).toContainText("Location pinned by the owner");
  // The list still leads to the listing by keyboard.
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/property/${listing.slug}$`));
});

test("moving the map then 'Search this area' puts the area in the URL and the results change", async ({
  page,
}) => {
  // Three list loads of 50 cards and the map's first load: slow on a busy two-core machine.
  test.setTimeout(150_000);
  await blockTiles(page);
  await page.goto("/properties?state=Lagos&view=map");
  const map = page.getByTestId("listing-map");
  const count = page.getByTestId("result-count");
  await expect(count).toBeVisible();
  const before = await count.textContent();
  // Seeded listings stand at their towns' centres (approximate): markers and clusters of them.
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/Hollow markers \(\d+\) stand at the centre of the listing's town/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Search this area" })).toHaveCount(0);

  // Zoom in twice on the middle of the listings: the map now shows a part of Lagos.
  const zoomIn = map.getByRole("button", { name: "Zoom in" });
  await zoomIn.click();
  await zoomIn.click();
  const searchArea = page.getByRole("button", { name: "Search this area" });
  await expect(searchArea).toBeVisible();
  const reloaded = page.waitForResponse(
    (r) => r.url().includes("/api/properties?") && r.url().includes("bbox="),
  );
  await searchArea.click();
  await expect(page).toHaveURL(/bbox=-?\d+(\.\d+)?%2C-?\d+(\.\d+)?%2C-?\d+(\.\d+)?%2C-?\d+(\.\d+)?/);
  expect((await reloaded).status()).toBe(200);
  await expect(searchArea).toHaveCount(0);
  await expect(page.getByText("Showing listings in the map area you chose.")).toBeVisible();
  // The area holds fewer listings than all of Lagos, or none (the demo world's points stand at town centres, and
  // the middle of the map may fall between them): either way the results are the area's, not the old ones.
  const none = page.getByRole("heading", { name: "No listings match these filters" });
  await expect(count.or(none)).toBeVisible();
  if (await count.isVisible()) await expect(count).not.toHaveText(before ?? "");
  const url = new URL(page.url());
  expect(url.searchParams.get("view")).toBe("map");
  expect(url.searchParams.get("state")).toBe("Lagos");
  const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number) as number[];
  expect(west).toBeLessThan(east as number);
  expect(south).toBeLessThan(north as number);
  // Every listing shown is in the area.
  const shown = await page.evaluate(async (bbox) => {
    const res = await fetch(`/api/properties?state=Lagos&limit=50&bbox=${bbox}`);
    return (await res.json()).data as { location: { lat: number; lng: number } }[];
  }, url.searchParams.get("bbox"));
  // As many listings as the page showed: some when it counted them, none when it said none match.
  expect(shown.length > 0).toBe(await count.isVisible());
  for (const p of shown) {
    expect(p.location.lng).toBeGreaterThanOrEqual(west as number);
    expect(p.location.lng).toBeLessThanOrEqual(east as number);
  }
  // "Show every area" takes the area away again.
  await page.getByRole("link", { name: "Show every area" }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(count).toHaveText(before ?? "", { timeout: 30_000 });
});

test("search results have the map view too, and 'Search this area' narrows the search", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/search-results?query=duplex&type=properties&state=Lagos");
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId("listing-map");
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible({ timeout: 30_000 });
  const heading = page.getByRole("heading", { name: /^Properties \(\d+\)$/ });
  const before = await heading.textContent();
  const zoomIn = map.getByRole("button", { name: "Zoom in" });
  await zoomIn.click();
  await zoomIn.click();
  const searched = page.waitForResponse((r) => r.url().includes("/api/search?") && r.url().includes("bbox="));
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/bbox=/);
  expect((await searched).status()).toBe(200);
  // The area is a filter chip of its own (removable like the others), and the results are those of the area.
  await expect(page.getByRole("button", { name: /Map area/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: before ?? "", exact: true })).toHaveCount(0);
});

test("on a wide screen the map stands beside the list in the first screen, the filters in a drawer", async ({
  page,
}) => {
  await blockTiles(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/properties/rent?view=map");
  const map = page.getByTestId("listing-map");
  await expect(map).toBeVisible();
  const mapBox = await map.boundingBox();
  // The map starts in the first viewport (no scrolling past the filters) and takes most of its height left.
  expect(mapBox!.y).toBeLessThan(400);
  expect(mapBox!.y + mapBox!.height).toBeGreaterThan(700);
  // The list is beside it, on its left, at the same height.
  const firstCard = page.getByRole("region", { name: "Listings" }).getByRole("listitem").first();
  await expect(firstCard).toBeVisible();
  const cardBox = await firstCard.boundingBox();
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(mapBox!.x);
  expect(cardBox!.y).toBeLessThan(mapBox!.y + mapBox!.height);
  // The filters wait behind their button, and open in place.
  const filters = page.getByRole("form", { name: "Filter listings" });
  await expect(filters).toBeHidden();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(filters).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide filters" })).toHaveAttribute("aria-expanded", "true");
  // Scrolling the list keeps the map in view.
  await page.mouse.wheel(0, 1500);
  await expect(map).toBeInViewport();
});

test("on a phone the List/Map switch shows the map filling the screen, then the list again", async ({
  page,
}) => {
  await blockTiles(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/properties/rent");
  const cards = page.getByRole("region", { name: "Listings" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByTestId("listing-map");
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  // The map fills the phone's width and most of its height; the cards are out of the way.
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.height).toBeGreaterThan(740 * 0.75);
  await expect(cards.first()).toBeHidden();
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(map).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
});
