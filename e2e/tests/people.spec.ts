/**
 * People in a real browser (issue 5): directories filtered in the URL with the card fields of the issue, every
 * profile path, a profile's listings page by page, and the owner replying to a review.
 */
import AxeBuilder from "@axe-core/playwright";
import { createAccount, DESKTOP, MOBILE, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test("directories filter by role, state, city and verified only, in the URL; cards carry the issue's fields", async ({
  page,
  request,
}) => {
  await page.goto("/meet-the-landlords");
  await expect(page.getByRole("heading", { level: 1, name: "Meet the landlords" })).toBeVisible();
  const form = page.getByRole("form", { name: "Filter people" });
  await form.getByLabel("State").selectOption("Lagos");
  await form.getByLabel("Verified only").check();
  await form.getByRole("button", { name: "Show people" }).click();
  await expect(page).toHaveURL(/state=Lagos/);
  await expect(page).toHaveURL(/verified=true/);

  const api = await (
    await request.get("/api/people?role=landlord&state=Lagos&verified=true&limit=12")
  ).json();
  const expected = api.data.data as {
    name: string;
    verified: boolean;
    average_rating: number;
    profile: { location: string };
  }[];
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByText(`${api.data.pagination.total} people`)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(expected.length);
  const card = cards.first();
  await expect(card.getByRole("heading", { name: expected[0]!.name })).toBeVisible();
  await expect(card).toContainText("Landlord");
  await expect(card).toContainText(expected[0]!.profile.location);
  await expect(card.getByLabel("Verified")).toBeVisible();
  await expect(card).toContainText(expected[0]!.average_rating.toFixed(1));
  await expect(
    card
      .getByRole("img")
      .or(card.getByText(/^[A-Z]{1,2}$/))
      .first(),
  ).toBeVisible();

  // A city narrows further; the reload keeps everything.
  await form.getByLabel("City or area").fill("Lekki");
  await form.getByRole("button", { name: "Show people" }).click();
  await expect(page).toHaveURL(/city=Lekki/);
  await page.reload();
  await expect(page.getByLabel("City or area")).toHaveValue("Lekki");
  for (const location of await page.getByRole("article").allTextContents())
    expect(location).toContain("Lekki");

  // Each directory path shows its role.
  for (const [path, title] of [
    ["/landlords", "Landlord"],
    ["/agent", "Agent"],
    ["/tenant", "Tenant"],
    ["/meet-tenants", "Tenant"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("article").first()).toContainText(title);
  }
  await page.goto("/meet-users?role=developer");
  await expect(page.getByLabel("Role")).toHaveValue("developer");
  await expect(page.getByRole("article").first()).toContainText("Developer");
});

test("every profile path opens the person; a profile's listings turn page by page", async ({
  page,
  request,
}) => {
  const agents = (await (await request.get("/api/people?role=agent&limit=50")).json()).data.data as {
    id: number;
    slug: string;
    name: string;
  }[];
  let busiest: { id: number; total: number } | null = null;
  for (const a of agents) {
    const total = (await (await request.get(`/api/people/${a.id}?limit=1`)).json()).data.listings.pagination
      .total;
    if (!busiest || total > busiest.total) busiest = { id: a.id, total };
  }
  expect(busiest!.total).toBeGreaterThan(6);
  const agent = agents.find((a) => a.id === busiest!.id)!;

  await page.goto(`/agent/${agent.id}`);
  await expect(page.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Listings (${busiest!.total})` })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Listing pages" });
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(busiest!.total / 6)}`);
  const listings = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Listings/ }) });
  const first = await listings.getByRole("listitem").first().textContent();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages).toContainText("Page 2 of");
  await expect(listings.getByRole("listitem").first()).not.toHaveText(first!);

  for (const path of [`/profiles/${agent.slug}`, `/user/${agent.id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
  }
  const tenant = (await (await request.get("/api/people?role=tenant&limit=1")).json()).data.data[0];
  await page.goto(`/tenant/${tenant.id}`);
  await expect(page.getByRole("heading", { level: 1, name: tenant.name })).toBeVisible();
  // The role title, alone or before an occupation ("Tenant · Electrician").
  await expect(page.getByText(/^Tenant( · .+)?$/).first()).toBeVisible();
  // A role's own path sends a person of another role on to their own page.
  await page.goto(`/tenant/${agent.id}`);
  await expect(page).toHaveURL(new RegExp(`/agent/${agent.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
  await page.goto(`/agent/${tenant.id}`);
  await expect(page).toHaveURL(new RegExp(`/tenant/${tenant.id}$`));

  await page.goto("/profiles/no-such-person-here");
  await expect(page.getByRole("heading", { level: 1, name: "Profile not found" })).toBeVisible();
});

test("the reviewed landlord replies to a review on their own page", async ({ page, request }) => {
  const landlord = await createAccount(request, "landlord", {
    first_name: "Kemi",
    last_name: `Bello${unique("")
      .replace(/[^a-z]/g, "")
      .slice(-5)}`,
  });
  const tenant = await createAccount(request, "tenant");
  const posted = await request.post(`/api/people/${landlord.userId}/reviews`, {
    headers: { authorization: `Bearer ${tenant.token}` },
    data: { rating: 2, comment: "The borehole was broken for a month." },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await signInPage(page, landlord);
  await page.goto(`/user/${landlord.userId}`);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("The borehole was broken for a month.");
  await expect(reviews.getByText("2.0", { exact: true })).toBeVisible();
  // The person cannot review themselves.
  await expect(reviews.getByRole("form", { name: "Write a review" })).toHaveCount(0);
  await reviews.getByRole("button", { name: "Reply" }).click();
  await reviews.getByLabel("Your reply").fill("Fixed on 3 March; sorry for the wait.");
  await reviews.getByRole("button", { name: "Publish reply" }).click();
  await expect(reviews.getByText("Reply from the owner")).toBeVisible();
  await expect(reviews).toContainText("Fixed on 3 March; sorry for the wait.");

  const stored = (await (await request.get(`/api/people/${landlord.userId}/reviews`)).json()).data.data[0];
  expect(stored).toMatchObject({ rating: 2, reply: "Fixed on 3 March; sorry for the wait." });
});

for (const viewport of [DESKTOP, MOBILE]) {
  test(`search results, a directory and a profile have no WCAG A/AA violations and no sideways scroll at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    // Several pages, each checked by axe: more than the default minute on a busy 2-core machine.
    test.slow();
    const agent = (await (await request.get("/api/people?role=agent&limit=1")).json()).data.data[0];
    await page.setViewportSize(viewport);
    for (const path of [
      "/search-results?query=lekki",
      "/search-results?query=duplx",
      "/meet-users",
      `/agent/${agent.id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, path).toBeLessThanOrEqual(0);
    }
  });
}
