/**
 * The rent schedule on a 360 px phone (issue 34, ADR 0950 addendum): each installment is a card whose dates sit on
 * one line and whose "Pay ₦…" button is wholly inside the screen, with no sideways scroll.
 */
import { createAccount, MOBILE, signInPage, unique } from "./fixtures";
import { expect, test } from "./test";

test.use({ viewport: MOBILE });

test("a tenant's rent schedule at 360 px: dates on one line, the Pay button inside the screen", async ({
  page,
  request,
}) => {
  const landlord = await createAccount(request, "landlord", { first_name: "Bola", last_name: "Adeyemi" });
  const tenant = await createAccount(request, "tenant", { first_name: "Chidi", last_name: "Eze" });
  const made = await request.post("/api/tenancies", {
    headers: { authorization: `Bearer ${landlord.token}` },
    data: {
      address: `${unique("")} Admiralty Way`.trim(),
      unit_label: "Flat 4",
      city: "Lekki",
      state: "Lagos",
      tenant_email: tenant.email,
      start_date: "2026-12-01",
      period: "month",
      periods: 12,
      rent_kobo: 25_000_000,
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signInPage(page, tenant);
  await page.goto("/dashboard/tenancy");
  const schedule = page.getByRole("table", { name: "Rent schedule" });
  await expect(schedule).toBeVisible();
  const pay = schedule.getByRole("button", { name: "Pay ₦250,000.00" }).first();
  await expect(pay).toBeVisible();
  const box = (await pay.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // Not clipped by a box that scrolls sideways either (the old table's): both ends of the button, as the page
  // shows it, are the button where a finger lands. The page scrolls only up or down to bring it into view.
  const ends = await pay.evaluate((button) => {
    window.scrollBy(0, button.getBoundingClientRect().top - 200);
    const r = button.getBoundingClientRect();
    const y = r.top + r.height / 2;
    return [r.left + 2, r.right - 2].map((x) => button.contains(document.elementFromPoint(x, y)));
  });
  expect(ends).toEqual([true, true]);

  // Every date of the schedule is one line box (a wrapped date has two or more).
  const lines = await schedule
    .locator("time")
    .evaluateAll((times) => times.map((t) => [t.textContent, t.getClientRects().length] as const));
  expect(lines.length).toBe(12 * 3);
  expect(lines.filter(([, n]) => n !== 1)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
});
