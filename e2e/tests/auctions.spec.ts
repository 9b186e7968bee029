/**
 * Live auctions (issue 4, ADR 0260): two verified bidders watch one auction in two browsers; a bid placed in one
 * appears in the other without a reload (server-sent events); a bid below the minimum shows the server's error.
 * Also: the auction list and a project page render on the seeded data.
 */

import {
  apiLogin,
  bearer,
  createAccount,
  E2E_ADMIN,
  type E2eAccount,
  liveSaleAuction,
  signInPage,
  unique,
  verifiedBidder,
} from "./fixtures";
import { type Browser, expect, test } from "./test";

async function openAs(browser: Browser, account: E2eAccount, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, account);
  await page.goto(url);
  return { context, page };
}

test("two browsers on one auction: a bid in one appears live in the other; a too-low bid shows the error", async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const id = await liveSaleAuction(request, admin.token, `${unique("Auction ")} 3 bedroom terrace in Yaba`);

  const amaka = await verifiedBidder(request, admin.token, "Amaka");
  const bayo = await verifiedBidder(request, admin.token, "Bayo");
  const a = await openAs(browser, amaka, `/auction/${id}`);
  const b = await openAs(browser, bayo, `/auction/${id}`);
  try {
    for (const { page } of [a, b]) {
      await expect(page.getByRole("heading", { level: 1 })).toContainText("3 bedroom terrace in Yaba");
      await expect(page.getByTestId("current-bid")).toHaveText("₦60,000,000.00");
      await expect(page.getByTestId("live-state")).toHaveText("Live updates on");
    }

    // Amaka bids the opening amount in her browser.
    await a.page.getByLabel("Your bid (₦)").fill("60000000");
    await a.page.getByRole("button", { name: "Place bid" }).click();
    await expect(a.page.getByText("You have the highest bid.")).toBeVisible();

    // Bayo's page shows it without a reload.
    await expect(b.page.getByTestId("current-bid")).toHaveText("₦60,000,000.00");
    await expect(b.page.getByTestId("bid-count")).toHaveText("1 bid");
    await expect(b.page.getByRole("list", { name: "Bids, highest first" })).toContainText("Amaka O.");
    await expect(b.page.getByText("At least ₦60,500,000.00")).toBeVisible();

    // Too low: the server's message is shown and nothing changes.
    await b.page.getByLabel("Your bid (₦)").fill("60100000");
    await b.page.getByRole("button", { name: "Place bid" }).click();
    await expect(b.page.getByRole("alert")).toHaveText("Your bid must be at least ₦60,500,000.00");
    await expect(b.page.getByTestId("bid-count")).toHaveText("1 bid");

    // A good bid from Bayo reaches Amaka live.
    await b.page.getByLabel("Your bid (₦)").fill("61,000,000");
    await b.page.getByRole("button", { name: "Place bid" }).click();
    await expect(a.page.getByTestId("current-bid")).toHaveText("₦61,000,000.00");
    await expect(a.page.getByTestId("bid-count")).toHaveText("2 bids");
    await expect(a.page.getByText("You have the highest bid.")).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test("auction and project lists render seeded demo data, labelled as demo", async ({ page }) => {
  await page.goto("/auction");
  await expect(page.getByRole("heading", { level: 1, name: "Property auctions" })).toBeVisible();
  await expect(page.getByText("Demo auction").first()).toBeVisible();
  await page.goto("/new-project");
  await expect(page.getByRole("heading", { level: 1, name: "New projects" })).toBeVisible();
  await expect(page.getByText("Demo project").first()).toBeVisible();
  await page.getByRole("article").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Unit types and prices" })).toBeVisible();
  await expect(page.getByText(/Demo project \(seed data/)).toBeVisible();
  await page.goto("/project/999999");
  await expect(page.getByRole("heading", { level: 1, name: "This project does not exist" })).toBeVisible();
  await page.goto("/auction/999999");
  await expect(page.getByRole("heading", { level: 1, name: "This auction does not exist" })).toBeVisible();
});

test("an agent schedules an auction of their listing from the dashboard", async ({ page, request }) => {
  const agent = await createAccount(request, "agent", { first_name: "Tunde", last_name: "Bello" });
  const title = `${unique("Agent auction ")} 2 bedroom flat in Ikeja`;
  const listing = await request.post("/api/properties", {
    headers: bearer(agent.token),
    data: {
      title,
      price: 45_000_000,
      listing_type: "sale",
      category: "apartment",
      property_type: "Flat",
      city: "Ikeja",
      state: "Lagos",
      bedrooms: 2,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  await signInPage(page, agent);
  await page.goto("/dashboard/auctions");
  await page.getByRole("button", { name: "Schedule an auction" }).click();
  const form = page.getByRole("form", { name: "Schedule an auction" });
  await expect(form.getByLabel("Listing")).toContainText(title);
  await form.getByLabel("Opening bid (₦)").fill("50000000");
  await form.getByLabel("Reserve price (₦)").fill("40000000");
  await form.getByRole("button", { name: "Schedule auction" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "The starting price must not be more than the reserve price",
  );
  await form.getByLabel("Opening bid (₦)").fill("35000000");
  await form.getByRole("button", { name: "Schedule auction" }).click();
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Upcoming");
  await expect(item).toContainText("Opening bid ₦35,000,000.00");
  await item.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("countdown")).toContainText("Starts in");
});
