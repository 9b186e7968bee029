/**
 * Issue 38's journeys in a real browser against the real server: where a login goes, the SMS code for an account
 * still to verify, creating a group, a listing taken down by the safety team (told to its owner and to visitors),
 * a payment that returns to the host it started on, and what a rent costs to move into and the income it needs.
 */
import {
  bearer,
  createAccount,
  fillLoginDialog,
  latestMessage,
  MOBILE,
  postListing,
  signInPage,
  unique,
} from "./fixtures";
import { expect, test } from "./test";

/** A yearly rent of ₦3,600,000 with a ₦360,000 agency fee. */
const rentListing = (request: import("@playwright/test").APIRequestContext, token: string, title: string) =>
  postListing(request, token, { title, price: 3_600_000, agency_fee_kobo: 36_000_000 });

test("the header's Login goes to the dashboard; a login asked for by Save comes back to the listing", async ({
  page,
  request,
}) => {
  const user = await createAccount(request, "tenant");
  const rent = (await (await request.get("/api/properties?listing_type=rent&limit=1")).json()).data[0];
  await page.goto(`/property/${rent.slug}`);
  await page.getByRole("main").getByRole("button", { name: "Save", exact: true }).click();
  await fillLoginDialog(page, user.email, user.password);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/property/${rent.slug}$`));

  await page.getByRole("banner").getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  await page.goto("/properties");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  await fillLoginDialog(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an account still to verify is offered the SMS code at /verify-account and verifies with it", async ({
  page,
  request,
}) => {
  const email = `${unique("sms")}@e2e.ile.ng`;
  const phone = `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const password = "E2e-journey-pass-2026";
  const reg = await request.post("/api/register", {
    data: {
      first_name: "Bola",
      last_name: "Tinubu-Ade",
      email,
      phone,
      password,
      password_confirmation: password,
      role: "tenant",
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  await fillLoginDialog(page, email, password);
  await expect(page).toHaveURL(/\/verify-account$/);
  await page.getByRole("button", { name: "Get a code by SMS instead" }).click();
  const ask = page.getByRole("form", { name: "Get a code by SMS" });
  await ask.getByLabel("Your phone number").fill(phone);
  await ask.getByRole("button", { name: "Send SMS code" }).click();
  const sms = await expect
    .poll(async () => (await latestMessage(request, phone))?.text ?? "")
    .toMatch(/\b\d{6}\b/)
    .then(async () => (await latestMessage(request, phone))!.text);
  await page.getByLabel("6-digit code").fill(sms.match(/\b(\d{6})\b/)![1]!);
  await page.getByRole("button", { name: "Verify phone" }).click();
  // Verified: the login opens over the home page, and the account now logs in.
  await expect(page.getByRole("dialog", { name: "Log in to Ile" })).toBeVisible();
  await fillLoginDialog(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a group is created from /groups, and its counts are in the singular", async ({ page, request }) => {
  const user = await createAccount(request, "landlord");
  await signInPage(page, user);
  await page.goto("/groups");
  await page.getByRole("button", { name: "Create a group" }).click();
  const form = page.getByRole("form", { name: "Create a group" });
  const name = `Yaba landlords ${unique("")}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("What is it about?").fill("Landlords of Yaba comparing rents, agents and repairs.");
  await form.getByRole("button", { name: "Create group" }).click();
  await expect(page).toHaveURL(/\/groups\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/\b1 member\b/).first()).toBeVisible();
  await expect(page.getByText(/\b1 members\b/)).toHaveCount(0);
});

test("a listing taken down after reports says so to visitors and to its owner", async ({ page, request }) => {
  test.slow();
  const owner = await createAccount(request, "agent");
  const listing = await rentListing(request, owner.token, `Flat reported ${unique("")}`);
  for (let i = 0; i < 3; i++) {
    const reporter = await createAccount(request, "tenant");
    const report = await request.post(`/api/reports/listings/${listing.slug}`, {
      headers: bearer(reporter.token),
      data: { reason: "fake", details: "Asked for an inspection fee before any viewing." },
    });
    expect(report.status(), await report.text()).toBe(201);
  }
  await page.goto(`/property/${listing.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "This listing was taken down" })).toBeVisible();
  await expect(page.getByText("removed by its owner")).toHaveCount(0);

  await signInPage(page, owner);
  await page.goto("/dashboard/listings");
  // Its only listing: marked Taken down in place of its status, with what happened and what comes next.
  const main = page.getByRole("main");
  await expect(main.getByText("Taken down", { exact: true })).toBeVisible();
  await expect(main.getByTestId("taken-down")).toContainText("Ile's safety team has taken this listing down");
  await expect(main.locator("[data-colour]")).toHaveCount(0); // no status badge ("Available") beside it
  await page.goto(`/property/${listing.slug}`);
  await expect(page.getByText("Ile's safety team has taken this listing down")).toBeVisible();
});

test("a payment started on localhost returns to localhost, where the user is still signed in", async ({
  page,
  request,
  baseURL,
}) => {
  // The server's PUBLIC_URL is http://127.0.0.1:<port>; the user opened the other spelling of the same host.
  const other = baseURL!.replace("127.0.0.1", "localhost");
  const user = await createAccount(request, "tenant");
  await signInPage(page, user);
  await page.goto(`${other}/subscription`);
  const plans = page.getByRole("region", { name: "Plans" });
  await plans.getByRole("button", { name: "Subscribe to Basic" }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${other.replace(/[.]/g, "\\.")}/subscription$`));
  await expect(page.getByRole("heading", { name: "Your plan: Basic" })).toBeVisible();
});

test("a rent's search result says the income it needs; /compare adds what it costs to move in", async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, "landlord");
  const title = `Two-bed flat ${unique("")}`;
  const listing = await rentListing(request, owner.token, title);
  await page.goto(`/search-results?query=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  // ₦3,600,000 a year is ₦300,000 a month: at most a third of ₦900,000.
  await expect(card.getByTestId("card-income-needed")).toHaveText("Income needed: ₦900,000.00/month");
  await expect(card.getByText("Available", { exact: true })).toBeVisible();
  await page.goto(`/compare?ids=${listing.slug}`);
  // With its ₦360,000 agency fee.
  await expect(page.getByRole("row", { name: /Total to move in/ })).toContainText("₦3,960,000.00");
  await expect(page.getByRole("row", { name: /Monthly income needed/ })).toContainText("₦900,000.00");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: MOBILE });

  test("the dashboard's sections are all reachable from a menu naming the section the user is on", async ({
    page,
    request,
  }) => {
    const landlord = await createAccount(request, "landlord");
    await signInPage(page, landlord);
    await page.goto("/dashboard/tenancies");
    await expect(page.getByRole("heading", { level: 2, name: "Tenancies" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    const menu = nav.getByRole("button", { name: /^Tenancies All \d+ sections$/ });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    // Issue 53 item 4: the strip was cut at "Sa…"; opened, the menu shows every section whole.
    await menu.press("Enter");
    const links = nav.getByRole("link");
    const labels = await links.allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(["Profile", "Saved searches", "Subscription", "Tenancies"]),
    );
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole("link", { name: "Tenancies" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // By keyboard to Subscription: the menu closes and names it.
    await page.keyboard.press("Tab");
    const subscription = nav.getByRole("link", { name: "Subscription" });
    for (
      let i = 0;
      i < labels.length && !(await subscription.evaluate((a) => a === document.activeElement));
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page).toHaveTitle("Subscription — Dashboard — Ile");
    await expect(nav.getByRole("button", { name: /^Subscription All \d+ sections$/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
