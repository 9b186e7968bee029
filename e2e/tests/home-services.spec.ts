/**
 * Home services and building materials (issue 20, ADRs 0300, 0301, 0302): find a plumber in Lekki, open the
 * profile, request a quote with a photo; the provider quotes from their dashboard; the user accepts. A seller adds
 * cement with a photo from "My products"; a buyer browses materials, opens it and orders two bags; the seller
 * confirms in "Orders" and the stock drops by two. An admin approves the provider in "Providers and sellers".
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
  browser,
  request,
}) => {
  test.slow(); // two people in two browser sessions, each loading the dashboard
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
  await page.getByLabel("Photos (optional, up to 10)").setInputFiles(image("sink.png"));
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Your request was sent to the provider")).toBeVisible();

  const jobs = await request.get("/svc/providers/jobs?as=provider", { headers: bearer(provider.token) });
  const job = (await jobs.json()).data[0] as { id: number; title: string; status: string; photos: string[] };
  expect(job).toMatchObject({ title: "Leaking kitchen sink", status: "requested" });
  expect(job.photos).toHaveLength(1);

  // The provider answers from their dashboard, seeing the job's photo.
  const side = await browser.newContext();
  const providerPage = await side.newPage();
  await signInPage(providerPage, provider);
  await providerPage.goto("/dashboard/jobs");
  const request_ = providerPage.getByRole("listitem", { name: "Job Leaking kitchen sink" });
  await expect(request_.getByTestId("job-status")).toHaveText("Requested");
  await expect(request_.getByRole("list", { name: "Photos of the job" }).locator("img")).toHaveCount(1);
  await request_.getByLabel("Your quote (₦)").fill("18000");
  await request_.getByRole("button", { name: "Send quote" }).click();
  await expect(request_.getByTestId("job-status")).toHaveText("Quoted");
  await side.close();

  await page.goto("/dashboard/jobs");
  const card = page.getByRole("listitem", { name: "Job Leaking kitchen sink" });
  await expect(card.getByTestId("job-status")).toHaveText("Quoted");
  await card.getByRole("button", { name: "Accept quote" }).click();
  await expect(card.getByTestId("job-status")).toHaveText("Accepted");
  const after = await request.get(`/svc/providers/jobs/${job.id}`, { headers: bearer(provider.token) });
  expect((await after.json()).data.status).toBe("accepted");
});

test("order two bags of cement; the seller confirms and stock drops by two", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two people in two browser sessions, each loading the dashboard
  const seller = await verifiedSeller(request);
  const name = unique("Dangote Cement 50kg");
  // The seller lists the cement from the dashboard, with a photo.
  const side = await browser.newContext();
  const sellerPage = await side.newPage();
  await signInPage(sellerPage, seller);
  await sellerPage.goto("/dashboard/products");
  await sellerPage.getByRole("button", { name: "Add a product" }).click();
  await sellerPage.getByLabel("Product name").fill(name);
  await sellerPage.getByLabel("Category").selectOption("cement");
  await sellerPage.getByLabel("Price (₦, whole naira)").fill("9,800");
  await sellerPage.getByLabel("Quantity in stock").fill("40");
  await sellerPage.getByLabel("Unit (bag, piece, tonne…)").fill("50kg bag");
  await sellerPage.getByLabel("State").selectOption("Lagos");
  await sellerPage.getByLabel("Town or area").fill("Ikeja");
  await sellerPage.getByLabel("Address").fill("14 Oba Akran Avenue");
  await sellerPage.getByLabel("Phone").fill("+2348030000101");
  await sellerPage.getByLabel("Details").fill("Grade 42.5R.\n\nDelivered within Lagos.");
  await sellerPage.getByLabel("Buyers may pay on delivery").check();
  await sellerPage.getByRole("button", { name: "Save product" }).click();
  const listed = sellerPage.getByRole("listitem", { name: `Product ${name}` });
  await expect(listed.getByTestId("stock")).toHaveText("40");
  await listed.getByLabel(`Add photos of ${name}`).setInputFiles(image("bags.png"));
  await expect(listed.getByText("1 photo added")).toBeVisible();

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
  // The seller confirms in the dashboard's Orders.
  await sellerPage.goto("/dashboard/orders");
  const incoming = sellerPage.getByRole("listitem", { name: `Order ${order.id}` });
  await incoming.getByRole("button", { name: "Confirm order" }).click();
  await expect(incoming.getByTestId("order-status")).toHaveText("Confirmed");
  await side.close();

  await page.reload();
  await expect(page.getByTestId("stock")).toHaveText("38 in stock");
  await page.goto("/dashboard/orders");
  await expect(
    page.getByRole("listitem", { name: `Order ${order.id}` }).getByTestId("order-status"),
  ).toHaveText("Confirmed");
});

test("an admin approves a provider and checks their registration number, both in the audit log", async ({
  page,
  request,
}) => {
  const name = unique("Studio Surveyors");
  const provider = await createAccount(request, "tenant", { first_name: "Sade", last_name: "Survey" });
  const made = await request.post("/svc/providers/me", {
    headers: bearer(provider.token),
    data: {
      name,
      category: "surveyor",
      speciality: "Land and boundary surveys",
      state: "Lagos",
      city: "Ikeja",
      service_areas: [],
      email: provider.email,
      phone: "+2348031230000",
      bio: "",
      availability: "",
      licence_number: "SURCON/R/1234",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).data.id as number;

  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await signInPage(page, admin);
  await page.goto("/admin/providers");
  const row = page.getByRole("listitem", { name: `Provider ${name}` });
  await expect(row).toContainText("SURCON/R/1234 (not checked)");
  await row.getByRole("button", { name: `Verify the registration number of ${name}` }).click();
  await expect(row).toContainText("(checked");
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(row).toBeHidden(); // no longer waiting for review

  const log = await request.get(`/api/admin/audit?target_type=service_provider&target_id=${id}`, {
    headers: bearer(admin.token),
  });
  const actions = ((await log.json()).data as Array<{ action: string }>).map((e) => e.action);
  expect(actions).toEqual(["provider.approve", "provider.verify_licence"]);
});
