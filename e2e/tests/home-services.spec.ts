/**
 * Home services and building materials (issue 20, ADRs 0300, 0301): find a plumber in Lekki, open the profile,
 * request a quote; the provider quotes; the user accepts. Browse materials, open a product, order two bags of
 * cement; the seller confirms and the stock drops by two.
 */

import { apiLogin, createAccount, E2E_ADMIN, signInPage, unique } from "./fixtures";
import { type APIRequestContext, expect, test } from "./test";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVR4nO3WUQ3AAAxCwTlBGI5QPRNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp+X6AqdKJIjaKCEqAAAAAElFTkSuQmCC",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function verifiedSeller(request: APIRequestContext) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const account = await createAccount(request, "tenant", { first_name: "Kola", last_name: "Blocks" });
  const submit = await request.post("/api/kyc/submit", {
    headers: bearer(account.token),
    multipart: {
      document_type: "nin_slip",
      document_number: String(10_000_000_000 + Math.floor(Math.random() * 89_999_999_999)).slice(0, 11),
      document_front: image("nin.png"),
      selfie: image("selfie.png"),
    },
  });
  expect(submit.status(), await submit.text()).toBe(201);
  const pending = await request.get("/api/admin/kyc?status=pending&limit=100", {
    headers: bearer(admin.token),
  });
  const row = ((await pending.json()).data as Array<{ id: number; user: { id: number } }>).find(
    (k) => k.user.id === account.userId,
  );
  const approve = await request.post(`/api/admin/kyc/${row!.id}/approve`, { headers: bearer(admin.token) });
  expect(approve.ok(), await approve.text()).toBeTruthy();
  return account;
}

test("find a plumber in Lekki, request a quote; the provider quotes; the user accepts", async ({
  page,
  request,
}) => {
  const name = unique("Lekki Plumbing");
  const provider = await createAccount(request, "tenant", { first_name: "Tunde", last_name: "Pipes" });
  const made = await request.post("/svc/providers/me", {
    headers: bearer(provider.token),
    data: {
      name,
      category: "plumber",
      speciality: "Leak repair and pumping machines",
      state: "Lagos",
      city: "Lekki",
      service_areas: ["Ajah"],
      email: provider.email,
      phone: "+2348031234567",
      price_min: 10000,
      price_max: 60000,
      bio: "Plumber in Lekki.",
      availability: "Mon–Sat",
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  const customer = await createAccount(request, "tenant", { first_name: "Ada", last_name: "Customer" });
  await signInPage(page, customer);
  await page.goto("/find-services");
  await page.getByRole("button", { name: "Plumbers" }).click();
  const filters = page.getByRole("form", { name: "Filter providers" });
  await filters.getByLabel("Town or area").fill("Lekki");
  await filters.getByLabel("Keywords").fill(name);
  await filters.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByLabel("What do you need done?").fill("Leaking kitchen sink");
  await page.getByLabel("Details").fill("Water under the sink since Monday.");
  await page.getByLabel("Address", { exact: true }).fill("12 Admiralty Way");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Your request was sent to the provider")).toBeVisible();

  const jobs = await request.get("/svc/providers/jobs?as=provider", { headers: bearer(provider.token) });
  const job = (await jobs.json()).data[0] as { id: number; title: string; status: string };
  expect(job).toMatchObject({ title: "Leaking kitchen sink", status: "requested" });
  const quoted = await request.post(`/svc/providers/jobs/${job.id}/quote`, {
    headers: bearer(provider.token),
    data: { amount: 18000, note: "Includes a new trap" },
  });
  expect(quoted.ok(), await quoted.text()).toBeTruthy();

  await page.goto("/dashboard/jobs");
  const card = page.getByRole("listitem", { name: "Job Leaking kitchen sink" });
  await expect(card.getByTestId("job-status")).toHaveText("Quoted");
  await card.getByRole("button", { name: "Accept quote" }).click();
  await expect(card.getByTestId("job-status")).toHaveText("Accepted");
  const after = await request.get(`/svc/providers/jobs/${job.id}`, { headers: bearer(provider.token) });
  expect((await after.json()).data.status).toBe("accepted");
});

test("order two bags of cement; the seller confirms and stock drops by two", async ({ page, request }) => {
  const seller = await verifiedSeller(request);
  const name = unique("Dangote Cement 50kg");
  const made = await request.post("/svc/store/products", {
    headers: bearer(seller.token),
    data: {
      name,
      category: "cement",
      price: 9800,
      quantity: 40,
      unit: "50kg bag",
      state: "Lagos",
      city: "Ikeja",
      address: "14 Oba Akran Avenue",
      details: "Grade 42.5R.\n\nDelivered within Lagos.",
      phone: "+2348030000101",
      pay_on_delivery: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  const buyer = await createAccount(request, "tenant", { first_name: "Bola", last_name: "Builder" });
  await signInPage(page, buyer);
  await page.goto("/building-materials");
  await page.getByLabel("Category").selectOption("cement");
  const search = page.getByRole("form", { name: "Search materials" });
  await search.getByRole("textbox", { name: "Search" }).fill(name);
  await search.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Delivered within Lagos.")).toBeVisible();
  await expect(page.getByTestId("stock")).toHaveText("40 in stock");

  await page.getByLabel(/Quantity/).fill("2");
  await page.getByLabel("Delivery address").fill("5 Admiralty Way, Lekki");
  await page.getByLabel("Phone").fill("+2348090000001");
  await page.getByLabel("Pay on delivery").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText(/Order placed: order #\d+/)).toBeVisible();

  const orders = await request.get("/svc/store/orders?as=seller", { headers: bearer(seller.token) });
  const order = (await orders.json()).data[0] as { id: number; quantity: number; status: string };
  expect(order).toMatchObject({ quantity: 2, status: "placed" });
  const confirmed = await request.post(`/svc/store/orders/${order.id}/confirm`, {
    headers: bearer(seller.token),
  });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();

  await page.reload();
  await expect(page.getByTestId("stock")).toHaveText("38 in stock");
  await page.goto("/dashboard/orders");
  await expect(
    page.getByRole("listitem", { name: `Order ${order.id}` }).getByTestId("order-status"),
  ).toHaveText("Confirmed");
});
