/** /valuation in a real browser (issue 8): rent and sale estimates with range, comparables, basis, accuracy, move-in cost. */
import AxeBuilder from "@axe-core/playwright";
import { MOBILE } from "./fixtures";
import { expect, test } from "./test";

test("values a 3-bedroom flat in Yaba for rent, and the move-in cost flags a 15% agency fee", async ({
  page,
}) => {
  await page.goto("/valuation");
  const form = page.getByRole("form", { name: "Property to value" });
  await form.getByLabel("Yearly rent").check();
  await form.getByLabel("State").selectOption("Lagos");
  await form.getByLabel("Town").fill("Yaba");
  await form.getByLabel("Property type").selectOption("Flat / Apartment");
  await form.getByLabel("Bedrooms").fill("3");
  await form.getByRole("button", { name: "Value this property" }).click();

  await expect(page).toHaveURL(/purpose=rent.*town=Yaba.*property_type=Flat/);
  await expect(page.getByTestId("estimate")).toHaveText(/^₦[\d,]+0{3}\.00\/year$/);
  await expect(page.getByText(/80% range: ₦[\d,]+\.00\/year to ₦[\d,]+\.00\/year/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Range from/ })).toBeVisible();
  await expect(page.getByTestId("basis")).toContainText("Yaba, Lagos");
  const comparables = page.getByRole("region", { name: "Similar listings" }).getByRole("listitem");
  expect(await comparables.count()).toBeGreaterThan(0);
  await expect(comparables.first()).toContainText("Yaba");
  await expect(page.getByRole("heading", { name: "How accurate is this?" })).toBeVisible();
  await expect(page.getByText(/a typical estimate is off by \d+(\.\d)?%/)).toBeVisible();

  const moveIn = page.getByRole("region", { name: "The true cost of moving in" });
  await expect(moveIn.getByRole("alert")).toHaveCount(0);
  await moveIn.getByLabel("Agency fee (% of a year's rent)").fill("15");
  await expect(moveIn.getByRole("alert")).toContainText(
    "An agency fee of 15% is above the usual 10% of a year's rent. The 10% is custom, not a limit set by law: ask what the fee pays for.",
  );

  // The URL carries the inputs: opening it again shows the same estimate.
  const estimate = await page.getByTestId("estimate").textContent();
  await page.goto(page.url());
  await expect(page.getByTestId("estimate")).toHaveText(estimate!);
});

test("suggests Lekki's neighbourhoods as you type (a keyboard combobox) and reads a typed spelling as the one it means", async ({
  page,
}) => {
  await page.goto("/valuation");
  const form = page.getByRole("form", { name: "Property to value" });
  await form.getByLabel("Town").fill("Lekki");
  const area = form.getByRole("combobox", { name: "Area (optional)" });
  await area.fill("phase");
  await expect(area).toHaveAttribute("aria-expanded", "true");
  const suggestions = page.getByRole("listbox");
  await expect(suggestions.getByRole("option", { name: "Lekki Phase 1", exact: true })).toBeVisible();
  await area.press("ArrowDown");
  const first = suggestions.getByRole("option").first();
  await expect(area).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  const chosen = (await first.textContent())!;
  await area.press("Enter");
  await expect(area).toHaveValue(chosen);
  await expect(area).toHaveAttribute("aria-expanded", "false");

  // Free text is still accepted: a listing's own spelling, matched by the API.
  await area.fill("Ph 1");
  await area.press("Escape");
  await expect(area).toHaveAttribute("aria-expanded", "false");
  await form.getByLabel("Property type").selectOption("Mini Flat");
  await form.getByRole("button", { name: "Value this property" }).click();
  await expect(page.getByTestId("area-match")).toHaveText("We read “Ph 1” as Lekki Phase 1.");
  await expect(page.getByText(/An estimate, rounded to 3 significant figures/)).toBeVisible();
});

test("values a 4-bedroom detached duplex in Lekki for sale", async ({ page }) => {
  await page.goto(
    "/valuation?purpose=sale&state=Lagos&town=Lekki&property_type=Detached%20Duplex&bedrooms=4",
  );
  await expect(page.getByRole("heading", { name: "Estimated sale price" })).toBeVisible();
  await expect(page.getByTestId("estimate")).toHaveText(/^₦[\d,]+0{3}\.00$/);
  await expect(page.getByTestId("basis")).toContainText("Lekki, Lagos");
  await expect(
    page.getByRole("region", { name: "Similar listings" }).getByRole("listitem").first(),
  ).toContainText("Lekki");
  await expect(page.getByRole("region", { name: "The true cost of moving in" })).toHaveCount(0);
});

test("says which level answered for an unknown town, and is accessible on a phone", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(
    "/valuation?purpose=sale&state=Lagos&town=Atlantis&property_type=Detached%20Duplex&bedrooms=4",
  );
  await expect(page.getByTestId("basis")).toContainText("across the state");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});

test("a bad input in the URL shows the field's error instead of a result", async ({ page }) => {
  await page.goto(
    "/valuation?purpose=rent&state=Lagos&town=Yaba&property_type=Flat%20%2F%20Apartment&bedrooms=-2",
  );
  await expect(page.getByRole("alert").first()).toContainText(
    "Bedrooms must be a whole number from 0 to 20.",
  );
});
