import { expect, test } from "./test";

test("the server answers and the app boots in the browser", async ({ page, request }) => {
  const ready = await request.get("/readyz");
  expect(await ready.json()).toEqual({
    status: "ok",
    database: "pglite",
    redis: "not configured",
    storage: "ok",
  });
  await page.goto("/");
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page).toHaveTitle(/Ile/);
});
