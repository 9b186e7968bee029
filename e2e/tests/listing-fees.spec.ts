/**
 * Issue 17 in a real browser, on a phone: a landlord enters the fees of a rent in the dashboard; the listing
 * page shows them, the total to move in and the Lagos State Tenancy Law cap flag, with a share button.
 */
import AxeBuilder from "@axe-core/playwright";
import { createAccount, MOBILE, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test.use({ viewport: MOBILE });

test("a landlord's fees reach the listing page with the move-in total and the cap flag", async ({
  page,
  request,
  browser,
}) => {
  // A long journey (account, form, two pages, axe): on a busy machine it needs more than the default minute.
  test.slow();
  const landlord = await createAccount(request, "landlord", { first_name: "Kemi", last_name: "Landlord" });
  await signInPage(page, landlord);
  await page.goto("/dashboard/listings?new=1");

  const title = `Mini flat in Surulere ${unique("fees")}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Price (₦)").fill("2400000");
  await page.getByLabel("Category").selectOption("mini-flat");
  await page.getByLabel("Property type").fill("Mini flat");
  await page.getByLabel("Town or area").fill("Surulere");
  await page.getByLabel("State").fill("Lagos");
  await page.getByLabel("Agency fee (₦)").fill("240000");
  await page.getByLabel("Legal fee (₦)").fill("360000");
  await page.getByLabel("Caution deposit (₦)").fill("200000");
  await page.getByLabel("Yearly service charge (₦)").fill("150000");
  await page.getByRole("button", { name: "Create listing" }).click();
  await expect(page.getByRole("heading", { name: "Edit listing" })).toBeVisible();
  const slug = new URL(page.url()).searchParams.get("edit");
  // The editor shows what was stored.
  await expect(page.getByLabel("Legal fee (₦)")).toHaveValue("360000");

  await page.goto(`/property/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const fees = page.getByRole("region", { name: "Fees and the cost of moving in" });
  await expect(fees.getByTestId("listing-fees")).toContainText("Agency fee₦240,000.00");
  await expect(fees.getByTestId("listing-fees")).toContainText("Legal fee₦360,000.00");
  await expect(fees.getByTestId("listing-fees")).toContainText("Caution deposit₦200,000.00");
  await expect(fees.getByTestId("listing-fees")).toContainText("Yearly service charge₦150,000.00");
  await expect(fees.getByTestId("move-in-total")).toHaveText("₦3,350,000.00");
  await expect(fees.getByTestId("move-in-warnings")).toHaveText(
    "A legal fee of 15% is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.",
  );
  // Surulere is under the Lagos State Tenancy Law 2011 (issue 34): its s.4 rule on rent in advance is shown.
  await expect(fees.getByTestId("tenancy-law")).toHaveText(
    "Under section 4 of the Lagos State Tenancy Law 2011, a landlord may not demand or receive more than one year's rent in advance from a yearly tenant, and a tenant may not offer or pay it.",
  );

  const share = page.getByRole("button", { name: "Share" });
  await expect(share).toBeVisible();
  expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The owner sees their own contact section (no phone on this account yet).
  await expect(page.getByRole("region", { name: "Call the owner" })).toContainText(
    "The owner has not added a phone number.",
  );

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no sideways scroll at 360 px").toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  // A visitor who is signed out gets no phone: no tel: or WhatsApp chat link, a way to log in instead.
  const visitor = await browser.newContext({ viewport: MOBILE });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/property/${slug}`);
  await expect(anonymous.getByTestId("move-in-total")).toHaveText("₦3,350,000.00");
  await expect(anonymous.getByRole("button", { name: "Log in to call the owner" })).toBeVisible();
  await expect(anonymous.locator('a[href^="tel:"], a[href^="https://wa.me/2"]')).toHaveCount(0);
  await visitor.close();
});
