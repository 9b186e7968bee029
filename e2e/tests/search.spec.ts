/** Search and people in a real browser (issue 5): search from the header → results → open an agent → rate them. */

import { createAccount, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("search from the header, open an agent from the results and rate them", async ({ page, request }) => {
  // Letters only, so the name is one searchable word.
  const lastName = `Okon${unique("")
    .replace(/[^a-z]/g, "")
    .slice(-6)}`;
  const agent = await createAccount(request, "agent", { first_name: "Zinachi", last_name: lastName });
  const updated = await request.put("/api/update/profile", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: { city: "Lekki", state: "Lagos", occupation_job_title: "Estate Agent" },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();
  const tenant = await createAccount(request, "tenant", { first_name: "Funmi", last_name: "Ade" });
  await signInPage(page, tenant);

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Search Ile").fill(`agent ${lastName} lekki`);
  await page.getByLabel("Search Ile").press("Enter");

  await expect(page).toHaveURL(/\/search-results\?query=agent/);
  const people = page.getByRole("region", { name: /People/ });
  await expect(people.getByRole("heading", { name: "People (1)" })).toBeVisible();
  const card = people.getByRole("article").filter({ hasText: lastName });
  await expect(card).toContainText("Agent");
  await expect(card).toContainText("Lekki, Lagos");
  // The matched word is highlighted.
  await expect(card.locator("mark").filter({ hasText: lastName })).toBeVisible();

  await card.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/agent/${agent.userId}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`Zinachi ${lastName}`) }),
  ).toBeVisible();

  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("No reviews yet.")).toBeVisible();
  const form = reviews.getByRole("form", { name: "Write a review" });
  await form.getByLabel("4 stars").check({ force: true });
  await form
    .getByLabel(/Comment/)
    .fill("Showed us three flats in one afternoon. Honest about the service charge.");
  await form.getByRole("button", { name: "Submit review" }).click();

  const list = reviews.getByRole("list", { name: "Reviews list" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Funmi Ade");
  await expect(list).toContainText("Showed us three flats");
  await expect(reviews.getByText("4.0", { exact: true })).toBeVisible();
  // Once per reviewer: the form gives way to "Your review" with edit and remove.
  await expect(reviews.getByText("Your review")).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Edit" })).toBeVisible();

  // The stored row is what the page shows.
  const api = await request.get(`/api/people/${agent.userId}/reviews`);
  const data = (await api.json()).data;
  expect(data).toMatchObject({ average_rating: 4, reviews_count: 1 });
  expect(data.data[0]).toMatchObject({ rating: 4, reviewer: { id: tenant.userId } });
});

