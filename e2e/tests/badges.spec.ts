/**
 * Verified badges beyond KYC (issue 22, ADR 0903), in a real browser: an agent gives a LASRERA registration
 * number in Dashboard → Verification; the listing page does not show it yet; an admin approves it in
 * Admin → Registration checks; the agent's listing page then shows "LASRERA registered", in the server's HTML.
 */
import { apiLogin, createAccount, E2E_ADMIN, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("an agent submits a LASRERA number, an admin approves it, the listing page shows LASRERA registered", async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const agent = await createAccount(request, "agent", { first_name: "Bola", last_name: "Ade" });
  const title = `${unique("Badge ")} 2 bedroom flat in Surulere`;
  const created = await request.post("/api/properties", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: {
      title,
      price: 2_500_000,
      listing_type: "sale",
      category: "apartment",
      property_type: "Flat",
      city: "Surulere",
      state: "Lagos",
      bedrooms: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = (await created.json()).data.slug as string;
  const number = `LASRERA/AG/2025/${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

  // 1. The agent gives the number (typed loosely: the server stores the normalised form).
  const a = await browser.newContext();
  const page = await a.newPage();
  await signInPage(page, agent);
  await page.goto("/dashboard/verification");
  await page.getByLabel("LASRERA registration number").fill(number.toLowerCase().replaceAll("/", "-"));
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/badges") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send for a check" }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText("Submitted. An admin will check it against the register.")).toBeVisible();
  await expect(page.getByText(`${number}: waiting for a check`, { exact: false })).toBeVisible();
  await a.close();

  // 2. Not checked yet: the listing page does not claim it.
  const before = await request.get(`/property/${slug}`);
  expect(await before.text()).not.toContain("LASRERA registered");

  // 3. An admin approves it in the admin area.
  const b = await browser.newContext();
  const adminPage = await b.newPage();
  await signInPage(adminPage, admin);
  await adminPage.goto("/admin/badges");
  const item = adminPage.getByRole("listitem", { name: `LASRERA ${number} of Bola Ade` });
  await item.getByRole("button", { name: /^Approve/ }).click();
  const dialog = adminPage.getByRole("dialog");
  await dialog.getByLabel("Reason").fill("Found on the LASRERA register under this name");
  const decided = adminPage.waitForResponse(
    (r) => /\/api\/admin\/badges\/\d+\/decide$/.test(r.url()) && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Approve" }).click();
  expect((await decided).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await b.close();

  // 4. The listing page shows the check, rendered on the server and in the browser.
  const html = await (await request.get(`/property/${slug}`)).text();
  expect(html).toContain("LASRERA registered");
  const c = await browser.newContext();
  const visitor = await c.newPage();
  await visitor.goto(`/property/${slug}`);
  const checks = visitor.getByRole("region", { name: "Checks passed by the owner" });
  await expect(checks.getByRole("listitem")).toHaveText(["LASRERA registered"]);
  await c.close();
});
