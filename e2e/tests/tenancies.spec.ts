/**
 * Property management (issue 24, ADR 0950): a landlord adds a tenancy in the dashboard, the tenant pays the first
 * month online through the sandbox checkout, and both see the same receipt.
 */

import { createAccount, MOBILE, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("landlord adds a tenancy, tenant pays a month online, both see the receipt", async ({
  browser,
  request,
}) => {
  const landlord = await createAccount(request, "landlord", { first_name: "Bola", last_name: "Adeyemi" });
  const tenant = await createAccount(request, "tenant", { first_name: "Chidi", last_name: "Eze" });
  const street = `${unique("")} Admiralty Way`.trim();

  const lc = await browser.newContext();
  const lp = await lc.newPage();
  await signInPage(lp, landlord);
  await lp.goto("/dashboard/tenancies");
  await lp.getByRole("button", { name: "Add a tenancy" }).click();
  const form = lp.getByRole("form", { name: "Add a tenancy" });
  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("Flat or unit (optional)").fill("Flat 4");
  await form.getByLabel("City or area").fill("Lekki");
  await form.getByLabel("Tenant's email").fill(tenant.email);
  await form.getByLabel("Rent is paid").selectOption("month");
  await form.getByLabel("Number of periods in the term").fill("12");
  await form.getByLabel("Rent per period").fill("250,000");
  await form.getByLabel("Caution deposit").fill("250000");
  await form.getByRole("button", { name: "Add tenancy" }).click();
  await expect(lp.getByRole("table", { name: "Rent schedule" })).toBeVisible();
  await expect(lp.getByRole("table", { name: "Rent schedule" }).getByRole("row")).toHaveCount(13);
  await expect(lp.getByRole("heading", { name: `Flat 4, ${street}, Lekki, Lagos` })).toBeVisible();

  const tc = await browser.newContext({ viewport: MOBILE });
  const tp = await tc.newPage();
  await signInPage(tp, tenant);
  await tp.goto("/dashboard/tenancy");
  await expect(tp.getByText(`Flat 4, ${street}, Lekki, Lagos`)).toBeVisible();
  await tp
    .getByRole("button", { name: /^Pay ₦250,000/ })
    .first()
    .click();
  await tp.waitForURL(/\/api\/sandbox\/checkout\//);
  await tp.getByRole("button", { name: /^Pay ₦250,000/ }).click();
  await tp.waitForURL(/\/dashboard\/tenancy/);
  const done = tp.getByRole("status").filter({ hasText: "Payment recorded and receipt issued" });
  await expect(done).toBeVisible();
  const number = (await done.textContent())!.match(/RR-\d{6}/)![0];
  await expect(tp.getByTestId("receipt").filter({ hasText: number })).toBeVisible();
  await expect(tp.getByTestId("receipt").filter({ hasText: number })).toContainText("Online (card)");

  await lp.reload();
  await lp.getByRole("button", { name: "Open schedule and receipts" }).first().click();
  const receipt = lp.getByTestId("receipt").filter({ hasText: number });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText("₦250,000");
  await expect(receipt).toContainText("From Chidi Eze to Bola Adeyemi");

  // Nobody else sees it: a stranger's tenancy list is empty and the receipt is a 404.
  const stranger = await createAccount(request, "tenant");
  const ids = await request.get("/api/tenancies", { headers: { authorization: `Bearer ${tenant.token}` } });
  const rid = ((await ids.json()).data as Array<{ id: number }>)[0]!.id;
  const detail = await request.get(`/api/tenancies/${rid}`, {
    headers: { authorization: `Bearer ${tenant.token}` },
  });
  const receiptId = (await detail.json()).data.receipts[0].id as number;
  const peek = await request.get(`/api/tenancies/receipts/${receiptId}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(peek.status()).toBe(404);
  await lc.close();
  await tc.close();
});

test("an agent adds a tenancy for a named landlord, who sees it and confirms the agent", async ({
  browser,
  request,
}) => {
  const agent = await createAccount(request, "agent", { first_name: "Kemi", last_name: "Lawal" });
  const landlord = await createAccount(request, "landlord", { first_name: "Tunde", last_name: "Bakare" });
  const tenant = await createAccount(request, "tenant");
  const street = `${unique("")} Herbert Macaulay Way`.trim();

  const ac = await browser.newContext();
  const ap = await ac.newPage();
  await signInPage(ap, agent);
  await ap.goto("/dashboard/tenancies");
  await ap.getByRole("button", { name: "Add a tenancy" }).click();
  const form = ap.getByRole("form", { name: "Add a tenancy" });
  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("City or area").fill("Yaba");
  await form.getByLabel("Tenant's email").fill(tenant.email);
  await form.getByLabel("Landlord's email (when you let it for a landlord)").fill(landlord.email);
  await form.getByLabel("Rent per period").fill("1,200,000");
  await form.getByRole("button", { name: "Add tenancy" }).click();
  await expect(ap.getByText("Waiting for Tunde Bakare to confirm Kemi Lawal as their agent.")).toBeVisible();

  const lc = await browser.newContext();
  const lp = await lc.newPage();
  await signInPage(lp, landlord);
  await lp.goto("/dashboard/tenancies");
  await expect(lp.getByRole("heading", { name: `${street}, Yaba, Lagos` })).toBeVisible();
  await lp.getByRole("button", { name: "Open schedule and receipts" }).first().click();
  const panel = lp.getByRole("region", { name: "Your agent" });
  await panel.getByRole("button", { name: "Confirm Kemi Lawal as my agent" }).click();
  await expect(panel).toContainText("Kemi Lawal manages this tenancy for you.");
  await ac.close();
  await lc.close();
});
