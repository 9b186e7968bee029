/**
 * Community and content in a real browser (issue 21): a member joins a group, posts and replies; a caveat notice
 * opens from the notices list with its map; an admin writes and publishes a caveat in Admin → Editorial and a
 * listing with the same title number (written differently) shows the warning linking to it.
 */
import { apiLogin, createAccount, E2E_ADMIN, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("a member joins a group, starts a discussion and replies to it", async ({ page, request }) => {
  const member = await createAccount(request, "tenant", { first_name: "Chioma", last_name: "Nwosu" });
  await signInPage(page, member);
  await page.goto("/groups/lekki-residents");
  await expect(page.getByRole("heading", { level: 1, name: "Lekki residents" })).toBeVisible();
  await page.getByRole("button", { name: "Join group" }).click();
  await expect(page.getByText("You joined the group")).toBeVisible();

  const title = unique("Drainage on Admiralty Way ");
  const composer = page.getByRole("form", { name: "Start a discussion" });
  await composer.getByLabel("Title").fill(title);
  await composer
    .getByLabel("Message")
    .fill("Water stood for two days after <b>Sunday's</b> rain. Anyone else?");
  await composer.getByRole("button", { name: "Post" }).click();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  // Markup typed by a member is stripped on input and never rendered.
  await expect(card).toContainText("Water stood for two days after Sunday's rain. Anyone else?");
  await expect(card.locator("b")).toHaveCount(0);

  await card
    .getByLabel(`Reply to "${title}"`)
    .fill("Same on our street. The estate is clearing the gutters.");
  await card.getByRole("button", { name: "Reply" }).click();
  await expect(card.getByRole("list", { name: "Replies" })).toContainText(
    "Same on our street. The estate is clearing the gutters.",
  );
  // The discussion is there after a reload (stored, not only in the page).
  await page.reload();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("a caveat notice opens from the notices list with its particulars and a map", async ({ page }) => {
  await page.goto("/notice/change_of_name/sample-change-of-name-folasade");
  const more = page.getByRole("region", { name: "More notices" });
  const name = "Sample caveat notice: Plot 7, Ogombo Road, Ajah, Lagos";
  const link = more.getByRole("link", { name });
  // Four at a time: "Load more" until the seeded caveat is listed.
  for (let i = 0; i < 5 && !(await link.isVisible()); i++) {
    const loadMore = more.getByRole("button", { name: "Load more" });
    if (await loadMore.isVisible()) await loadMore.click();
    await page.waitForTimeout(300);
  }
  await link.click();
  await expect(page).toHaveURL(/\/notice\/caveat\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator("iframe[title^='Map of']")).toBeVisible();
});

test("an admin publishes a caveat in Editorial; a listing with that title number shows the warning", async ({
  page,
  request,
}) => {
  const titleNumber = `LA/${Date.now().toString().slice(-6)}/2026`;
  const landlord = await createAccount(request, "landlord", { first_name: "Bayo", last_name: "Alade" });
  const created = await request.post("/api/properties", {
    headers: { authorization: `Bearer ${landlord.token}` },
    data: {
      title: "Plot with a duplex in Ogombo",
      price: 85_000_000,
      listing_type: "sale",
      category: "duplex",
      property_type: "Duplex",
      city: "Ajah",
      state: "Lagos",
      bedrooms: 4,
      bathrooms: 4,
      toilets: 5,
      title_document: "c_of_o",
      title_number: titleNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()).data.slug as string;

  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await signInPage(page, admin);
  await page.goto("/admin/editorial");
  await expect(page.getByRole("heading", { name: "Editorial" })).toBeVisible();
  await page.getByRole("button", { name: "New post" }).click();
  const form = page.getByRole("form", { name: "Post editor" });
  const caveatTitle = unique("Caveat on a plot in Ogombo ");
  await form.getByLabel("Title", { exact: true }).fill(caveatTitle);
  await form.getByLabel("Notice text").fill("TAKE NOTICE that a claim has been lodged against this land.");
  // Written with other spacing and case than the listing's: the match ignores both.
  await form.getByLabel("Title number").fill(titleNumber.toLowerCase().replaceAll("/", " "));
  await form.getByLabel("State").fill("Lagos");
  await form.getByLabel("Claimant").fill("E2E Sample Claimant");
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(form.getByText("Attach documents")).toBeVisible();

  const item = page.getByRole("listitem", { name: caveatTitle });
  await item.getByRole("button", { name: `Publish: ${caveatTitle}` }).click();
  await expect(item).toBeHidden();

  await page.goto(`/property/${slug}`);
  const warning = page.getByRole("alert").filter({ hasText: "Caveat warning" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("the same title number");
  await warning.getByRole("link", { name: caveatTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: caveatTitle })).toBeVisible();
});
