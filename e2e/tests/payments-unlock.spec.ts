/**
 * A premium profile unlocked by a one-off payment in a real browser on the sandbox gateway (issue 6), from the
 * profile page's Unlock button to the contact details; and a plan's monthly premium views spent only by choice.
 */
import AxeBuilder from "@axe-core/playwright";
import { createAccount, signInPage } from "./fixtures";
import { type APIRequestContext, expect, type Page, test } from "./test";

/** An agent with a premium profile (its slug), and a new tenant signed in on `page` to look at it. */
async function agentAndSignedInTenant(
  page: Page,
  request: APIRequestContext,
  first_name: string,
  last_name: string,
) {
  const agent = await createAccount(request, "agent", { first_name, last_name });
  const profile = await request.get("/api/profile", { headers: { authorization: `Bearer ${agent.token}` } });
  const { slug } = (await profile.json()).data as { slug: string };
  await signInPage(page, await createAccount(request, "tenant"));
  return { agent, slug };
}

test("a user without a plan opens a premium profile, pays in the sandbox and sees the contact details", async ({
  page,
  request,
}) => {
  const { agent, slug } = await agentAndSignedInTenant(page, request, "Chidi", "Okafor");

  await page.goto(`/profiles/${slug}`);
  const premium = page.getByTestId("premium-section");
  await expect(premium.getByText(agent.email)).toHaveCount(0);
  await premium.getByRole("button", { name: /Unlock for ₦2,000\.00/ }).click();

  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await expect(page.getByRole("heading", { name: "Ile sandbox checkout" })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Pay ₦2,000.00" }).click();

  await expect(page).toHaveURL(/\/payment\/verify\/ILE-/);
  await expect(page.getByRole("heading", { name: "Payment verified successfully" })).toBeVisible();
  await expect(page.getByRole("link", { name: agent.email })).toBeVisible();
  await page.getByRole("link", { name: "Open the profile" }).click();
  await expect(page.getByTestId("premium-section").getByText(agent.email)).toBeVisible();
});

test("a Basic subscriber sees what a look costs and spends a monthly view only by choosing to look", async ({
  page,
  request,
}) => {
  const { agent, slug } = await agentAndSignedInTenant(page, request, "Ngozi", "Eze");
  await page.goto("/subscription");
  await page
    .getByRole("region", { name: "Plans" })
    .getByRole("button", { name: "Subscribe to Basic" })
    .click();
  await page.getByRole("button", { name: "Pay ₦2,500.00" }).click();
  await expect(page.getByRole("heading", { name: "Your plan: Basic" })).toBeVisible();

  await page.goto(`/profiles/${slug}`);
  const premium = page.getByTestId("premium-section");
  await expect(premium.getByText(/you have 10 left this month/)).toBeVisible();
  await expect(premium.getByText(agent.email)).toHaveCount(0);
  await page.reload();
  // Visiting again spent nothing.
  await expect(premium.getByText(/you have 10 left this month/)).toBeVisible();
  await premium.getByRole("button", { name: "Show contact details" }).click();
  await expect(premium.getByRole("link", { name: agent.email })).toBeVisible();

  // Seen this month: shown at once from now on.
  await page.reload();
  await expect(premium.getByRole("link", { name: agent.email })).toBeVisible();
  await expect(premium.getByRole("button", { name: "Show contact details" })).toHaveCount(0);
});
