/**
 * The admin area in a real browser (issue 23, ADR 0700): an admin finds an agent by name, suspends them with a
 * reason, the agent's open session stops working at once, the audit log shows who did what and why, and
 * restoring brings the account back. Non-admins are kept out.
 */
import AxeBuilder from "@axe-core/playwright";
import { apiLogin, createAccount, E2E_ADMIN, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("an admin finds an agent, suspends them (their session ends), sees it in the audit log, and restores them", async ({
  page,
  request,
}) => {
  const surname = unique("Okafor").replace(/[^A-Za-z]/g, "");
  const agent = await createAccount(request, "agent", { first_name: "Emeka", last_name: surname });
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await signInPage(page, admin);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.getByLabel("Name, email, phone or id").fill(surname);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`query=${surname}`));
  const row = page.getByRole("row", { name: new RegExp(surname) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Agent");
  await expect(row).toContainText("active");

  await row.getByRole("button", { name: `Manage Emeka ${surname}` }).click();
  const dialog = page.getByRole("dialog", { name: `Emeka ${surname}` });
  await expect(dialog).toBeVisible();
  // The reason is required: nothing is sent without it.
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Reason for suspending").fill("Asked for an inspection fee before viewing");
  await dialog.getByRole("button", { name: "Suspend account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Account suspended. Its sessions have ended.")).toBeVisible();
  await expect(row).toContainText("suspended");
  // Focus is back on the button that opened the dialog.
  await expect(row.getByRole("button", { name: /Manage/ })).toBeFocused();

  // The agent's session stopped working at once.
  const profile = await request.get("/api/profile", { headers: { authorization: `Bearer ${agent.token}` } });
  expect(profile.status()).toBe(401);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("Search actions, reasons, emails").fill("inspection fee");
  await page.getByRole("button", { name: "Search" }).click();
  const entry = page.getByRole("listitem").filter({ hasText: "Asked for an inspection fee before viewing" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("user.suspend on user");
  await expect(entry).toContainText("status: active → suspended");
  await expect(entry).toContainText(E2E_ADMIN.email);
  const a11y = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(a11y.violations).toEqual([]);

  await page.goto(`/admin/users?query=${surname}`);
  await page.getByRole("button", { name: `Manage Emeka ${surname}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restore account" }).click();
  await expect(page.getByRole("row", { name: new RegExp(surname) })).toContainText("active");
  const back = await request.post("/api/login", { data: { email: agent.email, password: agent.password } });
  expect(back.status()).toBe(200);
});

test("a signed-in tenant is kept out of the admin area", async ({ page, request }) => {
  const tenant = await createAccount(request, "tenant");
  await signInPage(page, tenant);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toHaveCount(0);
  const api = await request.get("/api/admin/users", { headers: { authorization: `Bearer ${tenant.token}` } });
  expect(api.status()).toBe(403);
});
