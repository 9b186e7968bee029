/**
 * The admin area in a real browser (issue 23, ADR 0700): an admin finds an agent by name, suspends them with a
 * reason, the agent's open session stops working at once, the audit log shows who did what and why, and
 * restoring brings the account back. Non-admins are kept out.
 */
import AxeBuilder from "@axe-core/playwright";
import { apiLogin, createAccount, E2E_ADMIN, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("an admin finds an agent, suspends them (their session ends), sees it in the audit log, and restores them", async ({
  page,
  request,
}) => {
  const surname = unique("Okafor").replace(/[^A-Za-z]/g, "");
  const agent = await createAccount(request, "agent", { first_name: "Emeka", last_name: surname });
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await signInPage(page, admin);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.getByLabel("Name, email, phone or id").fill(surname);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`query=${surname}`));
  const row = page.getByRole("row", { name: new RegExp(surname) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Agent");
  await expect(row).toContainText("active");

  await row.getByRole("button", { name: `Manage Emeka ${surname}` }).click();
  const dialog = page.getByRole("dialog", { name: `Emeka ${surname}` });
  await expect(dialog).toBeVisible();
  // The reason is required: nothing is sent without it.
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason for suspending").fill("Asked for an inspection fee before viewing");
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Account suspended. Its sessions have ended.")).toBeVisible();
  await expect(row).toContainText("suspended");
  // Focus is back on the button that opened the dialog.
  await expect(row.getByRole("button", { name: /Manage/ })).toBeFocused();

  // The agent's session stopped working at once.
  const profile = await request.get("/api/profile", { headers: { authorization: `Bearer ${agent.token}` } });
  expect(profile.status()).toBe(401);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("Search actions, reasons, emails").fill("inspection fee");
  await page.getByRole("button", { name: "Search" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: "Asked for an inspection fee before viewing" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("user.suspend on user");
  await expect(entry).toContainText("status: active → suspended");
  await expect(entry).toContainText(E2E_ADMIN.email);
  const a11y = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(a11y.violations).toEqual([]);

  await page.goto(`/admin/users?query=${surname}`);
  await page.getByRole("button", { name: `Manage Emeka ${surname}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore account" }).click();
  await expect(page.getByRole("row", { name: new RegExp(surname) })).toContainText("active");
  const back = await request.post("/api/login", { data: { email: agent.email, password: agent.password } });
  expect(back.status()).toBe(200);
});

test("a signed-in tenant is kept out of the admin area", async ({ page, request }) => {
  const tenant = await createAccount(request, "tenant");
  await signInPage(page, tenant);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
  const api = await request.get("/api/admin/users", { headers: { authorization: `Bearer ${tenant.token}` } });
  expect(api.status()).toBe(403);
});

test("an admin cancels a live auction with a reason; its page shows it cancelled and bids stop; the audit log has it", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const auth = { authorization: `Bearer ${admin.token}` };
  const title = `${unique("Cancel ")} 2 bedroom flat in Surulere`;
  const listing = await request.post("/api/properties", {
    headers: auth,
    data: {
      title,
      price: 45_000_000,
      listing_type: "sale",
      category: "apartment",
      property_type: "Flat",
      city: "Surulere",
      state: "Lagos",
      bedrooms: 2,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const auction = await request.post("/api/auctions", {
    headers: auth,
    data: {
      property_id: (await listing.json()).data.id,
      starting_price_kobo: 3_000_000_000,
      reserve_price_kobo: 4_000_000_000,
      min_increment_kobo: 10_000_000,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 60 * 60_000).toISOString(),
      deposit_note: "10% deposit within 24 hours.",
    },
  });
  expect(auction.status(), await auction.text()).toBe(201);
  const id = (await auction.json()).data.id as number;

  await signInPage(page, admin);
  await page.goto("/admin/auctions?status=live");
  await expect(page.getByRole("heading", { name: "Auctions" })).toBeVisible();
  const trigger = page.getByRole("button", { name: `Cancel the auction of ${title}` });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Cancel this auction?" });
  await dialog.getByLabel("Reason").fill("The seller could not show the survey plan");
  await dialog.getByRole("button", { name: "Cancel auction" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Auction cancelled")).toBeVisible();
  await expect(trigger).toHaveCount(0);

  await page.goto(`/auction/${id}`);
  await expect(page.getByRole("heading", { name: "This auction was cancelled" })).toBeVisible();
  await expect(page.getByTestId("cancel-reason")).toHaveText(
    "Reason: The seller could not show the survey plan",
  );
  await expect(page.getByRole("button", { name: /Place bid/i })).toHaveCount(0);

  await page.goto("/admin/audit");
  await page.getByLabel("Search actions, reasons, emails").fill("survey plan");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "auction.cancel on auction" })).toHaveCount(1);
});

test("a tenant reports a listing; an admin takes it down from the reports queue; it leaves the site and the audit log has it", async ({
  page,
  browser,
  request,
}) => {
  const agent = await createAccount(request, "agent");
  const title = `${unique("Takedown ")} mini flat in Yaba`;
  const created = await request.post("/api/properties", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: {
      title,
      price: 900_000,
      listing_type: "rent",
      category: "apartment",
      property_type: "Mini Flat",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()).data.slug as string;

  // A tenant reports it from the listing page.
  const tenant = await createAccount(request, "tenant");
  await signInPage(page, tenant);
  await page.goto(`/property/${slug}`);
  await page.getByRole("button", { name: "Report this listing" }).click();
  const report = page.getByRole("dialog", { name: "Report this listing" });
  await report.getByLabel("Asked for an inspection fee or payment before viewing").check();
  await report.getByLabel("What happened (optional)").fill("The agent asked for ₦20,000 before any viewing.");
  const sent = page.waitForResponse(
    (r) => r.url().includes(`/reports/listings/`) && r.request().method() === "POST",
  );
  await report.getByRole("button", { name: "Send report" }).click();
  expect((await sent).status()).toBe(201);
  await expect(report.getByText("Thank you. Your report is with our safety team.")).toBeVisible();

  // An admin hides the listing from the open reports, with a note.
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInPage(adminPage, admin);
  await adminPage.goto("/admin/reports");
  await expect(adminPage.getByRole("heading", { name: "Reports" })).toBeVisible();
  await adminPage.getByRole("button", { name: `Hide: ${title}` }).click();
  const dialog = adminPage.getByRole("dialog", { name: `Hide: ${title}` });
  await dialog.getByLabel("Reason").fill("Inspection fee asked before viewing: against our rules");
  await dialog.getByRole("button", { name: "Hide" }).click();
  await expect(dialog).toBeHidden();
  await expect(adminPage.getByRole("button", { name: `Hide: ${title}` })).toHaveCount(0);
  await adminContext.close();

  // The listing is gone from the site for everyone else; the owner still sees it; the audit log has the decision.
  expect((await request.get(`/api/properties/${slug}`)).status()).toBe(404);
  const own = await request.get(`/api/properties/${slug}`, {
    headers: { authorization: `Bearer ${agent.token}` },
  });
  expect(own.status()).toBe(200);
  const audit = await request.get("/api/admin/audit?query=inspection%20fee%20asked", {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(audit.ok()).toBeTruthy();
  expect((await audit.json()).data).toEqual(
    expect.arrayContaining([expect.objectContaining({ action: "report.hide" })]),
  );
});
