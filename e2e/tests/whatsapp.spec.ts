/**
 * WhatsApp as a channel (issue 50, ADR 0750), the "done when": a tenant with a verified phone turns
 * WhatsApp on in the dashboard, saves a search with WhatsApp as its channel, a landlord publishes a match, and the
 * saved-search alert template (with its parameters) is in the dev outbox for the tenant's number. The e2e server
 * has no WhatsApp credentials, so the message is kept there, as mail and SMS are; it sweeps alerts every 3 seconds.
 */
import type { APIRequestContext } from "@playwright/test";
import { bearer, createAccount, latestMessage, postListing, signInPage } from "./fixtures";
import { expect, test } from "./test";

interface OutboxItem {
  channel: string;
  subject: string | null;
  text: string;
  state: string;
  template: { name: string; params: string[] } | null;
}

const whatsapp = async (request: APIRequestContext, to: string) => {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()).data as OutboxItem[]).filter((m) => m.channel === "whatsapp");
};

const word = () =>
  `wap${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

test("turn WhatsApp on, save a search, a match is published: the template is in the outbox", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const w = word();
  const tenant = await createAccount(request, "tenant", { first_name: "Chidi", last_name: "Whatsapp" });
  // A verified phone (a code by SMS, read from the outbox).
  const phone = `+234816${String(Date.now()).slice(-7)}`;
  const asked = await request.post("/api/security/phone", {
    headers: bearer(tenant.token),
    data: { phone, current_password: tenant.password },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const code = (await latestMessage(request, phone))!.text.match(/\b(\d{6})\b/)![1]!;
  const verified = await request.post("/api/security/phone/verify", {
    headers: bearer(tenant.token),
    data: { code },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();

  await signInPage(page, tenant);
  await page.goto("/dashboard/whatsapp");
  const toggle = page.getByRole("checkbox", { name: /Send me messages on WhatsApp/ });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText("WhatsApp is on.", { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/You agreed on/)).toBeVisible();

  await page.goto(`/search-results?query=${w}&listingType=rent`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill(`Flats ${w}`);
  await dialog.getByLabel("WhatsApp", { exact: true }).check();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByText("Search saved.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const landlord = await createAccount(request, "landlord", { first_name: "Bayo", last_name: "Landlord" });
  const listing = await postListing(request, landlord.token, { title: `Two bedroom ${w} flat` });

  await expect
    .poll(async () => (await whatsapp(request, phone)).length, { timeout: 120_000, intervals: [2_000] })
    .toBe(1);
  const [message] = await whatsapp(request, phone);
  expect(message).toMatchObject({ subject: "ile_saved_search_alert", state: "kept" });
  expect(message!.template?.params.slice(0, 2)).toEqual([`Flats ${w}`, `Two bedroom ${w} flat`]);
  expect(message!.text).toContain(
    `New match for your saved search "Flats ${w}" on Ile: Two bedroom ${w} flat`,
  );
  expect(message!.text).toContain(`/property/${listing.slug}`);
});
