/**
 * Issue 38's browser walk, kept: every public page of the demo world (the lists and one of each kind of detail
 * page, found by following the lists' links) at 360 px and 1280 px, signed out, and the signed-in dashboard
 * sections. No page scrolls sideways, throws, or shows one of the rough edges the walk of 2026-11-27 found
 * (counts in the wrong number, repeated places, raw enum words, "0.0 out of 5 (0 reviews)", zero-valued rooms on
 * land, money written other than SPEC §9's way).
 */
import { createAccount, DESKTOP, MOBILE, signInPage } from "./fixtures";
import { expect, type Page, test } from "./test";

const LISTS = [
  "/",
  "/properties",
  "/properties/rent",
  "/properties/sale",
  "/residential",
  "/commercial",
  "/categories",
  "/search-results?query=duplex%20lekki",
  "/auction",
  "/new-project",
  "/profiles",
  "/meet-tenants",
  "/meet-the-landlords",
  "/find-services",
  "/building-materials",
  "/groups",
  "/blog",
  "/caveat-notices",
  "/videos",
  "/valuation",
  "/trends",
  "/blacklist",
  "/property-management",
  "/premium-content",
  "/subscription",
  "/faqs",
  "/about-us",
  "/contact-us",
  "/signup",
  "/forgot-password",
];

/** A detail page of each kind: the first link of its list whose path starts with one of these. */
const DETAILS: [list: string, prefixes: string[]][] = [
  ["/properties", ["/property/"]],
  ["/auction", ["/auction/"]],
  ["/new-project", ["/project/"]],
  ["/profiles", ["/agent/", "/user/", "/tenant/", "/profiles/"]],
  ["/meet-the-landlords", ["/agent/", "/user/", "/profiles/"]],
  ["/find-services", ["/providers/"]],
  ["/groups", ["/groups/"]],
  ["/blog", ["/blog/"]],
  ["/caveat-notices", ["/notice/"]],
];

const DASHBOARD = [
  "/dashboard",
  "/dashboard/verification",
  "/dashboard/listings",
  "/dashboard/favourites",
  "/dashboard/saved-searches",
  "/dashboard/subscription",
  "/notifications",
];

/** What the walk of 2026-11-27 found, as patterns over a page's visible text. */
const ROUGH_EDGES: [RegExp, string][] = [
  [/\b1 (discussions|members|reviews|listings)\b/, "a count of one in the plural"],
  [/\b([A-Z][a-z]+(?: [A-Z][a-z]+)*), ([A-Z][a-z]+), \1, \2\b/, "a place written twice"],
  [/\bnin slip\b/, "a raw document kind"],
  [/Badagary|Nassarawa/, "a misspelt place"],
  [/Quantity \(\w+ \(/, "a unit nested in its own brackets"],
  [/0\.0 out of 5 \(0 reviews\)/, "a rating of nothing"],
  // Once per product (a list has one per card, each before its price), never twice on one.
  [/(Sample price \(demo data\))[^₦]*\1/, "the demo label twice"],
];

/** Naira as SPEC §9 writes it: two decimals (₦2,400,000.00); a chart's short axis labels (₦2.4m) are allowed. */
const BAD_NAIRA = /₦\s?\d{1,3}(?:,\d{3})*(?![\d,.]*\d)(?!\.\d)(?![\d.]*\s?(?:k|m|bn|K|M|B)\b)/;

/**
 * `ownProfile`: the dashboard shows each of its owner's empty profile fields as N/A (SPEC §3); public pages leave
 * empty fields out (issue 38).
 */
async function checkPage(page: Page, url: string, width: number, { ownProfile = false } = {}) {
  const errors: string[] = [];
  const onError = (err: Error) => errors.push(err.message);
  page.on("pageerror", onError);
  try {
    const response = await page.goto(url);
    expect(response?.status(), `${url} status`).toBeLessThan(400);
    await expect(page.locator("main").first()).toBeVisible();
    // Lists load their data after the shell: wait until no loading status is left (or give up quietly).
    await page
      .waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"]'), null, {
        timeout: 10_000,
      })
      .catch(() => {});
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${url} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    const text = await page.locator("body").innerText();
    for (const [pattern, what] of ROUGH_EDGES)
      expect(text.match(pattern)?.[0], `${url} at ${width} px: ${what}`).toBeUndefined();
    expect(text.match(BAD_NAIRA)?.[0], `${url} at ${width} px: naira without its kobo`).toBeUndefined();
    const nas = text.match(/\bN\/A\b/g)?.length ?? 0;
    if (!ownProfile) expect(nas, `${url} at ${width} px: a wall of N/A`).toBeLessThanOrEqual(2);
    expect(errors, `${url} at ${width} px: uncaught errors`).toEqual([]);
  } finally {
    page.off("pageerror", onError);
  }
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`the walk at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every public list and page", async ({ page }) => {
      test.setTimeout(300_000);
      for (const url of LISTS) await checkPage(page, url, viewport.width);
      for (const [list, prefixes] of DETAILS) {
        await page.goto(list);
        const link = page.locator(prefixes.map((prefix) => `main a[href^="${prefix}"]`).join(", ")).first();
        await expect(link, `${list} links to a ${prefixes.join(" or ")} page`).toBeVisible();
        const href = await link.getAttribute("href");
        await checkPage(page, href as string, viewport.width);
      }
    });

    test("land listings leave out rooms, and the signed-in sections", async ({ page, request }) => {
      test.setTimeout(180_000);
      // A land listing of the demo world: no "Bedrooms 0", "Toilets 0" or "Furnished No".
      const lands = await request.get("/api/search?query=land&type=properties&limit=20");
      expect(lands.ok()).toBeTruthy();
      const found = (await lands.json()).data.data.properties.data as {
        slug: string;
        property_type: string;
      }[];
      const land = found.find((p) => /land/i.test(p.property_type));
      if (land) {
        await checkPage(page, `/property/${land.slug}`, viewport.width);
        const facts = await page.locator("main").innerText();
        expect(facts).not.toMatch(/Bedrooms\s*0\b|Toilets\s*0\b|Furnished\s*No\b/);
      }
      const agent = await createAccount(request, "agent");
      await signInPage(page, agent);
      for (const url of DASHBOARD)
        await checkPage(page, url, viewport.width, { ownProfile: url === "/dashboard" });
    });
  });
}
