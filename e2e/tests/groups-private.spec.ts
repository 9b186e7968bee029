/**
 * A private group read by an approved member (issue 34, ADR 0800 addendum): the server renders every page signed
 * out, so a direct load or a reload of /groups/{slug} must still show the member the discussions once the app has
 * started, not "This group is private. Join it to read its discussions." kept from the server's render.
 */
import { createAccount, unique } from "./fixtures";
import { expect, test } from "./test";

test("an approved member of a private group reads its discussions on a direct load and a reload", async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, "landlord", { first_name: "Bola", last_name: "Akin" });
  const member = await createAccount(request, "tenant", { first_name: "Chioma", last_name: "Nwosu" });
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const name = unique("Adeniyi estate ");
  const made = await request.post("/svc/groups/groups", {
    headers: as(owner.token),
    data: { name, visibility: "private", description: "Residents only" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const slug = (await made.json()).group.slug as string;
  const title = unique("Gate fees for December ");
  const posted = await request.post(`/svc/groups/groups/${slug}/discussions`, {
    headers: as(owner.token),
    data: { title, body: "The committee meets on Saturday." },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const joined = await request.post(`/svc/groups/groups/${slug}/join`, { headers: as(member.token) });
  expect(joined.ok(), await joined.text()).toBeTruthy();
  const approved = await request.post(`/svc/groups/groups/${slug}/members/${member.userId}/approve`, {
    headers: as(owner.token),
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // Signed out, the server's page says the group is private.
  await page.goto(`/groups/${slug}`);
  await expect(page.getByText("This group is private. Join it to read its discussions.")).toBeVisible();

  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem("auth_token", token);
      localStorage.setItem("auth_token_expires_at", String(Date.now() + 25 * 24 * 3600 * 1000));
      localStorage.setItem("auth_user", JSON.stringify(user));
      localStorage.setItem("frontendRole", String(user.role ?? "user"));
    },
    [member.token, member.user] as const,
  );
  for (const load of [() => page.goto(`/groups/${slug}`), () => page.reload()]) {
    await load();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(page.getByText("This group is private. Join it to read its discussions.")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Start a discussion" })).toBeVisible();
  }
});
