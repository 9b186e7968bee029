/**
 * The installable, offline-capable app (issue 19, ADR 0018) in a real browser against the production build: the
 * service worker installs, a signed-in person opens and saves a listing, the connection drops, and a reload still
 * shows the app shell and that listing with the offline banner. Every other spec runs with service workers
 * blocked (playwright.config.ts) so their route interception keeps seeing every request; this one allows them.
 */

import { createAccount, signInPage } from "./fixtures";
import { expect, type Page, test } from "./test";

test.use({ serviceWorkers: "allow" });
// Installing the worker precaches the whole shell (143 files): on a loaded 2-core machine that takes a minute.
test.setTimeout(240_000);

const OFFLINE_BANNER = /You are offline/;

/** Waits until the service worker has installed, activated and controls the page. */
async function swControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 120_000,
  });
}

/** The URLs held in one of the service worker's caches. */
const cachedUrls = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname);
  }, cache);

/** Whether the listing answer kept in the signed-in cache says the listing is saved (undefined: none kept). */
const cachedAsSaved = (page: Page, slug: string) =>
  page.evaluate(
    async ([name, path]) => {
      if (!(await caches.has(name))) return undefined;
      const cache = await caches.open(name);
      const key = (await cache.keys()).find((r) => new URL(r.url).pathname === path);
      const res = key && (await cache.match(key));
      return res
        ? ((await res.json()) as { data?: { is_favourite?: boolean } }).data?.is_favourite
        : undefined;
    },
    ["ile-user", `/api/properties/${slug}`] as const,
  );

test("the service worker serves the shell and a saved listing offline; the banner shows offline and goes online; logout empties the user's cache", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request, "tenant");
  await signInPage(page, account);
  await page.goto("/");
  await swControls(page);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);

  // Open a listing from the rentals page and save it.
  await page.goto("/properties/rent");
  const results = page.getByRole("region", { name: "Listings" });
  await results.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/property\//);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByTestId("price")).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const price = (await page.getByTestId("price").textContent())!.trim();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  // Only the listing and the saved list are kept from signed-in answers. The listing was kept when it opened,
  // unsaved: wait for the answer fetched after saving (offline, the page shows what the cache holds).
  await expect.poll(() => cachedAsSaved(page, slug)).toBe(true);
  for (const path of await cachedUrls(page, "ile-user")) {
    expect(path).toMatch(/^\/api\/(properties\/[^/]+|favourites)$/);
  }

  // Offline: a reload gets the precached shell, which renders the listing from the cache, saved, with the banner.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("price")).toHaveText(price);
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();

  // Back online, the banner goes.
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);

  // Logout empties the signed-in cache.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect.poll(() => page.evaluate(() => caches.has("ile-user"))).toBe(false);
});

test("a listing opened signed out is shown offline from the public cache", async ({ page, context }) => {
  await page.goto("/properties/sale");
  await swControls(page);
  const results = page.getByRole("region", { name: "Listings" });
  await results.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByTestId("price")).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect.poll(() => cachedUrls(page, "ile-listings")).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status").filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await context.setOffline(false);
});
