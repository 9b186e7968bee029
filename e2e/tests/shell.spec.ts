/** The app shell of SPEC §2 in a real browser: header, ticker, footer, every route, menus, newsletter. */

import { DESKTOP, MOBILE, unique } from "./fixtures";
import { expect, type Page, test } from "./test";

/** Every SPEC §2 route with sample parameters; each must show its own page. */
const ROUTES = [
  "/",
  "/tenant",
  "/landlords",
  "/auction",
  "/auction/1",
  "/building-materials",
  "/find-services",
  "/blacklist",
  "/blog",
  "/new-project",
  "/project/1",
  "/verify/email/1/abc",
  "/verify/phone",
  "/signup",
  "/forgot-password",
  "/providers/1",
  "/meet-the-landlords",
  "/agent",
  "/agent/1",
  "/residential",
  "/commercial",
  "/compare",
  "/request-form",
  "/listings-page",
  "/property-management",
  "/meet-tenants",
  "/tenant/1",
  "/categories",
  "/category/duplex",
  "/videos",
  "/meet-users",
  "/user/1",
  "/properties",
  "/property/sample-listing",
  "/notice/caveat/sample-notice",
  "/groups/lekki-landlords",
  "/valuation",
  "/subscription/callback",
  "/payment/verify/ref123",
  "/analytics/app/dashboard",
  "/search-results",
  "/properties/rent",
  "/properties/sale",
  "/profiles",
  "/profiles/sample-profile",
  "/dashboard",
  "/premium-content",
  "/verify-account",
];

async function expectPage(page: Page, path: string) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  expect(errors).toEqual([]);
}

test.describe("routes", () => {
  for (const path of ROUTES) {
    test(`${path} shows its page`, async ({ page }) => {
      await expectPage(page, path);
    });
  }

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("home and layout", () => {
  test("renders the ticker, header and footer, and looks right at 360 and 1280 px", async ({ page }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("region", { name: /exchange rates/i })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Ile`);
      // No horizontal scrolling on a small phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `.artifacts/screens/home-${viewport.width}.png`, fullPage: true });
    }
  });

  test("pages paint in the local fallback font; Inter loads once the app has started and is used from the first move to another page on", async ({
    page,
  }) => {
    const fontOfBody = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const interLoaded = () =>
      page.evaluate(() => document.fonts.check("400 1em Inter") && document.fonts.check("600 1em Inter"));
    // A server-rendered page (home) and a page the app renders itself (sign up).
    for (const path of ["/", "/signup"]) {
      await page.goto(path);
      await expect.poll(interLoaded).toBe(true);
      // Loaded, but the page on screen keeps the metric-matched local font (no second layout while it starts).
      await expect(page.locator("html")).not.toHaveClass(/\bweb-fonts\b/);
      expect(await fontOfBody()).toMatch(/^"Inter Fallback"/);
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(/\bweb-fonts\b/);
      expect(await fontOfBody()).toMatch(/^Inter, "Inter Fallback"/);
    }
  });

  test("the ticker repeats its items 4 times and colours changes by sign", async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("ticker-track");
    await expect(track.locator("ul")).toHaveCount(4);
    const usd = track.locator("li", { hasText: "USD/NGN" });
    await expect(usd).toHaveCount(4);
    await expect(track.locator("li[data-positive='true'] span").nth(2)).toHaveClass(/text-positive/);
    await expect(track.locator("li[data-positive='false'] span").nth(2)).toHaveClass(/text-negative/);
    // It scrolls one copy's width, over 15 × half the content width in milliseconds.
    const copyWidth = await track
      .locator("ul")
      .first()
      .evaluate((ul) => ul.scrollWidth);
    expect(await track.evaluate((el) => el.style.getPropertyValue("--ticker-duration"))).toBe(
      `${(15 * (4 * copyWidth)) / 2}ms`,
    );
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe("ticker");
  });

  test("scrolls to the top on navigation", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header navigation", () => {
  test("desktop: one dropdown open at a time, Escape closes, navigation closes and highlights", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const people = nav.getByRole("button", { name: "People" });
    const services = nav.getByRole("button", { name: "Property Services" });
    await people.click();
    await expect(people).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Meet Users" })).toBeVisible();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(people).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Meet Users" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await services.click();
    await nav.getByRole("link", { name: "Property Valuation" }).click();
    await expect(page).toHaveURL(/\/valuation$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(nav.getByRole("link", { name: "Property Valuation" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("desktop: the groups hold the targets of SPEC §2", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const expected: Record<string, [string, string][]> = {
      People: [
        ["Meet Users", "/profiles"],
        ["Blacklist", "/blacklist"],
      ],
      "Property Services": [
        ["Find Services", "/find-services"],
        ["Building Materials", "/building-materials"],
        ["Property Management", "/property-management"],
        ["Property Valuation", "/valuation"],
      ],
      Properties: [
        ["Properties", "/properties"],
        ["New Projects", "/new-project"],
        ["Property Auction", "/auction"],
      ],
      Resources: [
        ["Blog", "/blog"],
        ["Analytics", "/analytics/app/dashboard"],
      ],
    };
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    for (const [group, links] of Object.entries(expected)) {
      await nav.getByRole("button", { name: group, exact: true }).click();
      for (const [label, href] of links) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      }
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("mobile: the toggle opens the menu, one group expands at a time, navigation closes it", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-navigation");
    await expect(menu).toBeVisible();
    const people = menu.getByRole("button", { name: "People" });
    const properties = menu.getByRole("button", { name: "Properties" });
    await people.click();
    await expect(people).toHaveAttribute("aria-expanded", "true");
    await properties.click();
    await expect(properties).toHaveAttribute("aria-expanded", "true");
    await expect(people).toHaveAttribute("aria-expanded", "false");
    await menu.getByRole("link", { name: "New Projects" }).click();
    await expect(page).toHaveURL(/\/new-project$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Login opens the login modal; outside click closes it; its links lead on", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in to Ile" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email address")).toHaveAttribute("type", "email");
    await dialog.getByText("Phone", { exact: true }).click();
    await expect(dialog.getByLabel("Phone number")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Phone number")).toHaveAttribute("placeholder", /^\+/);
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("newsletter", () => {
  test("subscribes, answers a repeat kindly, and shows the server's error", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByLabel("Email address");
    const button = footer.getByRole("button", { name: "Subscribe" });
    const address = `${unique("reader")}@example.ng`;

    await email.fill(address);
    await button.click();
    await expect(footer.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
    await expect(email).toHaveValue("");

    await email.fill(address.toUpperCase());
    await button.click();
    await expect(footer.getByText("You are already subscribed", { exact: false })).toBeVisible();

    // "ada@localhost" passes the browser's email check but not the server's.
    await email.fill("ada@localhost");
    await button.click();
    await expect(footer.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveValue("ada@localhost");
  });

  test("disables the form and says Subscribing... while it waits", async ({ page }) => {
    await page.route("**/svc/newsletter/subscribe", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill(`${unique("slow")}@example.ng`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(footer.getByLabel("Email address")).toBeDisabled();
    await expect(footer.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
  });
});
