/**
 * Issue 37 (ADR 0270) in a real browser: a price cut shows on the listing page ("Reduced", the old price struck
 * through, the price history chart and table), and a bidder who is outbid finds it in the header's bell (and
 * in their e-mail, the dev outbox) with the new high bid. Issue 53 item 1: a tenant who saved a listing finds its
 * price cut in the bell and their e-mail within seconds (the sweep runs every 3 s here).
 */
import {
  apiLogin,
  bearer,
  createAccount,
  E2E_ADMIN,
  latestMessage,
  liveSaleAuction,
  signInPage,
  unique,
  verifiedBidder,
} from "./fixtures";
import { expect, test } from "./test";

test("a price cut shows on the listing page as Reduced with its history", async ({ page, request }) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `${unique("Price cut ")} 2 bedroom flat in Surulere`;
  const made = await request.post("/api/properties", {
    headers: bearer(admin.token),
    data: {
      title,
      price: 2_400_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Surulere",
      state: "Lagos",
      bedrooms: 2,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const slug = (await made.json()).data.slug as string;
  const cut = await request.put(`/api/properties/${slug}`, {
    headers: bearer(admin.token),
    data: { price: 2_000_000 },
  });
  expect(cut.status(), await cut.text()).toBe(200);

  await page.goto(`/property/${slug}`);
  await expect(page.getByTestId("price")).toHaveText("₦2,000,000.00/year");
  await expect(page.getByTestId("reduced")).toHaveText("Reduced was ₦2,400,000.00/year");
  const history = page.getByRole("region", { name: "Price history" });
  await expect(history.getByRole("img", { name: /^Price history: from ₦2,400,000.00/ })).toBeVisible();
  const rows = history.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("₦2,400,000.00Listed");
  await expect(rows.nth(2)).toContainText("₦2,000,000.00Reduced by ₦400,000.00");
});

test("an outbid bidder finds it in the bell and in their e-mail", async ({ page, request }) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `${unique("Outbid ")} 3 bedroom terrace in Yaba`;
  const id = await liveSaleAuction(request, admin.token, title);
  const amaka = await verifiedBidder(request, admin.token, "Amaka");
  const bayo = await verifiedBidder(request, admin.token, "Bayo");
  const bid = (token: string, amount: number) =>
    request.post(`/api/auctions/${id}/bids`, { headers: bearer(token), data: { amount_kobo: amount } });

  expect((await bid(amaka.token, 6_000_000_000)).status()).toBe(201);
  await signInPage(page, amaka);
  await page.goto("/");
  const bell = page.getByRole("banner").getByRole("button", { name: "Notifications, 0 unread" }).first();
  await expect(bell).toBeVisible();

  expect((await bid(bayo.token, 6_100_000_000)).status()).toBe(201);
  await page.reload();
  const outbid = page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }).first();
  await expect(outbid).toBeVisible();
  await outbid.click();
  const popover = page.getByRole("region", { name: "Notifications" }).first();
  await expect(popover).toBeFocused();
  const item = popover.getByRole("link", { name: /You have been outbid/ });
  await expect(item).toContainText(`Someone bid ₦61,000,000.00 on "${title}"`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/auction/${id}$`));
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Notifications, 0 unread" }).first(),
  ).toBeVisible();

  const mail = await latestMessage(request, amaka.email);
  expect(mail?.kind).toBe("auction_outbid");
  expect(mail?.subject).toBe(`You have been outbid on "${title}"`);
  expect(mail?.text).toContain("The highest bid is now ₦61,000,000.00");
});

test("a tenant who saved a listing is told of its price cut in the bell and by e-mail", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `${unique("Saved cut ")} 3 bedroom flat in Yaba`;
  const made = await request.post("/api/properties", {
    headers: bearer(admin.token),
    data: {
      title,
      price: 3_000_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 3,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const slug = (await made.json()).data.slug as string;
  const tenant = await createAccount(request, "tenant");
  const saved = await request.put(`/api/properties/${slug}/favourite`, { headers: bearer(tenant.token) });
  expect(saved.status(), await saved.text()).toBe(200);
  const cut = await request.put(`/api/properties/${slug}`, {
    headers: bearer(admin.token),
    data: { price: 2_500_000 },
  });
  expect(cut.status(), await cut.text()).toBe(200);

  await expect
    .poll(async () => (await latestMessage(request, tenant.email))?.kind, { timeout: 20_000 })
    .toBe("price_drop");
  const mail = await latestMessage(request, tenant.email);
  expect(mail?.subject).toBe(`A listing you saved is cheaper: ${title}`);
  expect(mail?.text).toContain("is now ₦2,500,000.00/year, down from ₦3,000,000.00/year");

  await signInPage(page, tenant);
  await page.goto("/");
  const bell = page.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }).first();
  await bell.click();
  const item = page
    .getByRole("region", { name: "Notifications" })
    .first()
    .getByRole("link", { name: new RegExp(`Price reduced: ${title}`) });
  await expect(item).toContainText("Now ₦2,500,000.00/year, was ₦3,000,000.00/year");
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/property/${slug}$`));
});
