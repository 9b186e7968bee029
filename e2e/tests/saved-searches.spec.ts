/**
 * Saved searches and alerts (issue 37, ADR 0406), the "done when": a tenant saves a search on /search-results
 * in the browser; a landlord publishes a matching listing; within two minutes the tenant's e-mail (the dev outbox)
 * has an alert naming it; its unsubscribe link (opened without a login) stops the next one. The e2e server sweeps
 * every 3 seconds (ALERTS_SWEEP_SECONDS in playwright.config.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { createAccount, postListing, signInPage } from "./fixtures";
import { expect, test } from "./test";

interface Mail {
  subject: string | null;
  text: string;
  kind: string;
  headers: Record<string, string> | null;
}

const alerts = async (request: APIRequestContext, to: string) => {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()).data as Mail[]).filter((m) => m.kind === "saved_search_alert");
};

/** A word nobody else's listing has (letters only, so the search reads it as a word). */
const word = () =>
  `zil${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

test("a saved search's alert names the new listing, and its unsubscribe link stops the next one", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const w = word();
  const tenant = await createAccount(request, "tenant", { first_name: "Kemi", last_name: "Alerts" });
  await signInPage(page, tenant);
  await page.goto(`/search-results?query=${w}&listingType=rent`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(w);
  await dialog.getByLabel("Name").fill(`Flats ${w}`);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByText("Search saved.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const landlord = await createAccount(request, "landlord", { first_name: "Bayo", last_name: "Landlord" });
  const publish = (title: string) => postListing(request, landlord.token, { title });
  const first = await publish(`Two bedroom ${w} flat`);

  await expect
    .poll(async () => (await alerts(request, tenant.email)).length, { timeout: 120_000, intervals: [2_000] })
    .toBe(1);
  const [mail] = await alerts(request, tenant.email);
  expect(mail!.subject).toBe(`New match for "Flats ${w}": Two bedroom ${w} flat`);
  expect(mail!.text).toContain("₦2,400,000.00/year · Yaba, Lagos");
  expect(mail!.text).toContain(`/property/${first.slug}`);
  const link = /Stop these alerts: (\S+)/.exec(mail!.text)![1]!;
  expect(mail!.headers?.["List-Unsubscribe"]).toBe(`<${link}>`);

  // The link works without a login, in a fresh browser context.
  const other = await page.context().browser()!.newContext();
  const anonymous = await other.newPage();
  await anonymous.goto(link);
  await expect(anonymous.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();
  await other.close();

  await page.goto("/dashboard/saved-searches");
  await expect(page.getByRole("listitem", { name: `Flats ${w}` })).toContainText("Paused");

  await publish(`Three bedroom ${w} flat`);
  // Several sweeps later, still one alert.
  await page.waitForTimeout(12_000);
  expect(await alerts(request, tenant.email)).toHaveLength(1);
});
