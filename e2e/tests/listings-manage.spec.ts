/**
 * Managing and using listings in a real browser (issue 4): an agent creates a listing with photos in the
 * dashboard and finds it on /properties/rent; a user compares listings chosen on cards (kept in the URL); a user
 * posts a property request and the agent sees it under Matching requests.
 */
import AxeBuilder from "@axe-core/playwright";
import { createAccount, MOBILE, signInPage, unique } from "./fixtures";
import { expect, type Page, test } from "./test";

// A tiny valid PNG (1×1); the server re-encodes it to WebP at 320/640/1280 px.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("an agent creates a listing with photos in the dashboard and it is listed for rent", async ({
  page,
  request,
}) => {
  const agent = await createAccount(request, "agent", { first_name: "Bola", last_name: "Agent" });
  await signInPage(page, agent);
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  await nav.getByRole("link", { name: "My listings" }).click();
  await expect(page.getByText("You have no listings yet")).toBeVisible();
  await page.getByRole("link", { name: "Add a listing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/listings\?new=1$/);

  // The form says what is missing before anything is sent.
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
  await expect(page.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

  const title = `Sunny 3 bedroom flat ${unique("e2e")}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Price (₦)").fill("2750000");
  await page.getByLabel("Category").selectOption("apartment");
  await page.getByLabel("Property type").fill("Flat / Apartment");
  await page.getByLabel("Title document").selectOption("c_of_o");
  await page.getByLabel("Description").fill("Newly built, close to the Yaba tech hub.");
  await page.getByLabel("Street address").fill("12 Herbert Macaulay Way");
  await page.getByLabel("Town or area").fill("Yaba");
  await page.getByLabel("State").fill("Lagos");
  await page.getByLabel("Bedrooms").fill("3");
  await page.getByLabel("Bathrooms").fill("3");
  await page.getByLabel("Toilets").fill("4");
  await page.getByLabel("Serviced").check();
  await page.getByLabel("Amenities (optional)").fill("Borehole, Prepaid meter");
  await page.getByRole("button", { name: "Create listing" }).click();

  await expect(page.getByRole("heading", { name: "Edit listing" })).toBeVisible();
  await expect(page).toHaveURL(/\?edit=sunny-3-bedroom-flat/);
  const photos = page.getByRole("region", { name: "Photos" });
  await photos.locator('input[type="file"]').setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: PNG },
    { name: "kitchen.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(photos.getByText("2 photos added")).toBeVisible();
  await expect(page.getByTestId("image-count")).toHaveText(/^2 of 20 photos/);
  await photos.getByRole("button", { name: "Cover (Photo 2)" }).click();
  await expect(photos.getByText("Cover photo changed")).toBeVisible();
  await expect(photos.getByRole("img", { name: "Photo 2 (cover)" })).toBeVisible();

  // Back in the list: the listing with its status changer.
  await page.getByRole("link", { name: "Back to my listings" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue("available");

  // Listed for rent (newest first), with its price per year and a photo.
  await page.goto("/properties/rent?city=Yaba&state=Lagos");
  const card = page.getByRole("region", { name: "Listings" }).getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("₦2,750,000.00/year");
  await expect(card.locator("img")).toHaveAttribute("src", /\.webp$/);
});

test("a user compares two listings chosen on cards and the URL keeps them", async ({ page }) => {
  await page.goto("/properties/rent");
  const cards = page.getByRole("region", { name: "Listings" }).getByRole("article");
  await expect(cards.nth(4)).toBeVisible();
  const titles: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    titles.push((await card.getByRole("heading").textContent())!.trim());
    await card.getByRole("button", { name: /^Compare/ }).click();
    await expect(card.getByRole("button", { name: /^Compare/ })).toHaveAttribute("aria-pressed", "true");
  }
  const bar = page.getByRole("region", { name: "Compare listings" });
  await expect(bar).toContainText("2 of 4 chosen to compare");

  // A fifth listing is refused with a clear message.
  await cards
    .nth(2)
    .getByRole("button", { name: /^Compare/ })
    .click();
  await cards
    .nth(3)
    .getByRole("button", { name: /^Compare/ })
    .click();
  await cards
    .nth(4)
    .getByRole("button", { name: /^Compare/ })
    .click();
  await expect(cards.nth(4).getByRole("alert")).toHaveText(
    "You can compare up to 4 listings. Remove one to add another.",
  );
  await expect(cards.nth(4).getByRole("button", { name: /^Compare/ })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await cards
    .nth(2)
    .getByRole("button", { name: /^Compare/ })
    .click();
  await cards
    .nth(3)
    .getByRole("button", { name: /^Compare/ })
    .click();
  await expect(bar).toContainText("2 of 4 chosen to compare");

  await bar.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  for (const t of titles) await expect(table.getByRole("link", { name: t })).toBeVisible();
  const priceRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Price" }) });
  await expect(priceRow.getByRole("cell").first()).toHaveText(/^₦[\d,]+\.\d{2}\/(year|month|night)$/);
  await expect(table.getByRole("rowheader", { name: "Title document" })).toBeVisible();

  // The URL alone is enough: a fresh browser context with the same link shows the same two listings.
  const url = page.url();
  const other = await page.context().browser()!.newPage();
  await other.goto(url);
  await expect(other.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  for (const t of titles) await expect(other.getByRole("table").getByRole("link", { name: t })).toBeVisible();
  await other.close();

  // Removing one updates the URL.
  await table.getByRole("button", { name: `Remove ${titles[0]}` }).click();
  await expect(table.getByRole("columnheader")).toHaveCount(1);
  await expect(page).toHaveURL(/\/compare\?ids=[\w-]+$/);
});

test("a user posts a property request and the agent sees it under Matching requests", async ({
  page,
  browser,
  request,
}) => {
  const agent = await createAccount(request, "agent", { first_name: "Chidi", last_name: "Agent" });
  const created = await request.post("/api/properties", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: {
      title: "Two bedroom flat in Surulere",
      price: 1_200_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat / Apartment",
      city: "Surulere",
      state: "Lagos",
      bedrooms: 2,
      bathrooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const tenant = await createAccount(request, "tenant", { first_name: "Kemi", last_name: "Seeker" });
  await signInPage(page, tenant);
  await page.goto("/request-form");
  const note = `Close to the National Stadium, ${unique("note")}`;
  const form = page.getByRole("form", { name: "Post a request" });
  await form.getByLabel("Category (optional)").selectOption("apartment");
  await form.getByLabel("State").fill("Lagos");
  await form.getByLabel("Town or area (optional)").fill("Surulere");
  await form.getByLabel("Maximum budget (₦)").fill("1500000");
  await form.getByLabel("Bedrooms (at least, optional)").fill("2");
  await form.getByLabel("Move-in date (optional)").fill("2027-02-01");
  await form.getByLabel("Anything else (optional)").fill(note);
  await form.getByRole("button", { name: "Post request" }).click();
  await expect(form.getByRole("status")).toHaveText("Your request has been posted");
  const mine = page.getByRole("region", { name: "My requests" });
  await expect(mine.getByRole("article").filter({ hasText: note })).toContainText("Surulere, Lagos");

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInPage(agentPage, agent);
  await agentPage.goto("/dashboard");
  await agentPage
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Matching requests" })
    .click();
  const match = agentPage.getByRole("article").filter({ hasText: note });
  await expect(match).toBeVisible();
  await expect(match).toContainText("Kemi Seeker");
  await expect(match).toContainText("Up to ₦1,500,000.00");
  await expect(match).toContainText("Feb 1, 2027");
  await agentContext.close();
});

test("signed out, the request form asks to log in", async ({ page }) => {
  await page.goto("/request-form");
  await expect(page.getByRole("heading", { name: "Log in to post a request" })).toBeVisible();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test.describe("at 360 px", () => {
  test.use({ viewport: MOBILE });

  const axe = async (page: Page) => {
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  const noSideways = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  test("compare, the request form and the listing editor fit the phone and have no WCAG A/AA violations", async ({
    page,
    request,
  }) => {
    // Four pages, each checked by axe at 360 px: more than the default minute on a busy 2-core machine.
    test.slow();
    await page.goto("/properties/rent");
    const first = page.getByRole("region", { name: "Listings" }).getByRole("article").first();
    await first.getByRole("button", { name: /^Compare/ }).click();
    await expect(page.getByRole("region", { name: "Compare listings" })).toContainText("1 of 4 chosen");
    await noSideways(page);
    expect(await axe(page)).toEqual([]);

    const list = await (await request.get("/api/properties?listing_type=rent&limit=4")).json();
    const slugs = (list.data as Array<{ slug: string }>).map((p) => p.slug);
    await page.goto(`/compare?ids=${slugs.join(",")}`);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);
    await expect(page.getByRole("table").getByRole("link")).toHaveCount(4);
    await noSideways(page);
    expect(await axe(page)).toEqual([]);
    // The table scrolls inside its own keyboard-reachable region.
    const region = page.getByRole("region", { name: "Listings side by side" });
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect(region).toBeFocused();

    const agent = await createAccount(request, "agent", { first_name: "Tunde", last_name: "Phone" });
    await signInPage(page, agent);
    await page.goto("/request-form");
    await expect(page.getByRole("form", { name: "Post a request" })).toBeVisible();
    await expect(page.getByRole("region", { name: "My requests" })).toContainText(
      "You have not posted a request yet.",
    );
    await noSideways(page);
    expect(await axe(page)).toEqual([]);

    await page.goto("/dashboard/listings?new=1");
    await expect(page.getByRole("heading", { name: "New listing" })).toBeFocused();
    await noSideways(page);
    expect(await axe(page)).toEqual([]);
  });
});
