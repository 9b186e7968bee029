/**
 * The tenant blacklist with due process (issue 22, ADR 0901), in a real browser: a verified landlord reports a
 * tenant from /blacklist; nothing is public until an admin approves; the tenant opens the link they were sent
 * (no account needed) and replies; a second verified landlord searches the phone number and sees both sides.
 */
import {
  apiLogin,
  createAccount,
  E2E_ADMIN,
  type E2eAccount,
  latestMessage,
  signInPage,
  unique,
} from "./fixtures";
import { type APIRequestContext, expect, test } from "./test";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVR4nO3WUQ3AAAxCwTlBGI5QPRNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp+X6AqdKJIjaKCEqAAAAAElFTkSuQmCC",
  "base64",
);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A landlord whose identity an admin approved (the real KYC flow). */
async function verifiedLandlord(
  request: APIRequestContext,
  adminToken: string,
  first: string,
): Promise<E2eAccount> {
  const account = await createAccount(request, "landlord", { first_name: first, last_name: "Bankole" });
  const submit = await request.post("/api/kyc/submit", {
    headers: bearer(account.token),
    multipart: {
      document_type: "nin_slip",
      document_number: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)).slice(0, 11),
      document_front: { name: "nin.png", mimeType: "image/png", buffer: PNG },
      selfie: { name: "selfie.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  const pending = await request.get("/api/admin/kyc?status=pending&limit=100", {
    headers: bearer(adminToken),
  });
  const row = ((await pending.json()).data as Array<{ id: number; user: { id: number } }>).find(
    (k) => k.user.id === account.userId,
  );
  const approve = await request.post(`/api/admin/kyc/${row!.id}/approve`, { headers: bearer(adminToken) });
  expect(approve.ok(), await approve.text()).toBeTruthy();
  return account;
}

test("a landlord reports, an admin approves, the tenant replies, a second landlord searches and sees both sides", async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const first = await verifiedLandlord(request, admin.token, "Kunle");
  const second = await verifiedLandlord(request, admin.token, "Folake");
  const tenantName = `Chidi ${unique("Eze").replace(/[^A-Za-z]/g, "")}`;
  const phone = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

  // 1. The first landlord reports from the page.
  const a = await browser.newContext();
  const reporter = await a.newPage();
  await signInPage(reporter, first);
  await reporter.goto("/blacklist");
  const form = reporter.getByRole("form", { name: "Report a tenant" });
  await form.getByLabel("Tenant's full name").fill(tenantName);
  await form.getByLabel("Tenant's phone number").fill(phone);
  await form.getByLabel("Last address").fill("Flat 2, 14 Adelabu Street, Surulere");
  await form.getByLabel("Amount owed (₦)").fill("900000");
  await form.getByLabel("From").fill("2025-01-01");
  await form.getByLabel("To").fill("2025-12-31");
  await form
    .getByLabel(/statement/i)
    .fill("Left in December owing a full year of rent and two months of service charge.");
  await form
    .getByLabel(/evidence/i)
    .setInputFiles({ name: "agreement.png", mimeType: "image/png", buffer: PNG });
  // Wait for the report's own completion: the POST's reply and the form's status with the server's message
  // (the page's lead also says "reviewed", so a loose text match passed before the report was stored).
  const sent = reporter.waitForResponse(
    (r) => r.url().endsWith("/api/blacklist/reports") && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Send report" }).click();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(201);
  await expect(form.getByRole("status")).toHaveText(
    "Report received. It stays private until an admin reviews it.",
  );
  await a.close();

  // 2. Private until reviewed: the second landlord finds nothing yet.
  const before = await request.get(`/api/blacklist/search?phone=${phone}`, { headers: bearer(second.token) });
  expect(before.ok()).toBeTruthy();
  expect((await before.json()).data).toEqual([]);

  // 3. An admin approves it; the tenant is sent a link.
  const queue = await request.get("/api/admin/blacklist?status=pending", { headers: bearer(admin.token) });
  const entry = ((await queue.json()).data as Array<{ id: number; tenant_name: string }>).find(
    (e) => e.tenant_name === tenantName,
  );
  expect(entry, "the report waits in the admin queue").toBeTruthy();
  const approved = await request.post(`/api/admin/blacklist/${entry!.id}/approve`, {
    headers: bearer(admin.token),
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  const sms = await latestMessage(request, `+234${phone.slice(1)}`).catch(() => undefined);
  const text = sms?.text ?? (await latestMessage(request, phone))!.text;
  const link = text.match(/\/blacklist\/respond\/[\w-]+/)?.[0];
  expect(link, "the tenant's message carries the reply link").toBeTruthy();

  // 4. The tenant opens the link (no account) and replies.
  const t = await browser.newContext();
  const tenant = await t.newPage();
  await tenant.goto(link!);
  await expect(tenant.getByRole("heading", { level: 1 })).toHaveText(/An entry about you/);
  await expect(tenant.getByText("Left in December owing a full year of rent")).toBeVisible();
  await tenant
    .getByLabel("What you want people to read next to the entry")
    .fill("I paid six months in cash to the caretaker; the receipts are attached.");
  await tenant.getByRole("button", { name: "Save my reply" }).click();
  await expect(tenant.getByText("Your reply is saved and shown next to the entry.")).toBeVisible();
  await t.close();

  // 5. The second landlord searches the phone number and sees both sides.
  const b = await browser.newContext();
  const searcher = await b.newPage();
  await signInPage(searcher, second);
  await searcher.goto("/blacklist");
  await searcher.getByLabel("Phone number", { exact: true }).fill(phone);
  await searcher
    .getByRole("form", { name: "Search the blacklist" })
    .getByRole("button", { name: "Search" })
    .click();
  const card = searcher.getByRole("article", { name: `Entry about ${tenantName}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Left in December owing a full year of rent");
  await expect(card.getByTestId("entry-reply")).toContainText("I paid six months in cash to the caretaker");
  await expect(card).not.toContainText("agreement.png");
  await b.close();
});
