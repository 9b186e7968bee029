/** Automated accessibility checks (axe-core, WCAG 2.1 A/AA) on the shell and key pages, desktop and phone. */
import AxeBuilder from "@axe-core/playwright";
import { DESKTOP, MOBILE } from "./fixtures";
import { expect, test } from "./test";

const PAGES = ["/", "/about-us", "/faqs", "/this-page-does-not-exist"];

for (const viewport of [DESKTOP, MOBILE]) {
  for (const path of PAGES) {
    test(`${path} has no WCAG A/AA violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });
  }
}

test("the login modal traps focus and has no violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in to Ile" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const results = await new AxeBuilder({ page })
    .include("[role=dialog]")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("following a link to another page titles it and focuses its heading; a new page of results does not", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Ile — Rent, buy and manage property in Nigeria");
  await page.getByRole("link", { name: /Homes to rent/ }).click();
  await expect(page).toHaveURL(/\/properties\/rent$/);
  await expect(page).toHaveTitle("Properties for rent — Ile");
  const heading = page.getByRole("heading", { level: 1, name: "Properties for rent" });
  await expect(heading).toBeFocused();
  // A new page of the same list keeps the list's own focus rule (the result count), not the heading.
  const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveTitle("Properties for rent (page 2) — Ile");
  await expect(page.getByTestId("result-count")).toBeFocused();
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`the sticky header never covers a focused control (scroll padding) at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/properties");
    await expect(page.locator("h1").first()).toBeVisible();
    const sticky = page.locator("div.sticky.top-0").first();
    const headerHeight = (await sticky.boundingBox())!.height;
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    );
    expect(headerHeight).toBeLessThanOrEqual(padding);
    // A control that sits under the sticky header is "in view" to the browser, so without the padding focusing
    // it would not scroll and the header would hide it. Put one there (instantly, not smoothly), then reach it
    // with Shift+Tab from the next control, as a keyboard user would.
    await expect(page.getByTestId("result-count")).toBeVisible();
    const placed = await page.evaluate((header) => {
      const controls = Array.from(document.querySelectorAll<HTMLElement>("main a[href], main button")).filter(
        (c) => c.tabIndex >= 0 && !c.hasAttribute("disabled") && c.getClientRects().length > 0,
      );
      const fits = controls.findIndex(
        (c, i) =>
          i + 1 < controls.length &&
          c.getBoundingClientRect().height < header - 20 &&
          c.getBoundingClientRect().top + window.scrollY > 2 * header,
      );
      const target = controls[fits];
      const next = controls[fits + 1];
      if (!target || !next) return null;
      target.setAttribute("data-under-header", "");
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - 10, behavior: "instant" });
      next.focus({ preventScroll: true });
      return target.getBoundingClientRect().top;
    }, headerHeight);
    expect(placed).toBeGreaterThanOrEqual(0);
    expect(placed).toBeLessThan(headerHeight);
    await page.keyboard.press("Shift+Tab");
    const target = page.locator("[data-under-header]");
    await expect(target).toBeFocused();
    // The page scrolls smoothly (unless the user asks for reduced motion): wait for it to settle below the header.
    await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight - 1);
  });
}
