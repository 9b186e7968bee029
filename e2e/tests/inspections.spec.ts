/**
 * Inspections with the fee held (issue 49, ADR 0970) in a real browser on the sandbox gateway: a renter books a
 * viewing of a listing with an inspection fee, pays it at checkout, and Ile holds it; after the viewing the renter
 * confirms it took place and the fee is paid out to the lister. Another: the lister cancels and the fee is refunded.
 * A third: the lister does not come, the renter reports it, the lister answers, an admin refunds.
 */

import { apiLogin, bearer, createAccount, E2E_ADMIN, postListing, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

const FEE = 350_000; // ₦3,500

async function listingWithFee(
  request: import("@playwright/test").APIRequestContext,
  startsInSeconds: number,
) {
  const lister = await createAccount(request, "agent", { first_name: "Kunle", last_name: "Bello" });
  const { slug } = await postListing(request, lister.token, {
    title: unique("Two bedroom flat in Yaba with a fee"),
  });
  const fee = await request.put(`/api/properties/${slug}/inspection-fee`, {
    headers: bearer(lister.token),
    data: { fee_kobo: FEE },
  });
  expect(fee.status(), await fee.text()).toBe(200);
  const slot = await request.post(`/api/properties/${slug}/viewing-slots`, {
    headers: bearer(lister.token),
    data: {
      starts_at: new Date(Date.now() + startsInSeconds * 1000).toISOString(),
      meeting_place: "The gate of 12 Herbert Macaulay Way",
    },
  });
  expect(slot.status(), await slot.text()).toBe(201);
  return { lister, slug };
}

async function bookAndPay(page: import("@playwright/test").Page, slug: string) {
  await page.goto(`/property/${slug}`);
  const panel = page.getByRole("region", { name: "Book a viewing" });
  await expect(panel.getByTestId("inspection-fee")).toContainText("₦3,500.00");
  await panel.getByRole("button", { name: /^Book the viewing on/ }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay ₦3,500.00" }).click();
  await expect(page).toHaveURL(/\/dashboard\/viewings/);
  await expect(page.getByRole("status").filter({ hasText: "Ile holds it" })).toBeVisible();
  const card = page.getByRole("article", { name: /^Viewing of / }).first();
  await expect(card.getByTestId("fee-state")).toContainText("Fee held by Ile");
  return card;
}

test("book → pay → the viewing took place → the fee is paid out to the lister", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { lister, slug } = await listingWithFee(request, 40);
  const account = await request.put("/api/payout-account", {
    headers: bearer(lister.token),
    data: { account_number: "0123456789", bank_code: "058", account_name: "Kunle Bello" },
  });
  expect(account.status(), await account.text()).toBe(200);
  const renter = await createAccount(request, "tenant");
  await signInPage(page, renter);
  const start = Date.now();
  await bookAndPay(page, slug);
  // The viewing's time comes; the renter says it took place.
  await page.waitForTimeout(Math.max(0, 42_000 - (Date.now() - start)));
  await page.reload();
  const card = page.getByRole("article", { name: /^Viewing of / }).first();
  await card.getByRole("button", { name: "The viewing took place" }).click();
  await expect(card.getByTestId("fee-state")).toContainText("Paid to the lister");
  const fees = await request.get("/api/payout-account", { headers: bearer(lister.token) });
  expect((await fees.json()).data).toMatchObject({ due_kobo: 0, paid_kobo: FEE });
});

test("book → pay → the lister cancels → the fee is refunded", async ({ browser, request }) => {
  const { lister, slug } = await listingWithFee(request, 3 * 24 * 3600);
  const renter = await createAccount(request, "tenant");
  const renterPage = await browser.newPage();
  await signInPage(renterPage, renter);
  await bookAndPay(renterPage, slug);

  const listerPage = await browser.newPage();
  await signInPage(listerPage, lister);
  await listerPage.goto("/dashboard/viewings");
  const mine = listerPage.getByRole("region", { name: "Viewings of my listings" });
  const card = mine.getByRole("article", { name: /^Viewing of / }).first();
  await expect(card.getByTestId("fee-state")).toContainText("Fee held by Ile");
  await card.getByRole("button", { name: "Cancel viewing" }).click();
  await card
    .getByRole("textbox", { name: "Why are you cancelling?" })
    .fill("The landlord has let the flat this morning");
  await card.getByRole("button", { name: "Cancel viewing" }).last().click();
  await expect(card.getByTestId("fee-state")).toContainText("Refunded");

  await renterPage.reload();
  const renterCard = renterPage
    .getByRole("region", { name: "Viewings I booked" })
    .getByRole("article", { name: /^Viewing of / })
    .first();
  await expect(renterCard.getByTestId("fee-state")).toContainText("Refunded");
  await expect(renterCard).toContainText("The landlord has let the flat this morning");
});

test("book → pay → the lister did not come → dispute → an admin refunds", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { slug } = await listingWithFee(request, 40);
  const renter = await createAccount(request, "tenant");
  const page = await browser.newPage();
  await signInPage(page, renter);
  const start = Date.now();
  await bookAndPay(page, slug);
  await page.waitForTimeout(Math.max(0, 42_000 - (Date.now() - start)));
  await page.reload();
  const card = page.getByRole("article", { name: /^Viewing of / }).first();
  await card.getByRole("button", { name: "Report a problem" }).click();
  const form = card.getByRole("form", { name: "Report a problem with the viewing" });
  await form.getByLabel("What went wrong?").selectOption({ label: "The lister did not come" });
  await form
    .getByRole("textbox", { name: /What happened/ })
    .fill("I waited at the gate for an hour and nobody came or answered the phone.");
  await form.getByRole("button", { name: "Send to Ile" }).click();
  await expect(card).toContainText("An Ile admin will decide.");

  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminPage = await browser.newPage();
  await signInPage(adminPage, admin);
  await adminPage.goto("/admin/inspection-fees");
  const dispute = adminPage
    .getByRole("article", { name: /^Dispute about / })
    .filter({ hasText: "nobody came" });
  await expect(dispute).toContainText(renter.email);
  await dispute.getByLabel("Refund the renter in full").check();
  await dispute
    .getByRole("textbox", { name: /Note to both sides/ })
    .fill("The lister did not answer the dispute.");
  await dispute.getByRole("button", { name: "Decide" }).click();
  await expect(adminPage.getByText("Decided: the fee is refunded to the renter")).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole("article", { name: /^Viewing of / })
      .first()
      .getByTestId("fee-state"),
  ).toContainText("Refunded");
});
