/**
 * Issue 38 item 11 (ADR 0026): a signed-in user changes the login e-mail (a link to the new address, opened in
 * the browser) and adds a phone number (a code by SMS to it) from Dashboard → Profile → Contact; both ask for the
 * current password and show the API's messages on their fields.
 */
import { createAccount, DESKTOP, latestMessage, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test.use({ viewport: DESKTOP });

test("changes the e-mail through the link sent to the new address", async ({ page, request }) => {
  const account = await createAccount(request);
  await signInPage(page, account);
  await page.goto("/dashboard");
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText(account.email);

  await page.getByRole("button", { name: "Change email" }).click();
  const form = page.getByRole("form", { name: "Change email" });
  const next = `${unique("moved")}@e2e.ile.ng`;
  await form.getByLabel("New email").fill(next);
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByRole("button", { name: "Send the link" }).click();
  await expect(form.getByText("The current password is incorrect.")).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Current password").fill(account.password);
  await form.getByRole("button", { name: "Send the link" }).click();
  await expect(form.getByRole("status")).toContainText(`We sent a link to ${next}`);
  // Nothing changes until the link is opened.
  await page.reload();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText(account.email);

  const mail = await latestMessage(request, next);
  expect(mail?.kind).toBe("change_email");
  const link = mail!.text.match(/\/verify\/email\/\d+\/[\w-]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification successful!" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Contact" })).toContainText(next);
});

test("adds a phone number with the code sent to it", async ({ page, request }) => {
  const account = await createAccount(request);
  await signInPage(page, account);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Add a phone number" }).click();
  const form = page.getByRole("form", { name: "Change phone number" });
  await form.getByLabel("New phone number").fill("12345");
  await form.getByLabel("Current password").fill(account.password);
  await form.getByRole("button", { name: "Send the code" }).click();
  await expect(form.getByText("Enter a Nigerian phone number", { exact: false })).toBeVisible();

  const phone = `+234813${String(Date.now()).slice(-7)}`;
  await form.getByLabel("New phone number").fill(phone);
  await form.getByLabel("Current password").fill(account.password);
  await form.getByRole("button", { name: "Send the code" }).click();
  await expect(form.getByRole("status")).toContainText(`We sent a 6-digit code to ${phone}`);
  const sms = await latestMessage(request, phone);
  expect(sms?.kind).toBe("change_phone");
  const code = sms!.text.match(/\b(\d{6})\b/)![1]!;
  await form.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: "Change my phone number" }).click();
  await expect(form.getByText("The code is invalid or has expired.")).toBeVisible();
  await form.getByLabel("6-digit code").fill(code);
  await form.getByRole("button", { name: "Change my phone number" }).click();
  await expect(page.getByRole("region", { name: "Contact" })).toContainText(phone);
});