test("the results page: a typo is corrected (or, as typed, gets 'Did you mean'), filters live in the URL, groups show counts, pages turn", async ({
  page,
}) => {
  await page.goto("/search-results?query=duplx%20lekki");
  await expect(page.getByText(/Showing results for/)).toContainText("Showing results for duplex lekki");
  await page.getByRole("link", { name: "duplx lekki" }).click();
  await expect(page).toHaveURL(/\/search-results\?query=duplx(\+|%20)lekki&asTyped=1$/);
  await expect(page.getByRole("heading", { name: "No results for “duplx lekki”" })).toBeVisible();
  await page.getByRole("button", { name: "duplex lekki" }).click();
  await expect(page).toHaveURL(/\/search-results\?query=duplex(\+|%20)lekki$/);

  const properties = page.getByRole("region", { name: /Properties/ });
  const heading = properties.getByRole("heading", { name: /Properties \(\d+\)/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(total).toBeGreaterThan(12);
  // The tab counts are the group totals; property filters leave people out.
  await expect(page.getByRole("button", { name: new RegExp(`^Properties ${total}$`) })).toBeVisible();
  await expect(properties.locator("mark").first()).toBeVisible();

  await page.getByLabel("Bedrooms", { exact: true }).selectOption("4");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/bedroomCount=4/);
  await expect(page.getByRole("button", { name: "Remove filter Bedrooms: 4" })).toBeVisible();
  const filtered = properties.getByRole("heading", { name: /Properties \(\d+\)/ });
  await expect(filtered).not.toHaveText(`Properties (${total})`);
  const fourBed = Number((await filtered.textContent())!.match(/\((\d+)\)/)![1]);
  expect(fourBed).toBeLessThan(total);
  expect(fourBed).toBeGreaterThan(12);
  await expect(page.getByRole("region", { name: /People/ })).toHaveCount(0);

  // One group at a time pages; the page number is in the URL and survives a reload.
  await page.getByRole("button", { name: /^Properties \d+$/ }).click();
  await expect(page).toHaveURL(/type=properties/);
  const pages = page.getByRole("navigation", { name: "Property pages" });
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(fourBed / 12)}`);
  const first = await properties.getByRole("article").first().textContent();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages).toContainText("Page 2 of");
  await expect(properties.getByRole("article").first()).not.toHaveText(first!);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Property pages" })).toContainText("Page 2 of");
  await expect(page.getByLabel("Bedrooms", { exact: true })).toHaveValue("4");

  // Removing the chip drops the filter from the URL.
  await page.getByRole("button", { name: "Remove filter Bedrooms: 4" }).click();
  await expect(page).not.toHaveURL(/bedroomCount/);
});

test("a place search shows service providers and caveat notices from the seeded world in their own tabs", async ({
  page,
}) => {
  // Ajah: seeded providers serve it (Lekki, with Ajah among their areas) and a sample caveat notice sits there.
  await page.goto("/search-results?query=ajah");
  const tablist = page.getByRole("tablist", { name: "Results by kind" });
  await expect(tablist).toBeVisible();

  const providersTab = tablist.getByRole("tab", { name: /^Providers \d+$/ });
  const providers = Number((await providersTab.textContent())!.match(/(\d+)$/)![1]);
  expect(providers).toBeGreaterThan(0);
  await providersTab.click();
  await expect(providersTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/tab=providers/);
  const providerPanel = page.getByRole("tabpanel", { name: /^Providers/ });
  const providerCard = providerPanel.getByRole("article").first();
  await expect(providerCard).toContainText("Lekki, Lagos");
  await expect(providerCard.getByRole("link")).toHaveAttribute("href", /^\/providers\/\d+$/);

  // Arrow keys walk the tabs: Materials, Groups, then the caveat notices.
  await providersTab.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: /^Materials \d+$/ })).toBeFocused();
  await page.keyboard.press("End");
  const noticesTab = tablist.getByRole("tab", { name: /^Caveat notices \d+$/ });
  await expect(noticesTab).toBeFocused();
  await expect(noticesTab).toHaveAttribute("aria-selected", "true");
  const notices = page.getByRole("tabpanel", { name: /^Caveat notices/ });
  const notice = notices.getByRole("link", { name: /Plot 7, Ogombo Road, Ajah/ });
  await expect(notice).toBeVisible();

  // The tab is in the URL: a reload renders the same tab on the server.
  await page.reload();
  await expect(page.getByRole("tab", { name: /^Caveat notices \d+$/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page
    .getByRole("tabpanel", { name: /^Caveat notices/ })
    .getByRole("link", { name: /Plot 7/ })
    .click();
  await expect(page).toHaveURL(/\/notice\/caveat\/sample-caveat-plot-7-ogombo-road-ajah$/);
  await expect(page.getByRole("heading", { level: 1, name: /Plot 7, Ogombo Road, Ajah/ })).toBeVisible();
});

test("sorts listing results by price with 'Sort by', and the URL keeps the order", async ({ page }) => {
  await page.goto("/search-results?query=duplex&type=properties");
  const sortBy = page.getByLabel("Sort by");
  await expect(sortBy).toHaveValue("relevance");
  await sortBy.selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price_asc/);
  // The page shows the last results until the new ones come (aria-busy while fetching).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = page.getByRole("region", { name: /Properties/ });
  const priceOf = async (i: number) =>
    Number(
      ((await results.getByRole("listitem").nth(i).locator("p.text-lg").textContent()) ?? "")
        .replace(/[^\d.]/g, "")
        .replace(/\.\d*$/, ""),
    );
  await expect(results.getByRole("listitem").nth(2)).toBeVisible();
  const prices = [await priceOf(0), await priceOf(1), await priceOf(2)];
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // A reload renders the same order on the server, with the choice shown.
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  expect(await priceOf(0)).toBe(prices[0]);
});

test("a neighbourhood with no listing yet shows its town's, and says so (issue 47)", async ({
  page,
  request,
}) => {
  // An estate of Ajah the rent data names too rarely for the demo world to place a listing in it.
  const query = "oakland estate sangotedo ajah";
  const api = await request.get(`/api/search?${new URLSearchParams({ query, type: "properties" })}`);
  const reply = (await api.json()).data.data;
  expect(reply.query.widened).toEqual({ from: "Oakland Estate Sangotedo, Ajah", to: "Ajah" });
  expect(reply.properties.pagination.total).toBeGreaterThan(0);

  await page.goto(`/search-results?${new URLSearchParams({ query, type: "properties" })}`);
  await expect(
    page.getByText("No listings in Oakland Estate Sangotedo, Ajah yet — showing Ajah"),
  ).toBeVisible();
  const results = page.getByRole("region", { name: /Properties/ });
  await expect(results.getByRole("listitem").first()).toContainText("Ajah");

  // A neighbourhood that has listings shows them, with nothing said.
  await page.goto("/search-results?query=lekki+phase+1&type=properties");
  await expect(results.getByRole("listitem").first()).toContainText("Lekki Phase 1");
  await expect(page.getByText(/No listings in/)).toHaveCount(0);
});
